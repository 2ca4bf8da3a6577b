"use server";
// The "send notification" form: a live audience count (the same SQL selection as the send) and
// the send itself, both through lib/corps/notifications/notification-send.ts and the API's zod schema.
import { after } from "next/server";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { countNotificationAudience, sendNotification } from "@/lib/corps/notifications/notification-send";
import { NotificationSend } from "@/lib/corps/notifications/notification-schemas";
import { db } from "@/lib/db/client";
import { failureState, formFieldErrors } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";
import { volunteerOptions } from "./volunteer-options";
import type { NotifyFields, PreviewResult } from "@/components/recruiter/notify-form";

/** The form's fields to the API's body: only the criteria the chosen target type uses. */
function toBody(f: NotifyFields): Record<string, unknown> {
  const zips = f.zip_codes.split(/[\s,]+/).map((z) => z.trim()).filter(Boolean);
  const criteria =
    f.target_type === "skill_match"
      ? { skills: f.skills, ...(zips.length ? { zip_codes: zips } : {}) }
      : f.target_type === "opportunity_signups"
        ? f.opportunity_id
          ? { opportunity_id: f.opportunity_id }
          : {}
        : f.target_type === "volunteers"
          ? f.volunteer_ids.length
            ? { volunteer_ids: f.volunteer_ids }
            : {}
          : {};
  return {
    notification_type: "announcement",
    title: f.title,
    message: f.message,
    target_type: f.target_type,
    target_criteria: criteria,
    channels: f.channels,
  };
}

const strings = (form: FormData, k: string) => form.getAll(k).filter((v): v is string => typeof v === "string");

/** How many volunteers the current choice reaches. Title and message do not matter here. */
export async function previewAudienceAction(fields: NotifyFields): Promise<PreviewResult> {
  const caller = await requirePageCaller("recruiter");
  const parsed = NotificationSend.safeParse({ ...toBody(fields), title: "preview", message: "preview", channels: ["in_app"], dry_run: true });
  if (!parsed.success) {
    const errs = await formFieldErrors(parsed.error);
    const t = await getTranslations("recruiter");
    return { ok: false, message: Object.values(errs)[0] ?? t("notify.chooseAudience") };
  }
  try {
    return { ok: true, count: await countNotificationAudience({ caller, db: db() }, parsed.data) };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
}

/** The picker's search: matching active volunteers by first name, last name or e-mail (server-side, any org size). */
export async function findVolunteersAction(search: string) {
  const caller = await requirePageCaller("recruiter");
  return volunteerOptions({ caller, db: db() }, search.slice(0, 200));
}

export async function sendNotificationAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const fields: NotifyFields = {
    target_type: String(form.get("target_type") ?? ""),
    skills: strings(form, "skills"),
    zip_codes: String(form.get("zip_codes") ?? ""),
    opportunity_id: String(form.get("opportunity_id") ?? ""),
    volunteer_ids: strings(form, "volunteer_ids"),
    channels: strings(form, "channels"),
    title: String(form.get("title") ?? ""),
    message: String(form.get("message") ?? ""),
  };
  try {
    const body = NotificationSend.parse(toBody(fields));
    // E-mails go out after the answer, as in the API route.
    const r = await sendNotification({ caller, db: db() }, body, after);
    const t = await getTranslations("recruiter");
    return { ok: true, message: t("notify.sent", { count: r.sent, inApp: r.in_app, email: r.email, skipped: r.skipped }) };
  } catch (err) {
    return failureState(err, {});
  }
}
