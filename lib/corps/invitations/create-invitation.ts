// POST /invitations: invites an e-mail address to an organization with a role and e-mails the
// link (through the outbox). Expires after 7 days, used once.
import type { Locale } from "@/lib/i18n/locales";
import { staffOrgScope } from "@/lib/auth/scope";
import { deliverEmails } from "@/lib/email/deliver-emails";
import { renderInvitationEmail } from "@/lib/email/templates/invitation-email";
import { appUrl, env } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import { recordAudit } from "../audit-log/record-audit";
import { effectiveTimezone } from "../organizations/timezone";
import type { Ctx } from "@/lib/auth/context";
import { assertMayGrant } from "../members/assert-may-grant";
import { statusWhere, toInvitationDto } from "./invitation-dto";
import type { InvitationCreate, InvitationCreated } from "./invitation-schemas";
import { newInvitationToken } from "./invitation-token";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function invitationUrl(token: string): string {
  return `${appUrl()}/invite/${token}`;
}

async function targetOrg(ctx: Ctx, requested: string | undefined): Promise<{ id: string; name: string; timezone: string | null; defaultLocale: Locale }> {
  const own = staffOrgScope(ctx.caller);
  if (own !== null && requested && requested !== own) throw ApiError.forbidden("Only an admin can invite people to another organization");
  const orgId = requested ?? ctx.caller.orgId;
  if (!orgId) throw ApiError.validation({ org_id: "Required: you belong to no organization" });
  const org = await ctx.db.organization.findUnique({ where: { id: orgId }, select: { id: true, name: true, timezone: true, defaultLocale: true } });
  if (!org) throw ApiError.notFound("Organization");
  return org;
}

export async function createInvitation(ctx: Ctx, input: InvitationCreate): Promise<InvitationCreated> {
  assertMayGrant(ctx.caller, input.role);
  const org = await targetOrg(ctx, input.org_id);
  const member = await ctx.db.user.findUnique({ where: { email: input.email }, select: { id: true, orgId: true, role: true, isActive: true } });
  if (member && member.orgId === org.id) {
    throw new ApiError(
      "CONFLICT",
      member.isActive
        ? `This person is already a member of ${org.name} (${member.role}): change their role on the members page instead`
        : `This person is a deactivated member of ${org.name}: reactivate them on the members page instead`,
      { user_id: member.id },
    );
  }
  const { token, hash } = newInvitationToken();
  const link = invitationUrl(token);
  const created = await ctx.db.$transaction(async (tx) => {
    // One pending invitation per address and organization, also under concurrent requests.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`invitation:${org.id}:${input.email}`}))`;
    const pending = await tx.invitation.findFirst({ where: { orgId: org.id, email: input.email, ...statusWhere("pending") }, select: { id: true } });
    if (pending) {
      throw new ApiError("CONFLICT", "A pending invitation for this e-mail address exists: revoke it first to send a new one", { invitation_id: pending.id });
    }
    const invitation = await tx.invitation.create({
      data: {
        orgId: org.id,
        email: input.email,
        role: input.role,
        tokenHash: hash,
        invitedBy: ctx.caller.system ? null : ctx.caller.id,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      },
    });
    const mail = renderInvitationEmail(
      { organization: org.name, role: input.role, inviter: ctx.caller.name ?? ctx.caller.email, link, expiresAt: invitation.expiresAt, timezone: effectiveTimezone(org.timezone) },
      // The invitee has no language of their own yet: the organization's default.
      org.defaultLocale,
    );
    const email = await tx.emailMessage.create({
      data: { userId: member?.id ?? null, toEmail: input.email, fromEmail: env().EMAIL_FROM ?? null, ...mail },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor: ctx.caller,
      action: "invitation.created",
      targetType: "invitation",
      targetId: invitation.id,
      orgId: org.id,
      changes: { email: input.email, role: input.role },
    });
    return { invitation, emailId: email.id };
  });
  // After the commit, like every e-mail of the product; what fails here is retried by the cron drain.
  await deliverEmails(ctx.db, [created.emailId]);
  return { ...toInvitationDto(created.invitation), invite_url: link };
}
