"use client";
// The notification centre's buttons: mark one read, mark all read. Each tells the header's
// unread count to refresh at once.
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { toast } from "sonner";
import { initialActionState, type ActionState, type FormAction } from "@/lib/forms/action-state";
import { announceUnreadChanged } from "./unread-events";

// Results are handled when the action answers, not in an effect: a notification marked read
// loses its button (unmounted) as soon as the page re-renders.
function withResult(run: FormAction, quiet: boolean): FormAction {
  return async (prev: ActionState, form: FormData): Promise<ActionState> => {
    const state = await run(prev, form);
    if (state.ok) {
      announceUnreadChanged();
      if (!quiet && state.message) toast.success(state.message);
    } else if (state.message) toast.error(state.message);
    return state;
  };
}

export function MarkReadButton({ id, title, markReadAction }: { id: string; title: string; markReadAction: FormAction }) {
  // Marking one read is frequent and visible in the list itself: no toast on success.
  const [, action, pending] = useActionState(withResult(markReadAction, true), initialActionState);
  const t = useTranslations("notifications");
  return (
    <form action={action}>
      <input type="hidden" name="notification_id" value={id} />
      <button type="submit" disabled={pending} aria-label={t("markReadLabel", { title })} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60">
        {t("markRead")}
      </button>
    </form>
  );
}

export function MarkAllReadButton({ disabled, markAllReadAction }: { disabled: boolean; markAllReadAction: FormAction }) {
  const [, action, pending] = useActionState(withResult(markAllReadAction, false), initialActionState);
  const t = useTranslations("notifications");
  return (
    <form action={action}>
      <button type="submit" disabled={pending || disabled} className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {t("markAllRead")}
      </button>
    </form>
  );
}
