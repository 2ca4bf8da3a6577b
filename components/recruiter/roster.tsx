"use client";
// The signup roster: a table on wide screens that becomes one card per volunteer on phones.
// Approve / decline pending signups, organizer notes, check-in and check-out on the volunteer's behalf.
import { useActionState, useEffect, useId } from "react";
import { toast } from "sonner";
import { organizerNotesAction, rosterAction } from "@/app/(app)/recruiter/opportunities/[id]/actions";
import type { SignupDto } from "@/lib/corps/schemas/signup-schemas";
import { initialActionState } from "@/lib/forms/action-state";
import { formatDateTime } from "@/lib/format";
import { EmptyState } from "@/components/ui/card";
import { DataTable, STACKED, type Column } from "@/components/ui/data-table";
import { StatusBadge } from "./status-badge";

const small = "rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-60";
const { row, cell, label } = STACKED;
const COLUMNS: Column[] = [{ label: "Volunteer" }, { label: "Status" }, { label: "Attendance" }, { label: "Organizer notes" }, { label: "Actions" }];

function RosterRow({ s, opportunityId, canAct }: { s: SignupDto; opportunityId: string; canAct: boolean }) {
  const [state, action, pending] = useActionState(rosterAction, initialActionState);
  const [notesState, notesAction, savingNotes] = useActionState(organizerNotesAction, initialActionState);
  const notesId = useId();
  useEffect(() => {
    if (state.message) (state.ok ? toast.success : toast.error)(state.message);
  }, [state]);
  useEffect(() => {
    if (notesState.message) (notesState.ok ? toast.success : toast.error)(notesState.message);
  }, [notesState]);
  const notes = typeof notesState.values?.organizer_notes === "string" ? notesState.values.organizer_notes : s.organizer_notes;
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
        {s.volunteer_notes && <p className="mt-1 text-xs text-slate-700">Note: {s.volunteer_notes}</p>}
      </td>
      <td className={cell}>
        <span className={label}>Status:</span>
        <StatusBadge status={s.status} />
        {s.status === "waitlist" && s.waitlist_position !== null && <span className="ml-1 text-slate-700">#{s.waitlist_position}</span>}
        <p className="mt-1 text-xs text-slate-600">Signed up {formatDateTime(s.signed_up_at)}</p>
      </td>
      <td className={cell}>
        <span className={label}>Attendance:</span>
        {s.check_in_at ? <span className="text-slate-800">In {formatDateTime(s.check_in_at)}</span> : <span className="text-slate-700">Not checked in</span>}
        {s.check_out_at && <p className="text-slate-800">Out {formatDateTime(s.check_out_at)}</p>}
      </td>
      <td className={cell}>
        <form action={notesAction} className="flex flex-col gap-1 sm:flex-row sm:items-start">
          {hidden}
          <label htmlFor={notesId} className="sr-only">Organizer notes for {s.volunteer_name}</label>
          <textarea id={notesId} name="organizer_notes" rows={1} maxLength={5000} defaultValue={notes} placeholder="Organizer notes" className="block w-full min-w-40 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm" />
          <button type="submit" disabled={savingNotes} className={`${small} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
            {savingNotes ? "Saving…" : "Save notes"}
          </button>
        </form>
        {notesState.fieldErrors?.organizer_notes && <p className="text-xs font-medium text-red-700">{notesState.fieldErrors.organizer_notes}</p>}
      </td>
      <td className={cell}>
        {canAct && (
          <form action={action} className="flex flex-wrap gap-2" aria-label={`Actions for ${s.volunteer_name}`}>
            {hidden}
            {s.status === "pending" && (
              <>
                <button type="submit" name="op" value="confirm" disabled={pending} className={`${small} bg-green-700 text-white hover:bg-green-800`} aria-label={`Approve ${s.volunteer_name}`}>Approve</button>
                <button type="submit" name="op" value="decline" disabled={pending} className={`${small} border border-red-300 bg-white text-red-800 hover:bg-red-50`} aria-label={`Decline ${s.volunteer_name}`}>Decline</button>
              </>
            )}
            {s.status === "confirmed" && (
              <button type="submit" name="op" value="check_in" disabled={pending} className={`${small} bg-brand-700 text-white hover:bg-brand-800`} aria-label={`Check in ${s.volunteer_name}`}>Check in</button>
            )}
            {s.status === "checked_in" && (
              <button type="submit" name="op" value="check_out" disabled={pending} className={`${small} bg-brand-700 text-white hover:bg-brand-800`} aria-label={`Check out ${s.volunteer_name}`}>Check out</button>
            )}
          </form>
        )}
      </td>
    </tr>
  );
}

export function Roster({ signups, opportunityId, canAct }: { signups: SignupDto[]; opportunityId: string; canAct: boolean }) {
  if (signups.length === 0) return <EmptyState title="No signups yet">Volunteers who sign up appear here.</EmptyState>;
  return (
    <DataTable caption="Signup roster" columns={COLUMNS} stacked>
      {signups.map((s) => (
        <RosterRow key={s.id} s={s} opportunityId={opportunityId} canAct={canAct} />
      ))}
    </DataTable>
  );
}
