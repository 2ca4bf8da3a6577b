"use client";
// The signup roster: a table on wide screens that becomes one card per volunteer on phones.
// Each row shows the party and the volunteer's standing on the opportunity's requirements;
// approve / decline pending signups, organizer notes, check-in (with a recorded override when a
// requirement expired or failed) and check-out of the whole party, and recording a background
// check or orientation. The page passes the server actions in.
import { useLocale, useTranslations } from "next-intl";
import { useActionState, useId } from "react";
import { isRequirementKind } from "@/components/requirements/requirement-labels";
import { RequirementStatusBadge } from "@/components/requirements/requirement-status-badge";
import type { SignupDto } from "@/lib/corps/signups/signup-schemas";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { formatDateTime } from "@/lib/format";
import { EmptyState } from "@/components/ui/card";
import { DataTable, STACKED, type Column } from "@/components/ui/data-table";
import { StatusBadge } from "./status-badge";
import { useActionToast } from "@/components/forms/use-action-toast";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;
export interface RosterActions {
  roster: Action;
  notes: Action;
  record: Action;
}

const small = "rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-60";
const { row, cell, label } = STACKED;

/** A requirement's standing in the roster's sentences (recruiter.roster.reqStatus.*); others as stored. */
const REQ_STATUSES = ["met", "missing", "expired", "outdated", "failed"] as const;
const isReqStatus = (s: string): s is (typeof REQ_STATUSES)[number] => (REQ_STATUSES as readonly string[]).includes(s);

/** Today in the browser's calendar, for the record form's date. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function RecordForm({ s, opportunityId, action }: { s: SignupDto; opportunityId: string; action: Action }) {
  const t = useTranslations("recruiter");
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useActionToast(state);
  const id = useId();
  const recordable = (s.requirements ?? []).filter((r) => r.kind === "background_check" || r.kind === "orientation");
  if (recordable.length === 0) return null;
  const err = state.fieldErrors ?? {};
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-xs font-medium text-brand-700">{t("roster.recordFor", { name: s.volunteer_name })}</summary>
      <form action={formAction} className="mt-2 space-y-2" noValidate>
        <input type="hidden" name="volunteer_id" value={s.volunteer_id} />
        <input type="hidden" name="opportunity_id" value={opportunityId} />
        <div>
          <label htmlFor={`${id}-req`} className="block text-xs font-medium text-slate-800">{t("roster.requirement")}</label>
          <select id={`${id}-req`} name="requirement_id" className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm">
            {recordable.map((r) => (
              <option key={r.id} value={r.id}>{r.name}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-3">
          <div>
            <label htmlFor={`${id}-result`} className="block text-xs font-medium text-slate-800">{t("roster.result")}</label>
            <select id={`${id}-result`} name="status" className="mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1 text-sm">
              <option value="passed">{t("roster.passed")}</option>
              <option value="failed">{t("roster.failed")}</option>
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-date`} className="block text-xs font-medium text-slate-800">{t("roster.completedOn")}</label>
            <input id={`${id}-date`} type="date" name="completed_on" defaultValue={today()} max={today()} className="mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1 text-sm" aria-invalid={err.completed_at ? true : undefined} />
          </div>
        </div>
        {err.completed_at && <p className="text-xs font-medium text-red-700">{err.completed_at}</p>}
        <div>
          <label htmlFor={`${id}-notes`} className="block text-xs font-medium text-slate-800">{t("roster.notesOptional")}</label>
          <input id={`${id}-notes`} name="notes" maxLength={5000} className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm" />
        </div>
        <button type="submit" disabled={pending} className={`${small} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
          {pending ? t("roster.saving") : t("roster.saveRecord")}
        </button>
      </form>
    </details>
  );
}

function RosterRow({ s, zone, opportunityId, canAct, actions }: { s: SignupDto; zone: string; opportunityId: string; canAct: boolean; actions: RosterActions }) {
  const t = useTranslations("recruiter");
  const locale = useLocale();
  const [state, action, pending] = useActionState(actions.roster, initialActionState);
  const [notesState, notesAction, savingNotes] = useActionState(actions.notes, initialActionState);
  const notesId = useId();
  useActionToast(state);
  useActionToast(notesState);
  const notes = typeof notesState.values?.organizer_notes === "string" ? notesState.values.organizer_notes : s.organizer_notes;
  const requirements = s.requirements ?? [];
  // What check-in would refuse without an override: records that expired or failed.
  const blocking = requirements.filter((r) => r.status === "expired" || r.status === "failed");
  const to = useTranslations("opportunities");
  const standing = (status: string) => (isReqStatus(status) ? t(`roster.reqStatus.${status}`) : status);
  const hidden = (
    <>
      <input type="hidden" name="signup_id" value={s.id} />
      <input type="hidden" name="opportunity_id" value={opportunityId} />
      <input type="hidden" name="volunteer_name" value={s.volunteer_name} />
    </>
  );
  return (
    <tr className={row}>
      <td className={cell}>
        <p className="font-medium text-slate-900">{s.volunteer_name}</p>
        <p className="break-all text-slate-700">{s.volunteer_email}</p>
        {s.party_size > 1 && (
          <div className="mt-1 text-xs text-slate-800">
            <p className="font-semibold">{t("roster.partyOf", { count: s.party_size })}</p>
            <ul aria-label={t("roster.guestsOf", { name: s.volunteer_name })} className="list-disc pl-4">
              {s.guests.map((g, i) => (
                <li key={i}>
                  {g.name}
                  {g.email ? <span className="break-all text-slate-700"> ({g.email})</span> : null}
                </li>
              ))}
            </ul>
          </div>
        )}
        {s.reliability !== undefined && (
          <p className="mt-1 text-xs text-slate-800">
            {t.rich("roster.reliability", { percent: Math.round(s.reliability * 100), b: (chunks) => <span className="font-semibold">{chunks}</span> })}
          </p>
        )}
        {s.volunteer_notes && <p className="mt-1 text-xs text-slate-700">{t("roster.note", { note: s.volunteer_notes })}</p>}
      </td>
      <td className={cell}>
        <span className={label}>{t("roster.statusLabel")}</span>
        <StatusBadge status={s.status} />
        {s.status === "waitlist" && s.waitlist_position !== null && <span className="ml-1 text-slate-700">#{s.waitlist_position}</span>}
        {s.status === "offered" && s.offer_expires_at && <p className="mt-1 text-xs font-medium text-slate-800">{t("roster.offerOpen", { when: formatDateTime(s.offer_expires_at, zone, locale) })}</p>}
        <p className="mt-1 text-xs text-slate-600">{t("roster.signedUp", { when: formatDateTime(s.signed_up_at, zone, locale) })}</p>
      </td>
      <td className={cell}>
        <span className={label}>{t("roster.requirementsLabel")}</span>
        {requirements.length === 0 ? (
          <span className="text-slate-700">{t("roster.none")}</span>
        ) : (
          <ul className="space-y-1" aria-label={t("roster.requirementsOf", { name: s.volunteer_name })}>
            {requirements.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-1 text-xs">
                <span className="text-slate-800" title={isRequirementKind(r.kind) ? to(`requirement.kind.${r.kind}`) : r.kind}>{r.name}</span>
                <RequirementStatusBadge status={r.status} />
              </li>
            ))}
          </ul>
        )}
        {s.requirements_override && (
          <p className="mt-1 text-xs text-slate-800">
            {t("roster.override", { by: s.requirements_override.by_name, list: s.requirements_override.requirements.map((r) => `${r.name}: ${standing(r.status)}`).join(", ") })}
          </p>
        )}
        {canAct && <RecordForm s={s} opportunityId={opportunityId} action={actions.record} />}
      </td>
      <td className={cell}>
        <span className={label}>{t("roster.attendanceLabel")}</span>
        {s.check_in_at ? <span className="text-slate-800">{t("roster.in", { when: formatDateTime(s.check_in_at, zone, locale) })}</span> : <span className="text-slate-700">{t("roster.notCheckedIn")}</span>}
        {s.check_out_at && <p className="text-slate-800">{t("roster.out", { when: formatDateTime(s.check_out_at, zone, locale) })}</p>}
      </td>
      <td className={cell}>
        <form action={notesAction} className="flex flex-col gap-1 sm:flex-row sm:items-start">
          {hidden}
          <label htmlFor={notesId} className="sr-only">{t("roster.notesFor", { name: s.volunteer_name })}</label>
          <textarea id={notesId} name="organizer_notes" rows={1} maxLength={5000} defaultValue={notes} placeholder={t("roster.notesPlaceholder")} className="block w-full min-w-40 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm" />
          <button type="submit" disabled={savingNotes} className={`${small} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
            {savingNotes ? t("roster.saving") : t("roster.saveNotes")}
          </button>
        </form>
        {notesState.fieldErrors?.organizer_notes && <p className="text-xs font-medium text-red-700">{notesState.fieldErrors.organizer_notes}</p>}
      </td>
      <td className={cell}>
        {canAct && (
          <form action={action} className="flex flex-wrap gap-2" aria-label={t("roster.actionsFor", { name: s.volunteer_name })}>
            {hidden}
            {s.status === "pending" && (
              <>
                <button type="submit" name="op" value="confirm" disabled={pending} className={`${small} bg-green-700 text-white hover:bg-green-800`} aria-label={t("roster.approveName", { name: s.volunteer_name })}>{t("roster.approve")}</button>
                <button type="submit" name="op" value="decline" disabled={pending} className={`${small} border border-red-300 bg-white text-red-800 hover:bg-red-50`} aria-label={t("roster.declineName", { name: s.volunteer_name })}>{t("roster.decline")}</button>
              </>
            )}
            {s.status === "confirmed" && blocking.length === 0 && (
              <button type="submit" name="op" value="check_in" disabled={pending} className={`${small} bg-brand-700 text-white hover:bg-brand-800`} aria-label={t(s.party_size > 1 ? "roster.checkInParty" : "roster.checkInName", { name: s.volunteer_name })}>{t("roster.checkIn")}</button>
            )}
            {s.status === "confirmed" && blocking.length > 0 && (
              <button
                type="submit"
                name="op"
                value="check_in_override"
                disabled={pending}
                className={`${small} border border-amber-600 bg-amber-50 text-amber-900 hover:bg-amber-100`}
                aria-label={t("roster.checkInDespite", { name: s.volunteer_name, list: blocking.map((b) => `${b.name} ${standing(b.status)}`).join(", ") })}
              >
                {t("roster.checkInAnyway")}
              </button>
            )}
            {s.status === "checked_in" && (
              <button type="submit" name="op" value="check_out" disabled={pending} className={`${small} bg-brand-700 text-white hover:bg-brand-800`} aria-label={t(s.party_size > 1 ? "roster.checkOutParty" : "roster.checkOutName", { name: s.volunteer_name })}>{t("roster.checkOut")}</button>
            )}
          </form>
        )}
      </td>
    </tr>
  );
}

export function Roster({ signups, zone, opportunityId, canAct, actions }: { signups: SignupDto[]; zone: string; opportunityId: string; canAct: boolean; actions: RosterActions }) {
  const t = useTranslations("recruiter");
  if (signups.length === 0) return <EmptyState title={t("roster.empty")}>{t("roster.emptyBody")}</EmptyState>;
  const columns: Column[] = [
    { label: t("roster.colVolunteer") },
    { label: t("roster.colStatus") },
    { label: t("roster.colRequirements") },
    { label: t("roster.colAttendance") },
    { label: t("roster.colNotes") },
    { label: t("roster.colActions") },
  ];
  return (
    <DataTable caption={t("roster.caption")} columns={columns} stacked>
      {signups.map((s) => (
        <RosterRow key={s.id} s={s} zone={zone} opportunityId={opportunityId} canAct={canAct} actions={actions} />
      ))}
    </DataTable>
  );
}
