"use client";
import { useActionState, useEffect } from "react";
import { toast } from "sonner";
import { cancelSignupAction, signUpAction } from "@/app/(app)/opportunities/[id]/actions";
import { initialActionState } from "@/lib/forms/action-state";

const STATUS_TEXT: Record<string, string> = {
  confirmed: "You're confirmed for this shift.",
  pending: "You're signed up; the organizer will confirm your place.",
  waitlist: "You're on the waitlist.",
  checked_in: "You're checked in.",
  completed: "You completed this shift. Thank you!",
  no_show: "You were marked as not attending.",
  declined: "The organizer declined your signup.",
};

export function SignupPanel({ opportunityId, status, waitlistRank, canSignUp, closedReason }: { opportunityId: string; status: string | null; waitlistRank: number | null; canSignUp: boolean; closedReason?: string }) {
  const [signState, signAction, signing] = useActionState(signUpAction, initialActionState);
  const [cancelState, cancelAction, cancelling] = useActionState(cancelSignupAction, initialActionState);
  useEffect(() => {
    if (signState.message) (signState.ok ? toast.success : toast.error)(signState.message);
  }, [signState]);
  useEffect(() => {
    if (cancelState.message) (cancelState.ok ? toast.success : toast.error)(cancelState.message);
  }, [cancelState]);
  const active = status !== null && ["confirmed", "pending", "waitlist"].includes(status);
  return (
    <div className="space-y-3">
      {status && (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800" role="status">
          {STATUS_TEXT[status] ?? status}
          {status === "waitlist" && waitlistRank !== null ? ` You are number ${waitlistRank} in line.` : ""}
        </p>
      )}
      {active ? (
        <form action={cancelAction}>
          <input type="hidden" name="opportunity_id" value={opportunityId} />
          <button type="submit" disabled={cancelling} className="rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60">
            {cancelling ? "Cancelling…" : "Cancel my signup"}
          </button>
        </form>
      ) : canSignUp ? (
        <form action={signAction} className="space-y-2">
          <input type="hidden" name="opportunity_id" value={opportunityId} />
          <label className="block text-sm font-medium text-slate-800">
            Note to the organizer (optional)
            <textarea name="notes" rows={2} maxLength={2000} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm" />
          </label>
          <button type="submit" disabled={signing} className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {signing ? "Signing up…" : "Sign up"}
          </button>
        </form>
      ) : (
        <p className="text-sm text-slate-700">{closedReason ?? "Signups are closed."}</p>
      )}
    </div>
  );
}
