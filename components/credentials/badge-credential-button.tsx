"use client";
// Issues the verifiable credential of one earned badge.
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { useActionToast } from "@/components/forms/use-action-toast";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";

export function BadgeCredentialButton({ awardId, name, issueBadgeCredentialAction }: { awardId: string; name: string; issueBadgeCredentialAction: FormAction }) {
  const [state, action, pending] = useActionState(issueBadgeCredentialAction, initialActionState);
  useActionToast(state);
  const t = useTranslations("credentials");
  return (
    <form action={action}>
      <input type="hidden" name="award_id" value={awardId} />
      <button
        type="submit"
        disabled={pending}
        className="min-h-10 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        aria-label={t("badgeButton.label", { name })}
      >
        {pending ? t("badgeButton.signing") : t("badgeButton.submit")}
      </button>
    </form>
  );
}
