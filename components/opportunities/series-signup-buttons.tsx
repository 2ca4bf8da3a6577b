"use client";
// "Sign up for all dates" and "Cancel my signups" of a series; the server actions come from the
// page (components never import app/), and the outcome comes back as a toast.
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

const primary = "rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const danger = "rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60";

export function SeriesSignupButtons({
  seriesId,
  title,
  toJoin,
  joined,
  signUpAll,
  cancelAll,
}: {
  seriesId: string;
  title: string;
  /** Upcoming dates the volunteer is not signed up for. */
  toJoin: number;
  /** Upcoming dates the volunteer holds a pending, confirmed or waitlist signup for. */
  joined: number;
  signUpAll: Action;
  cancelAll: Action;
}) {
  const [signState, signAction, signing] = useActionState(signUpAll, initialActionState);
  const [cancelState, cancelAction, cancelling] = useActionState(cancelAll, initialActionState);
  useActionToast(signState);
  useActionToast(cancelState);
  const t = useTranslations("opportunities");
  return (
    <div className="flex flex-wrap items-center gap-2">
      {toJoin > 0 && (
        <form action={signAction}>
          <input type="hidden" name="series_id" value={seriesId} />
          <button type="submit" className={primary} disabled={signing} aria-label={t("series.buttons.signUpLabel", { count: toJoin, title })}>
            {signing ? t("series.buttons.signingUp") : t("series.buttons.signUp", { count: toJoin })}
          </button>
        </form>
      )}
      {joined > 0 && (
        <form action={cancelAction}>
          <input type="hidden" name="series_id" value={seriesId} />
          <button type="submit" className={danger} disabled={cancelling} aria-label={t("series.buttons.cancelLabel", { title })}>
            {cancelling ? t("series.buttons.cancelling") : t("series.buttons.cancel", { count: joined })}
          </button>
        </form>
      )}
      {joined > 0 && toJoin === 0 && <p className="text-sm text-slate-700">{t("series.buttons.allJoined")}</p>}
    </div>
  );
}
