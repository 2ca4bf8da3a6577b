"use server";
// Roster actions: approve / decline a pending signup, organizer notes, check-in and check-out on
// the volunteer's behalf. Each calls the same signups service as the API.
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { ZodError } from "zod";
import { requirePageCaller } from "@/lib/sign-in/session";
import { recordRequirement } from "@/lib/corps/requirements/record-requirement";
import { RecordCreate } from "@/lib/corps/requirements/requirement-schemas";
import { SignupUpdate } from "@/lib/corps/signups/signup-schemas";
import { checkIn, checkOut } from "@/lib/corps/signups/check-in-out";
import { updateSignup } from "@/lib/corps/signups/roster";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";
import { CoverRequestCreate } from "@/lib/corps/attendance/attendance-schemas";
import { requestCover } from "@/lib/corps/attendance/cover-requests";

/** The roster's operations; each one's toast is recruiter.roster.done.<op>. */
type Op = "confirm" | "decline" | "check_in" | "check_in_override" | "check_out";

export async function rosterAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const signupId = uuid.parse(form.get("signup_id"));
  const opportunityId = uuid.parse(form.get("opportunity_id"));
  const op = String(form.get("op") ?? "") as Op;
  const ctx = { caller, db: db() };
  const t = await getTranslations("recruiter");
  try {
    if (op === "confirm" || op === "decline") await updateSignup(ctx, signupId, SignupUpdate.parse({ status: op === "confirm" ? "confirmed" : "declined" }));
    else if (op === "check_in") await checkIn(ctx, signupId);
    else if (op === "check_in_override") await checkIn(ctx, signupId, undefined, { overrideRequirements: true });
    else if (op === "check_out") await checkOut(ctx, signupId);
    else return { ok: false, message: t("unknownAction") };
  } catch (err) {
    if (err instanceof ApiError || err instanceof ZodError) return failureState(err, {});
    throw err;
  }
  revalidatePath(`/recruiter/opportunities/${opportunityId}`);
  const done = t(`roster.done.${op}`);
  const name = form.get("volunteer_name");
  return { ok: true, message: name ? t("roster.doneFor", { done, name: String(name) }) : done };
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
  const t = await getTranslations("recruiter");
  return { ok: true, message: t("roster.notesSaved"), values };
}

/** A background check or orientation result, recorded from the roster. */
export async function recordRequirementAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const values = formValues(form);
  const volunteerId = uuid.parse(form.get("volunteer_id"));
  const opportunityId = uuid.parse(form.get("opportunity_id"));
  const on = String(form.get("completed_on") ?? "");
  const noon = Date.parse(`${/^\d{4}-\d{2}-\d{2}$/.test(on) ? on : "x"}T12:00:00.000Z`);
  // A day picked in the form is recorded at its noon UTC, or now when that noon is still ahead
  // today (a check done this morning is not in the future); a later day is refused as future.
  const completedAt = Number.isNaN(noon) ? on : new Date(noon - Date.now() < 36 * 3_600_000 ? Math.min(noon, Date.now()) : noon).toISOString();
  try {
    const saved = await recordRequirement(
      { caller, db: db() },
      volunteerId,
      RecordCreate.parse({ requirement_id: form.get("requirement_id"), status: form.get("status"), completed_at: completedAt, notes: String(form.get("notes") ?? "") }),
    );
    revalidatePath(`/recruiter/opportunities/${opportunityId}`);
    const t = await getTranslations("recruiter");
    return { ok: true, message: t("roster.recorded", { requirement: saved.requirement_name, status: saved.status === "passed" || saved.status === "failed" ? t(`roster.recordStatus.${saved.status}`) : saved.status }) };
  } catch (err) {
    return failureState(err, values);
  }
}

/** The reasons a cover request leaves a volunteer out (recruiter.roster.skipped.*). */
const SKIPPED = ["already_signed_up", "clash", "requirements", "availability", "distance", "asked_recently"] as const;
const isSkipReason = (k: string): k is (typeof SKIPPED)[number] => (SKIPPED as readonly string[]).includes(k);

/** "Ask for cover" on the roster: the same service as POST /opportunities/{id}/cover-requests. */
export async function coverRequestAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const opportunityId = uuid.parse(form.get("opportunity_id"));
  const message = String(form.get("message") ?? "").trim();
  const t = await getTranslations("recruiter");
  try {
    const result = await requestCover({ caller, db: db() }, opportunityId, CoverRequestCreate.parse(message ? { message } : {}));
    const skipped = Object.entries(result.skipped)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${n} ${isSkipReason(k) ? t(`roster.skipped.${k}`) : k}`);
    return {
      ok: true,
      message: result.asked.length === 0 ? t("roster.nobodyFree") : t("roster.asked", { count: result.asked.length }),
      values: { asked: result.asked.map((a) => `${a.name}: ${a.reasons.join("; ")}`), skipped },
    };
  } catch (err) {
    if (err instanceof ApiError || err instanceof ZodError) return failureState(err, {});
    throw err;
  }
}
