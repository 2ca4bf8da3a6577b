// Members (users of an organization) as corps_admins and admins manage them (issue 20).
import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";
import { isoDateTime, pagination, queryBoolean, uuid } from "@/lib/schemas/common-schemas";

export const RoleSchema = z.enum(ROLES).meta({ id: "Role", description: "volunteer < recruiter < corps_admin < admin" });

export const MemberListQuery = z.object({
  role: RoleSchema.optional(),
  is_active: queryBoolean.optional(),
  search: z.string().trim().max(200).optional().describe("Words that must each match the name or e-mail"),
  org_id: uuid.optional().describe("Admins: one organization; others: ignored outside their own"),
  ...pagination,
});
export type MemberListQuery = z.infer<typeof MemberListQuery>;

export const MemberUpdate = z
  .strictObject({
    role: RoleSchema.optional(),
    is_active: z.boolean().optional(),
  })
  .refine((v) => v.role !== undefined || v.is_active !== undefined, { message: "Send role, is_active or both", path: ["body"] })
  .meta({ id: "MemberUpdate" });
export type MemberUpdate = z.infer<typeof MemberUpdate>;

export const MemberDto = z
  .object({
    user_id: uuid,
    email: z.string(),
    name: z.string().nullable(),
    role: RoleSchema,
    org_id: uuid.nullable(),
    is_active: z.boolean(),
    sso_linked: z.boolean().describe("Signs in through the identity provider (an issuer and subject are linked)"),
    last_seen_at: isoDateTime.nullable().describe("Last request, to the minute"),
    created_at: isoDateTime,
  })
  .meta({ id: "Member" });
export type MemberDto = z.infer<typeof MemberDto>;

export const MemberList = z
  .object({ members: z.array(MemberDto), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "MemberList" });

export const memberParams = z.object({ user_id: uuid });
