"use client";
// The buttons of one shift on "My shifts": check in, check out, cancel (shown only when the
// signup rules allow them), each a server action with a toast for the result.
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { toast } from "sonner";
import { initialActionState, type ActionState, type FormAction } from "@/lib/forms/action-state";

interface Props {
  signupId: string;
  opportunityId: string;
  title: string;
  canCheckIn: boolean;
  canCheckOut: boolean;
  canCancel: boolean;
  shiftAction: FormAction;
}

export function ShiftButtons({ signupId, opportunityId, title, canCheckIn, canCheckOut, canCancel, shiftAction }: Props) {
  const t = useTranslations("volunteer");
  // The toast is raised when the action answers, not in an effect: checking out or cancelling
  // moves the row to the past list, which unmounts these buttons before an effect could run.
  const [, action, pending] = useActionState(async (prev: ActionState, form: FormData): Promise<ActionState> => {
    const state = await shiftAction(prev, form);
    if (state.message) (state.ok ? toast.success : toast.error)(state.message);
    return state;
  }, initialActionState);
  if (!canCheckIn && !canCheckOut && !canCancel) return null;
  const primary = "rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
  return (
    <form action={action} className="flex flex-wrap gap-2">
      <input type="hidden" name="signup_id" value={signupId} />
      <input type="hidden" name="opportunity_id" value={opportunityId} />
      {canCheckIn && (
        <button type="submit" name="intent" value="check_in" disabled={pending} className={primary} aria-label={t("shifts.buttons.checkInLabel", { title })}>
          {t("shifts.buttons.checkIn")}
        </button>
      )}
      {canCheckOut && (
        <button type="submit" name="intent" value="check_out" disabled={pending} className={primary} aria-label={t("shifts.buttons.checkOutLabel", { title })}>
          {t("shifts.buttons.checkOut")}
        </button>
      )}
      {canCancel && (
        <button
          type="submit"
          name="intent"
          value="cancel"
          disabled={pending}
          aria-label={t("shifts.buttons.cancelLabel", { title })}
          className="rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
        >
          {t("shifts.buttons.cancel")}
        </button>
      )}
    </form>
  );
}
