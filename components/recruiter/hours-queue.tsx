"use client";
// The approval queue: select entries (or all), approve or reject them in bulk, or approve one
// with an hours override. Results come back as "n approved, m failed" toasts.
import { useLocale, useTranslations } from "next-intl";
import { useActionState, useId, useMemo, useState } from "react";
import type { HoursEntryDto } from "@/lib/corps/hours/hours-schemas";
import { initialActionState, type ActionState, type FormAction } from "@/lib/forms/action-state";
import { formatCalendarDate, formatHours } from "@/lib/format";
import { DataTable, STACKED, type Column } from "@/components/ui/data-table";
import { useActionToast } from "@/components/forms/use-action-toast";

const small = "rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-60";
const { row, cell, label } = STACKED;

interface RowProps {
  e: HoursEntryDto;
  selected: boolean;
  onToggle: (id: string) => void;
  approve: (form: FormData) => void;
  approving: boolean;
  /** The last single approval's state, when it was this row's. */
  state: ActionState | null;
}

function QueueRow({ e, selected, onToggle, approve, approving, state }: RowProps) {
  const t = useTranslations("recruiter");
  const locale = useLocale();
  const overrideId = useId();
  const err = state?.fieldErrors?.hours_worked;
  const what = { name: e.volunteer_name, hours: formatHours(e.hours_worked), date: formatCalendarDate(e.date_worked, locale) };
  return (
    <tr className={row}>
      <td className={cell}>
        <input type="checkbox" checked={selected} onChange={() => onToggle(e.id)} aria-label={t("hours.selectOne", what)} className="h-4 w-4 rounded border-slate-400" />
      </td>
      <td className={cell}>
        <p className="font-medium text-slate-900">{e.volunteer_name}</p>
        <p className="text-slate-700">{e.opportunity_title ?? (e.description || t("hours.noDescription"))}</p>
        {e.opportunity_title && e.description && e.description !== e.opportunity_title && <p className="text-xs text-slate-600">{e.description}</p>}
      </td>
      <td className={cell}><span className={label}>{t("hours.worked")}</span>{what.date}</td>
      <td className={`${cell} md:text-right tabular-nums`}><span className={label}>{t("hours.hoursLabel")}</span>{what.hours}</td>
      <td className={cell}>
        <form action={approve} className="flex flex-wrap items-start gap-2">
          <input type="hidden" name="entry_id" value={e.id} />
          <div>
            <label htmlFor={overrideId} className="sr-only">{t("hours.overrideLabel", { name: e.volunteer_name })}</label>
            <input id={overrideId} name="hours_worked" type="number" min={0.25} max={24} step={0.25} placeholder={String(e.hours_worked)} defaultValue={typeof state?.values?.hours_worked === "string" ? state.values.hours_worked : ""} aria-invalid={err ? true : undefined} aria-describedby={err ? `${overrideId}-error` : undefined} className="w-24 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm" />
            {err && <p id={`${overrideId}-error`} className="text-xs font-medium text-red-700">{err}</p>}
          </div>
          <button type="submit" disabled={approving} className={`${small} bg-green-700 text-white hover:bg-green-800`} aria-label={t("hours.approveOne", what)}>
            {t("hours.approve")}
          </button>
        </form>
      </td>
    </tr>
  );
}

export function HoursQueue({ entries, bulkHoursAction, approveOneAction }: { entries: HoursEntryDto[]; bulkHoursAction: FormAction; approveOneAction: FormAction }) {
  const [state, action, pending] = useActionState(bulkHoursAction, initialActionState);
  // Single approvals live here, not in the row: an approved row leaves the list, and its result
  // must still reach a toast.
  const [oneState, approveOne, approving] = useActionState(approveOneAction, initialActionState);
  const t = useTranslations("recruiter");
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const reasonId = useId();
  useActionToast(state);
  useActionToast(oneState);
  // Entries decided elsewhere drop out of the list, and out of the selection with them.
  const selected = useMemo(() => entries.filter((e) => picked.has(e.id)).map((e) => e.id), [entries, picked]);
  const all = entries.length > 0 && selected.length === entries.length;
  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const reasonError = state.fieldErrors?.reason;
  const columns: Column[] = [
    { label: t("hours.colSelect"), srOnlyLabel: true },
    { label: t("hours.colVolunteer") },
    { label: t("hours.colDate") },
    { label: t("hours.colHours"), numeric: true },
    { label: t("hours.colApprove") },
  ];
  return (
    <div className="space-y-4">
      <form action={action} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3" aria-label={t("hours.bulk")}>
        {selected.map((id) => (
          <input key={id} type="hidden" name="entry_ids" value={id} />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" checked={all} onChange={() => setPicked(all ? new Set() : new Set(entries.map((e) => e.id)))} className="h-4 w-4 rounded border-slate-400" />
            {t("hours.selectAll", { count: entries.length })}
          </label>
          <span className="text-sm text-slate-700" role="status">{t("hours.selected", { count: selected.length })}</span>
          <button type="submit" name="op" value="approve" disabled={pending || selected.length === 0} className={`${small} bg-green-700 text-white hover:bg-green-800`}>
            {t("hours.approveSelected")}
          </button>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grow">
            <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">{t("hours.reason")}</label>
            <input id={reasonId} name="reason" maxLength={1000} defaultValue={typeof state.values?.reason === "string" ? state.values.reason : ""} aria-invalid={reasonError ? true : undefined} aria-describedby={reasonError ? `${reasonId}-error` : undefined} className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm" />
            {reasonError && <p id={`${reasonId}-error`} className="mt-1 text-xs font-medium text-red-700">{reasonError}</p>}
          </div>
          <button type="submit" name="op" value="reject" disabled={pending || selected.length === 0} className={`${small} border border-red-300 bg-white py-2 text-red-800 hover:bg-red-50`}>
            {t("hours.rejectSelected")}
          </button>
        </div>
      </form>
      <DataTable caption={t("hours.caption")} columns={columns} stacked>
        {entries.map((e) => (
          <QueueRow key={e.id} e={e} selected={picked.has(e.id)} onToggle={toggle} approve={approveOne} approving={approving} state={oneState.values?.entry_id === e.id ? oneState : null} />
        ))}
      </DataTable>
    </div>
  );
}
