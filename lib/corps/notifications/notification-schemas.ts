// Notification request and response schemas (volunteer-network.md "Notifications", DECISIONS.md).
import { z } from "zod";
import { isoDateTime, pagination, queryBoolean, uuid } from "@/lib/schemas/common-schemas";
import { notificationTypes } from "../enums";

export const NotificationTypeEnum = z.enum(notificationTypes).meta({ id: "NotificationType" });
export const channels = ["in_app", "email"] as const;
export const Channel = z.enum(channels).meta({ id: "NotificationChannel" });
export const targetTypes = ["all_volunteers", "skill_match", "opportunity_signups", "volunteers"] as const;

export const NotificationListQuery = z.object({
  unread_only: queryBoolean.optional(),
  type: NotificationTypeEnum.optional(),
  ...pagination,
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationDto = z
  .object({
    id: uuid,
    notification_type: NotificationTypeEnum,
    title: z.string(),
    message: z.string(),
    opportunity_id: uuid.nullable(),
    action_url: z.string().nullable(),
    delivered_at: isoDateTime,
    read_at: isoDateTime.nullable(),
  })
  .meta({ id: "Notification" });
export type NotificationDto = z.infer<typeof NotificationDto>;

export const NotificationList = z
  .object({
    notifications: z.array(NotificationDto),
    unread_count: z.number().int(),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: "NotificationList" });

export const ReadAllResult = z.object({ success: z.literal(true), updated: z.number().int() }).meta({ id: "ReadAllResult" });

const tag = z.string().trim().min(1).max(80);
export const TargetCriteria = z
  .strictObject({
    skills: z.array(tag).max(50).optional(),
    zip_codes: z.array(z.string().trim().regex(/^\d{5}$/, "Must be a 5-digit ZIP code")).max(200).optional(),
    opportunity_id: uuid.optional(),
    volunteer_ids: z.array(uuid).min(1).max(1000).optional(),
  })
  .meta({ id: "TargetCriteria" });

export const NotificationSend = z
  .strictObject({
    notification_type: NotificationTypeEnum.default("announcement"),
    title: z.string().trim().min(1, "Required").max(200),
    message: z.string().trim().min(1, "Required").max(5000),
    opportunity_id: uuid.nullable().optional(),
    action_url: z.string().regex(/^\/[^/]/, "Must be a relative path starting with /").max(500).optional(),
    target_type: z.enum(targetTypes),
    target_criteria: TargetCriteria.default({}),
    channels: z.array(Channel).min(1, "Pick at least one channel").max(2).default(["in_app"]),
    /** Admins only: narrow the audience to one organization (default: every organization). */
    org_id: uuid.optional(),
    /** Count the audience without sending anything (the UI's preview). */
    dry_run: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    const c = b.target_criteria;
    if (b.target_type === "skill_match" && !c.skills?.length) {
      ctx.addIssue({ code: "custom", path: ["target_criteria", "skills"], message: "Required for skill_match" });
    }
    if (b.target_type === "opportunity_signups" && !c.opportunity_id && !b.opportunity_id) {
      ctx.addIssue({ code: "custom", path: ["target_criteria", "opportunity_id"], message: "Required for opportunity_signups" });
    }
    if (b.target_type === "volunteers" && !c.volunteer_ids?.length) {
      ctx.addIssue({ code: "custom", path: ["target_criteria", "volunteer_ids"], message: "Required for volunteers" });
    }
  })
  .meta({ id: "NotificationSend" });
export type NotificationSend = z.infer<typeof NotificationSend>;

export const SendResult = z
  .object({
    sent: z.number().int().describe("Recipients reached by at least one channel"),
    in_app: z.number().int(),
    email: z.number().int().describe("E-mails written to the outbox"),
    skipped: z.number().int().describe("Targeted recipients reached by no channel (e.g. e-mail only and opted out)"),
    targeted: z.number().int().describe("Size of the audience"),
    dry_run: z.boolean(),
  })
  .meta({ id: "SendResult" });
export type SendResult = z.infer<typeof SendResult>;

export const NotificationPreferences = z
  .object({ email_opt_out: z.array(NotificationTypeEnum) })
  .meta({ id: "NotificationPreferences", description: "Notification types the user does not want by e-mail; in-app is always delivered" });
export const NotificationPreferencesUpdate = z
  .strictObject({ email_opt_out: z.array(NotificationTypeEnum).max(notificationTypes.length) })
  .meta({ id: "NotificationPreferencesUpdate" });
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdate>;
