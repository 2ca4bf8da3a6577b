// Invitations to join an organization with a role (issue 20).
import { z } from "zod";
import { isoDateTime, pagination, uuid } from "@/lib/schemas/common-schemas";
import { RoleSchema } from "../members/member-schemas";

export const INVITATION_STATUSES = ["pending", "accepted", "revoked", "expired"] as const;
export const InvitationStatus = z.enum(INVITATION_STATUSES).meta({ id: "InvitationStatus" });
export type InvitationStatus = z.infer<typeof InvitationStatus>;

export const InvitationCreate = z
  .strictObject({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: "Must be an e-mail address" }).max(320)),
    role: RoleSchema,
    org_id: uuid.optional().describe("Admins only: the organization to join (default: the caller's)"),
  })
  .meta({ id: "InvitationCreate" });
export type InvitationCreate = z.infer<typeof InvitationCreate>;

export const InvitationListQuery = z.object({
  status: InvitationStatus.optional(),
  org_id: uuid.optional().describe("Admins: one organization"),
  ...pagination,
});
export type InvitationListQuery = z.infer<typeof InvitationListQuery>;

export const InvitationDto = z
  .object({
    id: uuid,
    email: z.string(),
    role: RoleSchema,
    org_id: uuid,
    status: InvitationStatus,
    expires_at: isoDateTime,
    invited_by: uuid.nullable(),
    created_at: isoDateTime,
    accepted_at: isoDateTime.nullable(),
    accepted_by: uuid.nullable(),
    revoked_at: isoDateTime.nullable(),
  })
  .meta({ id: "Invitation" });
export type InvitationDto = z.infer<typeof InvitationDto>;

export const InvitationCreated = InvitationDto.extend({
  invite_url: z.string().describe("The link sent by e-mail, returned once so it can also be handed over another way; only a hash is stored"),
}).meta({ id: "InvitationCreated" });
export type InvitationCreated = z.infer<typeof InvitationCreated>;

export const InvitationList = z
  .object({ invitations: z.array(InvitationDto), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "InvitationList" });
