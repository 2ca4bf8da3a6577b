"use client";
// Forms of the members page: invite (the link is shown once), change a member's role,
// deactivate or reactivate after a confirm step, revoke a pending invitation. Each takes its
// server action as a prop from the page.
import { useActionState, useState, useTransition } from "react";
import { toast } from "sonner";
import { useTranslations } from "next-intl";
import { SelectField, SubmitButton, TextField } from "@/components/forms/field";
import { useActionToast } from "@/components/forms/use-action-toast";
import type { Role } from "@/lib/auth/roles";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";

type Action<S extends ActionState = ActionState> = (prev: S, form: FormData) => Promise<S>;
export type InviteFormState = ActionState & { inviteUrl?: string; invitedEmail?: string };

const secondary = "min-h-10 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60";
const danger = "min-h-10 rounded-md border border-red-300 px-3 py-2 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60";

export function InviteForm({ action, roles, organizations }: { action: Action<InviteFormState>; roles: Role[]; organizations: { id: string; name: string }[] | null }) {
  const t = useTranslations("admin");
  const tc = useTranslations("common");
  const [state, formAction, pending] = useActionState<InviteFormState, FormData>(action, initialActionState);
  useActionToast(state);
  const err = state.fieldErrors ?? {};
  const val = (k: string) => (typeof state.values?.[k] === "string" ? (state.values[k] as string) : "");
  return (
    <div className="space-y-4">
      {state.ok && state.inviteUrl && (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4">
          <p className="font-semibold text-slate-900">{t("members.invitedTitle", { email: state.invitedEmail ?? "" })}</p>
          <p className="mt-1 text-sm text-slate-800">
            {t("members.invitedBody")}
          </p>
          <code data-testid="invite-url" className="mt-2 block rounded bg-white p-2 text-sm break-all text-slate-900">
            {state.inviteUrl}
          </code>
        </div>
      )}
      <form action={formAction} className="space-y-4" noValidate aria-label={t("members.inviteTitle")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField label={t("members.email")} name="email" type="email" autoComplete="off" required defaultValue={state.ok ? "" : val("email")} error={err.email} />
          <SelectField label={t("members.role")} name="role" required options={roles.map((r) => ({ value: r, label: tc(`role.${r}`) }))} defaultValue={val("role") || "volunteer"} error={err.role} />
          {organizations && (
            <SelectField
              label={t("members.organization")}
              name="org_id"
              includeBlank={t("members.yourOrganization")}
              options={organizations.map((o) => ({ value: o.id, label: o.name }))}
              defaultValue={val("org_id")}
              error={err.org_id}
            />
          )}
        </div>
        <SubmitButton pending={pending}>{t("members.sendInvitation")}</SubmitButton>
      </form>
    </div>
  );
}

export function RoleForm({ action, userId, who, role, roles }: { action: Action; userId: string; who: string; role: Role; roles: Role[] }) {
  const t = useTranslations("admin");
  const tc = useTranslations("common");
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useActionToast(state);
  return (
    <form action={formAction} className="flex items-center gap-2">
      <input type="hidden" name="user_id" value={userId} />
      <label className="sr-only" htmlFor={`role-${userId}`}>
        {t("members.roleOf", { who })}
      </label>
      <select
        id={`role-${userId}`}
        name="role"
        defaultValue={role}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        {roles.map((r) => (
          <option key={r} value={r}>
            {tc(`role.${r}`)}
          </option>
        ))}
      </select>
      <button type="submit" disabled={pending} className={secondary} aria-label={t("members.saveRoleOf", { who })}>
        {pending ? t("members.saving") : tc("actions.save")}
      </button>
    </form>
  );
}

/** Deactivating signs the member out everywhere from their next request, so it asks once more in the page. */
export function ActiveToggle({ action, userId, who, isActive }: { action: Action; userId: string; who: string; isActive: boolean }) {
  const t = useTranslations("admin");
  const [state, formAction, pending] = useActionState(action, initialActionState);
  const [confirming, setConfirming] = useState(false);
  useActionToast(state);
  if (isActive && !confirming) {
    return (
      <button type="button" className={danger} aria-label={t("members.deactivateWho", { who })} onClick={() => setConfirming(true)}>
        {t("members.deactivate")}
      </button>
    );
  }
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-2" aria-label={isActive ? t("members.confirmDeactivating", { who }) : t("members.reactivateWho", { who })}>
      <input type="hidden" name="user_id" value={userId} />
      <input type="hidden" name="is_active" value={isActive ? "false" : "true"} />
      {isActive ? (
        <>
          <span className="text-sm text-slate-800">{t("members.deactivateQuestion", { who })}</span>
          <button type="submit" disabled={pending} className={danger}>
            {pending ? t("members.deactivating") : t("members.yesDeactivate")}
          </button>
          <button type="button" className={secondary} onClick={() => setConfirming(false)}>
            {t("members.keepActive")}
          </button>
        </>
      ) : (
        <button type="submit" disabled={pending} className={secondary} aria-label={t("members.reactivateWho", { who })}>
          {pending ? t("members.reactivating") : t("members.reactivate")}
        </button>
      )}
    </form>
  );
}

/** The revoked invitation leaves the list, so the toast is raised here rather than from row state. */
export function RevokeInvitationButton({ action, invitationId, email }: { action: Action; invitationId: string; email: string }) {
  const t = useTranslations("admin");
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className={danger} aria-label={t("members.revokeInvitationTo", { email })} onClick={() => setConfirming(true)}>
        {t("members.revoke")}
      </button>
    );
  }
  const revoke = (form: FormData) =>
    startTransition(async () => {
      const result = await action(initialActionState, form);
      if (result.ok) toast.success(result.message ?? t("members.invitationRevoked"));
      else toast.error(result.message ?? t("members.couldNotRevoke"));
    });
  return (
    <form action={revoke} className="flex flex-wrap items-center gap-2" aria-label={t("members.confirmRevoking", { email })}>
      <input type="hidden" name="invitation_id" value={invitationId} />
      <span className="text-sm text-slate-800">{t("members.revokeQuestion")}</span>
      <button type="submit" disabled={pending} className={danger}>
        {pending ? t("members.revoking") : t("members.yesRevoke")}
      </button>
      <button type="button" className={secondary} onClick={() => setConfirming(false)}>
        {t("members.keepIt")}
      </button>
    </form>
  );
}
