"use client";
// "Ask for cover" on the roster: asks the organization's best-placed free volunteers
// (POST /opportunities/{id}/cover-requests through a server action) and shows whom it asked and
// why the others were left out.
import { useTranslations } from "next-intl";
import { useActionState, useId } from "react";
import { useActionToast } from "@/components/forms/use-action-toast";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";

export function CoverRequestForm({ opportunityId, action }: { opportunityId: string; action: FormAction }) {
  const t = useTranslations("recruiter");
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useActionToast(state);
  const id = useId();
  const asked = Array.isArray(state.values?.asked) ? state.values.asked : [];
  const skipped = Array.isArray(state.values?.skipped) ? state.values.skipped : [];
  return (
    <div className="space-y-3">
      <form action={formAction} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="opportunity_id" value={opportunityId} />
        <div className="flex-1">
          <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">{t("cover.message")}</label>
          <input id={`${id}-message`} name="message" maxLength={1000} className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm" />
        </div>
        <button type="submit" disabled={pending} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {pending ? t("cover.asking") : t("cover.ask")}
        </button>
      </form>
      <div aria-live="polite">
        {state.ok && (
          <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            <p className="font-medium">{state.message}</p>
            {asked.length > 0 && (
              <ul aria-label={t("cover.askedList")} className="mt-1 list-disc pl-5">
                {asked.map((a) => <li key={a}>{a}</li>)}
              </ul>
            )}
            {skipped.length > 0 && <p className="mt-1 text-slate-700">{t("cover.leftOut", { list: skipped.join(", ") })}</p>}
          </div>
        )}
        {!state.ok && state.message && <p className="text-sm font-medium text-red-800">{state.message}</p>}
      </div>
    </div>
  );
}
