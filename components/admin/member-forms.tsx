"use client";
// Forms of the members page: invite (the link is shown once), change a member's role,
// deactivate or reactivate after a confirm step, revoke a pending invitation. Each takes its
// server action as a prop from the page.
import { useActionState, useState, useTransition } from "react";
import { toast } from "sonner";
import { SelectField, SubmitButton, TextField } from "@/components/forms/field";
import { useActionToast } from "@/components/forms/use-action-toast";
import { ROLE_LABEL } from "@/components/ui/role-labels";
import type { Role } from "@/lib/auth/roles";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";

type Action<S extends ActionState = ActionState> = (prev: S, form: FormData) => Promise<S>;
export type InviteFormState = ActionState & { inviteUrl?: string; invitedEmail?: string };

const secondary = "min-h-10 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60";
const danger = "min-h-10 rounded-md border border-red-300 px-3 py-2 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60";

export function InviteForm({ action, roles, organizations }: { action: Action<InviteFormState>; roles: Role[]; organizations: { id: string; name: string }[] | null }) {
  const [state, formAction, pending] = useActionState<InviteFormState, FormData>(action, initialActionState);
  useActionToast(state);
  const err = state.fieldErrors ?? {};
  const val = (k: string) => (typeof state.values?.[k] === "string" ? (state.values[k] as string) : "");
  return (
    <div className="space-y-4">
      {state.ok && state.inviteUrl && (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4">
          <p className="font-semibold text-slate-900">Invitation sent to {state.invitedEmail}</p>
          <p className="mt-1 text-sm text-slate-800">
            The e-mail holds this link. You can also hand it over yourself; it is shown only now, works once and expires in 7 days.
          </p>
          <code data-testid="invite-url" className="mt-2 block rounded bg-white p-2 text-sm break-all text-slate-900">
            {state.inviteUrl}
          </code>
        </div>
      )}
      <form action={formAction} className="space-y-4" noValidate aria-label="Invite someone">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField label="E-mail" name="email" type="email" autoComplete="off" required defaultValue={state.ok ? "" : val("email")} error={err.email} />
          <SelectField label="Role" name="role" required options={roles.map((r) => ({ value: r, label: ROLE_LABEL[r] }))} defaultValue={val("role") || "volunteer"} error={err.role} />
          {organizations && (
            <SelectField
              label="Organization"
              name="org_id"
              includeBlank="Your organization"
              options={organizations.map((o) => ({ value: o.id, label: o.name }))}
              defaultValue={val("org_id")}
              error={err.org_id}
            />
          )}
        </div>
        <SubmitButton pending={pending}>Send invitation</SubmitButton>
      </form>
    </div>
  );
}

export function RoleForm({ action, userId, who, role, roles }: { action: Action; userId: string; who: string; role: Role; roles: Role[] }) {
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useActionToast(state);
  return (
    <form action={formAction} className="flex items-center gap-2">
      <input type="hidden" name="user_id" value={userId} />
      <label className="sr-only" htmlFor={`role-${userId}`}>
        Role of {who}
      </label>
      <select
        id={`role-${userId}`}
        name="role"
        defaultValue={role}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        {roles.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABEL[r]}
          </option>
        ))}
      </select>
      <button type="submit" disabled={pending} className={secondary} aria-label={`Save the role of ${who}`}>
        {pending ? "Saving…" : "Save"}
      </button>
    </form>
  );
}

/** Deactivating signs the member out everywhere from their next request, so it asks once more in the page. */
export function ActiveToggle({ action, userId, who, isActive }: { action: Action; userId: string; who: string; isActive: boolean }) {
  const [state, formAction, pending] = useActionState(action, initialActionState);
  const [confirming, setConfirming] = useState(false);
  useActionToast(state);
  if (isActive && !confirming) {
    return (
      <button type="button" className={danger} aria-label={`Deactivate ${who}`} onClick={() => setConfirming(true)}>
        Deactivate
      </button>
    );
  }
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-2" aria-label={isActive ? `Confirm deactivating ${who}` : `Reactivate ${who}`}>
      <input type="hidden" name="user_id" value={userId} />
      <input type="hidden" name="is_active" value={isActive ? "false" : "true"} />
      {isActive ? (
        <>
          <span className="text-sm text-slate-800">Sign {who} out everywhere and block their access? Their hours and signups are kept.</span>
          <button type="submit" disabled={pending} className={danger}>
            {pending ? "Deactivating…" : "Yes, deactivate"}
          </button>
          <button type="button" className={secondary} onClick={() => setConfirming(false)}>
            Keep active
          </button>
        </>
      ) : (
        <button type="submit" disabled={pending} className={secondary} aria-label={`Reactivate ${who}`}>
          {pending ? "Reactivating…" : "Reactivate"}
        </button>
      )}
    </form>
  );
}

/** The revoked invitation leaves the list, so the toast is raised here rather than from row state. */
export function RevokeInvitationButton({ action, invitationId, email }: { action: Action; invitationId: string; email: string }) {
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className={danger} aria-label={`Revoke the invitation to ${email}`} onClick={() => setConfirming(true)}>
        Revoke
      </button>
    );
  }
  const revoke = (form: FormData) =>
    startTransition(async () => {
      const result = await action(initialActionState, form);
      if (result.ok) toast.success(result.message ?? "Invitation revoked");
      else toast.error(result.message ?? "Could not revoke the invitation");
    });
  return (
    <form action={revoke} className="flex flex-wrap items-center gap-2" aria-label={`Confirm revoking the invitation to ${email}`}>
      <input type="hidden" name="invitation_id" value={invitationId} />
      <span className="text-sm text-slate-800">Revoke it? The link stops working.</span>
      <button type="submit" disabled={pending} className={danger}>
        {pending ? "Revoking…" : "Yes, revoke"}
      </button>
      <button type="button" className={secondary} onClick={() => setConfirming(false)}>
        Keep it
      </button>
    </form>
  );
}
