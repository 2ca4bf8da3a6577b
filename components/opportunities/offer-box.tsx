"use client";
// An open waitlist offer: its deadline, a live countdown and Accept / Decline (issue 27). The
// page passes the server actions in, so this component does not reach into app/. The countdown
// is not announced on every tick (aria-live off); the deadline itself is stated in words.
import { useTranslations } from "next-intl";
import { useActionState, useEffect, useState } from "react";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

/** "11 h 59 min", "4 min 05 s", "0 s": what is left until `deadline` (the units read alike in English and Spanish). */
export function timeLeft(deadline: number, now: number): string {
  const s = Math.max(0, Math.floor((deadline - now) / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, "0")} min`;
  if (m > 0) return `${m} min ${String(sec).padStart(2, "0")} s`;
  return `${sec} s`;
}

export function OfferBox({
  signupId,
  expiresAt,
  deadlineText,
  partySize,
  title,
  answerAction,
}: {
  signupId: string;
  expiresAt: string;
  /** The deadline in the organization's zone, in words. */
  deadlineText: string;
  partySize: number;
  title: string;
  answerAction: Action;
}) {
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const [state, formAction, pending] = useActionState(answerAction, initialActionState);
  useActionToast(state);
  const t = useTranslations("opportunities");
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const lapsed = now >= deadline;
  return (
    <section aria-label={t("offer.label", { title })} className="space-y-2 rounded-lg border border-sky-300 bg-sky-50 p-3">
      <p className="text-sm font-semibold text-sky-950">
        {partySize > 1 ? t("offer.party", { size: partySize }) : t("offer.seat")}
      </p>
      <p className="text-sm text-sky-950">
        {t("offer.replyBy", { deadline: deadlineText })}{" "}
        {/* The server's clock and the browser's differ by the time the page took to arrive: the
            countdown's first text may too (React would report it as a hydration mismatch). */}
        <span aria-live="off" data-testid="offer-countdown" className="font-mono font-semibold" suppressHydrationWarning>
          {lapsed ? t("offer.lapsed") : t("offer.left", { time: timeLeft(deadline, now) })}
        </span>
      </p>
      {!lapsed && (
        <form action={formAction} className="flex flex-wrap gap-2">
          <input type="hidden" name="signup_id" value={signupId} />
          <button
            type="submit"
            name="answer"
            value="accept"
            disabled={pending}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t("offer.accept")}
          </button>
          <button
            type="submit"
            name="answer"
            value="decline"
            disabled={pending}
            className="rounded-lg border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60"
          >
            {t("offer.decline")}
          </button>
        </form>
      )}
    </section>
  );
}
