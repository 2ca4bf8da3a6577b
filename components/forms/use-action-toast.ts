"use client";
// Shows an action's outcome message as a toast (success or error).
import { useEffect } from "react";
import { toast } from "sonner";
import type { ActionState } from "@/lib/forms/action-state";

export function useActionToast(state: ActionState): void {
  useEffect(() => {
    if (state.ok && state.message) toast.success(state.message);
    else if (!state.ok && state.message) toast.error(state.message);
  }, [state]);
}
