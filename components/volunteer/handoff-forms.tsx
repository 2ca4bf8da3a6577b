"use client";
// Handoffs on My shifts: offer a confirmed seat (to a colleague by e-mail, or to anyone),
// withdraw an open offer, and take a seat offered to you. Each is one server action with a toast.
import { useTranslations } from "next-intl";
import { useActionState, useId } from "react";
import { useActionToast } from "@/components/forms/use-action-toast";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";

const secondary = "rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";
const primary = "rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

export function OfferHandoffForm({ signupId, title, action }: { signupId: string; title: string; action: FormAction }) {
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useActionToast(state);
  const t = useTranslations("volunteer");
  const id = useId();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">{t("shifts.handoffForm.summary")}</summary>
      <form action={formAction} className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="offer" />
        <input type="hidden" name="id" value={signupId} />
        <div>
          <label htmlFor={`${id}-email`} className="block font-medium text-slate-800">{t("shifts.handoffForm.email")}</label>
          <input id={`${id}-email`} name="colleague_email" type="email" className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1" />
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="block font-medium text-slate-800">{t("shifts.handoffForm.message")}</label>
          <input id={`${id}-message`} name="message" maxLength={1000} className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1" />
        </div>
        <button type="submit" disabled={pending} className={secondary} aria-label={t("shifts.handoffForm.submitLabel", { title })}>
          {pending ? t("shifts.handoffForm.submitting") : t("shifts.handoffForm.submit")}
        </button>
      </form>
    </details>
  );
}

export function HandoffButton({ handoffId, intent, label, action }: { handoffId: string; intent: "withdraw" | "accept"; label: string; action: FormAction }) {
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useActionToast(state);
  const t = useTranslations("volunteer");
  return (
    <form action={formAction}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={handoffId} />
      <button type="submit" disabled={pending} className={intent === "accept" ? primary : secondary} aria-label={label}>
        {intent === "accept" ? t("shifts.handoffForm.take") : t("shifts.handoffForm.withdraw")}
      </button>
    </form>
  );
}
