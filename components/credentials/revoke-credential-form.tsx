"use client";
// Revokes one credential, with the reason (kept in the audit log and sent with credential.revoked).
import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { useActionToast } from "@/components/forms/use-action-toast";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";

const danger = "min-h-10 rounded-md border border-red-300 px-3 py-2 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60";

export function RevokeCredentialForm({ credentialId, label, revokeCredentialAction }: { credentialId: string; label: string; revokeCredentialAction: FormAction }) {
  const [state, action, pending] = useActionState(revokeCredentialAction, initialActionState);
  const [open, setOpen] = useState(false);
  useActionToast(state);
  const t = useTranslations("credentials");
  if (!open) {
    return (
      <button type="button" className={danger} onClick={() => setOpen(true)} aria-label={t("revoke.label", { label })}>
        {t("revoke.open")}
      </button>
    );
  }
  const inputId = `reason-${credentialId}`;
  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="credential_id" value={credentialId} />
      <div>
        <label htmlFor={inputId} className="block text-xs font-medium text-slate-800">
          {t("revoke.reason")}
        </label>
        <input id={inputId} name="reason" required maxLength={500} className="mt-1 rounded-md border border-slate-300 px-2 py-1 text-sm" />
        {state.fieldErrors?.reason && <p className="text-xs font-medium text-red-700">{state.fieldErrors.reason}</p>}
      </div>
      <button type="submit" disabled={pending} className={danger}>
        {pending ? t("revoke.revoking") : t("revoke.confirm")}
      </button>
      <button type="button" className="min-h-10 px-2 text-sm text-slate-800 underline" onClick={() => setOpen(false)}>
        {t("revoke.cancel")}
      </button>
    </form>
  );
}
