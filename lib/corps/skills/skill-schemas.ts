// Skills catalogue schemas.
import { z } from "zod";
import { uuid } from "@/lib/schemas/common-schemas";

export const Skill = z
  .object({ id: uuid, name: z.string(), category: z.string(), description: z.string(), icon: z.string() })
  .meta({ id: "Skill" });
export type SkillDto = z.infer<typeof Skill>;

// The catalogue is read whole (no paging) but carries `total` like every list (DECISIONS.md).
export const SkillList = z.object({ skills: z.array(Skill), total: z.number().int() }).meta({ id: "SkillList" });

export const SkillListQuery = z.object({ category: z.string().trim().min(1).max(80).optional() });

export const SkillCreate = z
  .strictObject({
    name: z.string().trim().min(1, "Required").max(80),
    category: z.string().trim().min(1, "Required").max(80),
    description: z.string().trim().max(1000).optional(),
    icon: z.string().trim().max(40).optional(),
  })
  .meta({ id: "SkillCreate" });
export type SkillCreate = z.infer<typeof SkillCreate>;

/** Admin edits of a catalogue entry: rename, recategorize, describe, (re)activate. Server actions only. */
export const SkillUpdate = z
  .strictObject({
    name: z.string().trim().min(1, "Required").max(80).optional(),
    category: z.string().trim().min(1, "Required").max(80).optional(),
    description: z.string().trim().max(1000).optional(),
    icon: z.string().trim().max(40).optional(),
    is_active: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to change" });
export type SkillUpdate = z.infer<typeof SkillUpdate>;
