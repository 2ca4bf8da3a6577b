"use client";
// Publish, Cancel (reason, notify volunteers, confirm step) and Complete, each offered only in
// the states the opportunity state machine allows; a refused transition comes back as a toast.
import { useTranslations } from "next-intl";
import { useActionState, useId, useState } from "react";
import { initialActionState, type ActionState, type FormAction } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";
import { opportunityStatuses } from "@/lib/corps/enums";

const primary = "rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const secondary = "rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";
const isStatus = (s: string): s is (typeof opportunityStatuses)[number] => (opportunityStatuses as readonly string[]).includes(s);
const danger = "rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60";

export function OpportunityActions({ id, status, activeSignups, transitionAction }: { id: string; status: string; activeSignups: number; transitionAction: FormAction }) {
  const t = useTranslations("recruiter");
  const [confirming, setConfirming] = useState<"cancel" | "complete" | null>(null);
  const [state, action, pending] = useActionState(async (prev: ActionState, form: FormData) => {
    const next = await transitionAction(prev, form);
    if (next.ok) setConfirming(null);
    return next;
  }, initialActionState);
  const reasonId = useId();
  useActionToast(state);
  const canPublish = status === "draft";
  const canCancel = status === "draft" || status === "published" || status === "full";
  const canComplete = status === "published" || status === "full";
  if (!canPublish && !canCancel && !canComplete) {
    return <p className="text-sm text-slate-700">{t("transition.final", { status: isStatus(status) ? t(`statusWord.${status}`) : status })}</p>;
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {canPublish && (
          <form action={action}>
            <input type="hidden" name="opportunity_id" value={id} />
            <input type="hidden" name="transition" value="publish" />
            <button type="submit" className={primary} disabled={pending}>{t("transition.publish")}</button>
          </form>
        )}
        {canComplete && (
          <button type="button" className={secondary} aria-expanded={confirming === "complete"} onClick={() => setConfirming(confirming === "complete" ? null : "complete")}>
            {t("transition.complete")}
          </button>
        )}
        {canCancel && (
          <button type="button" className={danger} aria-expanded={confirming === "cancel"} onClick={() => setConfirming(confirming === "cancel" ? null : "cancel")}>
            {t("transition.cancel")}
          </button>
        )}
      </div>
      {confirming === "complete" && (
        <form action={action} className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <input type="hidden" name="opportunity_id" value={id} />
          <input type="hidden" name="transition" value="complete" />
          <p className="text-sm text-slate-800">{t("transition.completeQuestion")}</p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primary} disabled={pending}>{t("transition.confirmComplete")}</button>
            <button type="button" className={secondary} onClick={() => setConfirming(null)}>{t("transition.notYet")}</button>
          </div>
        </form>
      )}
      {confirming === "cancel" && (
        <form action={action} className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3">
          <input type="hidden" name="opportunity_id" value={id} />
          <input type="hidden" name="transition" value="cancel" />
          <div>
            <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">{t("transition.reason")}</label>
            <textarea id={reasonId} name="reason" rows={2} maxLength={2000} defaultValue={typeof state.values?.reason === "string" ? state.values.reason : ""} className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm" />
            {state.fieldErrors?.reason && <p className="mt-1 text-xs font-medium text-red-700">{state.fieldErrors.reason}</p>}
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="notify_volunteers" defaultChecked className="h-4 w-4 rounded border-slate-400" />
            {t("transition.notify", { count: activeSignups })}
          </label>
          <p className="text-sm text-red-800">{t("transition.cancelWarning")}</p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60" disabled={pending}>
              {t("transition.confirmCancel")}
            </button>
            <button type="button" className={secondary} onClick={() => setConfirming(null)}>{t("transition.keepIt")}</button>
          </div>
        </form>
      )}
    </div>
  );
}
