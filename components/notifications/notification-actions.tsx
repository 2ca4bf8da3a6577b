"use client";
// The notification centre's buttons: mark one read, mark all read. Each tells the header badge
// to re-count at once.
import { useActionState, useEffect } from "react";
import { toast } from "sonner";
import { markAllReadAction, markReadAction } from "@/app/(app)/notifications/actions";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { announceUnreadChanged } from "./unread-events";

function useResult(state: ActionState, quiet = false) {
  useEffect(() => {
    if (!state.message) return;
    if (state.ok) {
      announceUnreadChanged();
      if (!quiet) toast.success(state.message);
    } else toast.error(state.message);
  }, [state, quiet]);
}

export function MarkReadButton({ id, title }: { id: string; title: string }) {
  const [state, action, pending] = useActionState(markReadAction, initialActionState);
  // Marking one read is frequent and visible in the list itself: no toast on success.
  useResult(state, true);
  return (
    <form action={action}>
      <input type="hidden" name="notification_id" value={id} />
      <button type="submit" disabled={pending} aria-label={`Mark as read: ${title}`} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60">
        Mark as read
      </button>
    </form>
  );
}

export function MarkAllReadButton({ disabled }: { disabled: boolean }) {
  const [state, action, pending] = useActionState(markAllReadAction, initialActionState);
  useResult(state);
  return (
    <form action={action}>
      <button type="submit" disabled={pending || disabled} className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        Mark all read
      </button>
    </form>
  );
}
