"use client";
// Rotates the organization's signing key (old credentials stay verifiable).
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { useActionToast } from "@/components/forms/use-action-toast";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";

export function RotateKeyButton({ orgId, rotateKeyAction }: { orgId: string; rotateKeyAction: FormAction }) {
  const [state, action, pending] = useActionState(rotateKeyAction, initialActionState);
  useActionToast(state);
  const t = useTranslations("credentials");
  return (
    <form action={action}>
      <input type="hidden" name="org_id" value={orgId} />
      <button type="submit" disabled={pending} className="min-h-10 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60">
        {pending ? t("rotateKey.rotating") : t("rotateKey.submit")}
      </button>
    </form>
  );
}
