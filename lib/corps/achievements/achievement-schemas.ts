// Achievement catalogue, earned badges and manual award schemas (volunteer-network.md "Achievement").
import { z } from "zod";
import { isoDateTime, uuid } from "@/lib/schemas/common-schemas";
import { TriggerType } from "../enums";

export const Achievement = z
  .object({
    id: uuid,
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    badge_color: z.string(),
    trigger_type: TriggerType,
    trigger_value: z.number().int().nullable(),
    is_public: z.boolean(),
  })
  .meta({ id: "Achievement" });
export type AchievementDto = z.infer<typeof Achievement>;

// Catalogues are short and read whole (no paging), but carry `total` like every list (DECISIONS.md).
export const AchievementList = z
  .object({ achievements: z.array(Achievement), total: z.number().int() })
  .meta({ id: "AchievementList" });

export const VolunteerAchievement = z
  .object({
    id: uuid.describe("The achievement's id"),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    badge_color: z.string(),
    trigger_type: TriggerType,
    trigger_value: z.number().int().nullable(),
    awarded_at: isoDateTime,
    awarded_by_name: z.string().nullable().describe("Null for automatic awards"),
    notes: z.string(),
  })
  .meta({ id: "VolunteerAchievement" });
export type VolunteerAchievementDto = z.infer<typeof VolunteerAchievement>;

export const VolunteerAchievementList = z
  .object({ achievements: z.array(VolunteerAchievement), total: z.number().int() })
  .meta({ id: "VolunteerAchievementList" });

export const AwardBody = z
  .strictObject({ volunteer_id: uuid, notes: z.string().trim().max(1000).optional() })
  .meta({ id: "AwardBody" });
export type AwardBody = z.infer<typeof AwardBody>;

export const AwardResult = z
  .object({
    id: uuid.describe("The award's id"),
    achievement_id: uuid,
    achievement_name: z.string(),
    volunteer_id: uuid,
    awarded_at: isoDateTime,
    awarded_by: uuid,
    notes: z.string(),
  })
  .meta({ id: "AwardResult" });
export type AwardResultDto = z.infer<typeof AwardResult>;
