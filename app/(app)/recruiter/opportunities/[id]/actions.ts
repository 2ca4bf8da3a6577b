"use server";
// Roster actions: approve / decline a pending signup, organizer notes, check-in and check-out on
// the volunteer's behalf. Each calls the same signups service as the API.
import { revalidatePath } from "next/cache";
import { ZodError } from "zod";
import { requirePageCaller } from "@/lib/auth/session";
import { SignupUpdate } from "@/lib/corps/schemas/signup-schemas";
import { checkIn, checkOut, updateSignup } from "@/lib/corps/signups";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/http/api-error";
import { uuid } from "@/lib/http/common-schemas";

const DONE = {
  confirm: "Signup approved",
  decline: "Signup declined",
  check_in: "Checked in",
  check_out: "Checked out: the hours entry was logged",
} as const;

export async function rosterAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const signupId = uuid.parse(form.get("signup_id"));
  const opportunityId = uuid.parse(form.get("opportunity_id"));
  const op = String(form.get("op") ?? "") as keyof typeof DONE;
  const ctx = { caller, db: db() };
  try {
    if (op === "confirm" || op === "decline") await updateSignup(ctx, signupId, SignupUpdate.parse({ status: op === "confirm" ? "confirmed" : "declined" }));
    else if (op === "check_in") await checkIn(ctx, signupId);
    else if (op === "check_out") await checkOut(ctx, signupId);
    else return { ok: false, message: "Unknown action" };
  } catch (err) {
    if (err instanceof ApiError || err instanceof ZodError) return failureState(err, {});
    throw err;
  }
  revalidatePath(`/recruiter/opportunities/${opportunityId}`);
  return { ok: true, message: `${DONE[op]}${form.get("volunteer_name") ? `: ${String(form.get("volunteer_name"))}` : ""}` };
}

export async function organizerNotesAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const values = formValues(form);
  const signupId = uuid.parse(form.get("signup_id"));
  const opportunityId = uuid.parse(form.get("opportunity_id"));
  try {
    await updateSignup({ caller, db: db() }, signupId, SignupUpdate.parse({ organizer_notes: String(form.get("organizer_notes") ?? "") }));
  } catch (err) {
    return failureState(err, values);
  }
  revalidatePath(`/recruiter/opportunities/${opportunityId}`);
  return { ok: true, message: "Notes saved", values };
}
