import { z } from "zod";
import { InvitationCreate, InvitationCreated, InvitationDto, InvitationList, InvitationListQuery } from "@/lib/corps/invitations/invitation-schemas";
import { MemberDto, MemberList, MemberListQuery, memberParams, MemberUpdate } from "@/lib/corps/members/member-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { registerRoute } from "../../registry";

const tags = ["Members"];
const scope = "A corps_admin manages their own organization's members; an admin every organization's. Another organization's member is 404.";
const grants =
  "A corps_admin grants volunteer, recruiter or corps_admin; only an admin grants admin (anything else is 403). " +
  "Nobody changes their own role or deactivates themselves (403).";

registerRoute({
  method: "get",
  path: "/api/corps/members",
  summary: "List members (users) with their role and status",
  description: `${scope} Admins see every organization, or one with org_id. Ordered by name, then e-mail.`,
  tags,
  auth: "corps_admin",
  query: MemberListQuery,
  response: { schema: MemberList },
});
registerRoute({ method: "get", path: "/api/corps/members/{user_id}", summary: "One member", description: scope, tags, auth: "corps_admin", params: memberParams, response: { schema: MemberDto }, errors: ["NOT_FOUND"] });
registerRoute({
  method: "patch",
  path: "/api/corps/members/{user_id}",
  summary: "Change a member's role, deactivate or reactivate them",
  description:
    `${scope} ${grants} An organization always keeps at least one active corps_admin: a change that would leave none is 409 INVALID_STATE ` +
    "(details {from, to}). A role change applies to the member's next request; a deactivated member's cookies and tokens answer 401 from " +
    "their next request; their volunteer profile, hours and signups are kept. Recorded in the audit log (member.role_changed, " +
    "member.deactivated, member.reactivated).",
  tags,
  auth: "corps_admin",
  params: memberParams,
  body: MemberUpdate,
  response: { schema: MemberDto },
  errors: ["NOT_FOUND", "INVALID_STATE", "CONFLICT"],
});

const invitationScope = "A corps_admin sees and revokes their organization's invitations; an admin every organization's. Another organization's invitation is 404.";
registerRoute({
  method: "post",
  path: "/api/corps/invitations",
  summary: "Invite someone by e-mail to an organization with a role",
  description:
    `${grants.split(".")[0]}. org_id is for admins only (a corps_admin naming another organization gets 403). Sends an e-mail through the outbox ` +
    "with a link to /invite/{token}; the link is also returned once as invite_url (only a hash of the token is stored). The invitation " +
    "expires after 7 days and is used once. It is claimed by the first sign-in whose verified e-mail matches it, or by opening the link while " +
    "signed in with that e-mail; claiming binds the user to the organization and role (an admin keeps the admin role). 409 CONFLICT when the " +
    "address is already a member of the organization, or has a pending invitation to it.",
  tags,
  auth: "corps_admin",
  body: InvitationCreate,
  response: { status: 201, schema: InvitationCreated },
  errors: ["NOT_FOUND", "CONFLICT"],
});
registerRoute({
  method: "get",
  path: "/api/corps/invitations",
  summary: "List invitations, newest first",
  description: `${invitationScope} status: pending (not yet expired), accepted, revoked or expired (pending past expires_at).`,
  tags,
  auth: "corps_admin",
  query: InvitationListQuery,
  response: { schema: InvitationList },
});
registerRoute({ method: "get", path: "/api/corps/invitations/{id}", summary: "One invitation", description: invitationScope, tags, auth: "corps_admin", params: idParams, response: { schema: InvitationDto }, errors: ["NOT_FOUND"] });
registerRoute({
  method: "delete",
  path: "/api/corps/invitations/{id}",
  summary: "Revoke a pending invitation (its link stops working)",
  description: `${invitationScope} Only a pending invitation can be revoked: an accepted, revoked or expired one is 409 INVALID_STATE.`,
  tags,
  auth: "corps_admin",
  params: idParams,
  response: { schema: InvitationDto.extend({ status: z.literal("revoked") }) },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
