"use client";
// Series-wide Publish (upcoming drafts), Complete (dates that have started) and Cancel (upcoming
// dates, reason, notify volunteers, confirm step); the server action comes from the page.
import { useTranslations } from "next-intl";
import { useActionState, useId, useState } from "react";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

const primary = "rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const secondary = "rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";
const danger = "rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60";

export function SeriesActions({
  seriesId,
  drafts,
  started,
  upcoming,
  action,
}: {
  seriesId: string;
  /** Draft dates that have not started (Publish). */
  drafts: number;
  /** Published or full dates that have started (Complete). */
  started: number;
  /** Draft, published or full dates that have not started (Cancel). */
  upcoming: number;
  action: (prev: ActionState, form: FormData) => Promise<ActionState>;
}) {
  const t = useTranslations("recruiter");
  const [confirming, setConfirming] = useState(false);
  const [state, formAction, pending] = useActionState(async (prev: ActionState, form: FormData) => {
    const next = await action(prev, form);
    if (next.ok) setConfirming(false);
    return next;
  }, initialActionState);
  const reasonId = useId();
  useActionToast(state);
  if (drafts + started + upcoming === 0) return <p className="text-sm text-slate-700">{t("series.finished")}</p>;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {drafts > 0 && (
          <form action={formAction}>
            <input type="hidden" name="series_id" value={seriesId} />
            <input type="hidden" name="transition" value="publish" />
            <button type="submit" className={primary} disabled={pending}>{t("series.publish", { count: drafts })}</button>
          </form>
        )}
        {started > 0 && (
          <form action={formAction}>
            <input type="hidden" name="series_id" value={seriesId} />
            <input type="hidden" name="transition" value="complete" />
            <button type="submit" className={secondary} disabled={pending}>{t("series.complete", { count: started })}</button>
          </form>
        )}
        {upcoming > 0 && (
          <button type="button" className={danger} aria-expanded={confirming} onClick={() => setConfirming(!confirming)}>
            {t("series.cancelAhead", { count: upcoming })}
          </button>
        )}
      </div>
      {confirming && (
        <form action={formAction} className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3">
          <input type="hidden" name="series_id" value={seriesId} />
          <input type="hidden" name="transition" value="cancel" />
          <div>
            <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">{t("series.reason")}</label>
            <textarea id={reasonId} name="reason" rows={2} maxLength={2000} className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm" />
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="notify_volunteers" defaultChecked className="h-4 w-4 rounded border-slate-400" />
            {t("series.notify")}
          </label>
          <p className="text-sm text-red-800">{t("series.cancelWarning")}</p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60" disabled={pending}>
              {t("series.confirmCancel")}
            </button>
            <button type="button" className={secondary} onClick={() => setConfirming(false)}>{t("series.keepThem")}</button>
          </div>
        </form>
      )}
    </div>
  );
}
