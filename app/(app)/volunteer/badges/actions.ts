"use server";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { revokeCalendarFeed, rotateCalendarFeed } from "@/lib/corps/calendars/ical-feeds";
import { db } from "@/lib/db/client";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";
import { IssueCredentialBody } from "@/lib/corps/credentials/credential-schemas";
import { issueCredential } from "@/lib/corps/credentials/credentials";
import { failureState, formValues } from "@/lib/forms/action-failure";
import { formId } from "@/lib/forms/form-id";

/** Creates the private feed, or replaces its address (the old one stops working at once). */
export async function rotateFeedAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const existed = form.get("existed") === "1";
  try {
    await rotateCalendarFeed({ caller, db: db() });
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
  revalidatePath("/volunteer/badges");
  const t = await getTranslations("calendar");
  return { ok: true, message: existed ? t("feed.action.rotated") : t("feed.action.created") };
}

export async function revokeFeedAction(_prev: ActionState): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  try {
    await revokeCalendarFeed({ caller, db: db() });
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
  revalidatePath("/volunteer/badges");
  const t = await getTranslations("calendar");
  return { ok: true, message: t("feed.action.revoked") };
}

/** My credentials: an hours credential for a range, issued by the volunteer's organization. */
export async function issueHoursCredentialAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const values = formValues(form);
  try {
    const labor = form.get("labor_type");
    const body = IssueCredentialBody.parse({
      kind: "hours",
      volunteer_id: caller.volunteerId,
      date_from: form.get("date_from"),
      date_to: form.get("date_to"),
      ...(typeof labor === "string" && labor ? { labor_type: labor } : {}),
    });
    await issueCredential({ caller, db: db() }, body);
  } catch (err) {
    return failureState(err, values);
  }
  revalidatePath("/volunteer/badges");
  const t = await getTranslations("credentials");
  return { ok: true, message: t("mine.action.hoursIssued") };
}

export async function issueBadgeCredentialAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  try {
    await issueCredential({ caller, db: db() }, { kind: "badge", achievement_award_id: formId(form, "award_id", "Achievement award") });
  } catch (err) {
    return failureState(err, {});
  }
  revalidatePath("/volunteer/badges");
  const t = await getTranslations("credentials");
  return { ok: true, message: t("mine.action.badgeIssued") };
}
