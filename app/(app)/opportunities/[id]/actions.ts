"use server";
import { revalidatePath } from "next/cache";
import { requirePageCaller } from "@/lib/auth/session";
import { cancelMySignup, signUp } from "@/lib/corps/signups";
import { db } from "@/lib/db/client";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/http/api-error";
import { uuid } from "@/lib/http/common-schemas";

export async function signUpAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const id = uuid.parse(form.get("opportunity_id"));
  const notes = String(form.get("notes") ?? "").slice(0, 2000);
  try {
    const outcome = await signUp({ caller, db: db() }, id, notes);
    revalidatePath(`/opportunities/${id}`);
    return { ok: true, message: outcome.status === "confirmed" ? "You're signed up!" : "Signed up: the organizer will confirm your place." };
  } catch (err) {
    if (err instanceof ApiError) {
      revalidatePath(`/opportunities/${id}`);
      // SIGNUP_FULL with a position means the volunteer is now on the waitlist.
      const waitlisted = err.code === "SIGNUP_FULL" && typeof err.details?.waitlist_position === "number";
      return { ok: waitlisted, message: err.message };
    }
    throw err;
  }
}

export async function cancelSignupAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const id = uuid.parse(form.get("opportunity_id"));
  try {
    await cancelMySignup({ caller, db: db() }, id);
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
  revalidatePath(`/opportunities/${id}`);
  return { ok: true, message: "Your signup is cancelled." };
}
