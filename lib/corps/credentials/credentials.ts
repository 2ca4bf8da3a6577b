// Verifiable credentials: issue (a badge, or approved hours in a range), list, read (JSON or JWT
// form, public by design), revoke. The organization of the volunteer is the issuer.
import { randomUUID } from "node:crypto";
import type { Ctx } from "@/lib/auth/context";
import { hasRole } from "@/lib/auth/roles";
import { assertManagesOrg, canManageOrg, requireRole, staffOrgScope } from "@/lib/auth/scope";
import type { Db } from "@/lib/db/client";
import { appUrl } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import { Prisma, type VerifiableCredential } from "@/lib/generated/prisma/client";
import { offset } from "@/lib/schemas/common-schemas";
import { recordAudit } from "../audit-log/record-audit";
import { emitEvent } from "../events";
import { badgeCredential, hoursCredential, type CredentialFacts } from "./build-credential";
import type { CredentialListQuery, CredentialSummaryDto, IssueCredentialBody, RevokeCredentialBody } from "./credential-schemas";
import { credentialUrl } from "./issuer-did";
import { currentSigningKey } from "./issuer-keys";
import { signJsonWith, signJwtWith } from "./sign-credential";
import { allocateStatusIndex } from "./status-list";

type Volunteer = { id: string; orgId: string; userId: string; firstName: string; lastName: string; email: string; organization: { name: string } };

/** The volunteer's own, or recruiter+ of their organization; anyone else: NOT_FOUND. */
async function issuableVolunteer(ctx: Ctx, volunteerId: string): Promise<Volunteer> {
  const v = await ctx.db.volunteerProfile.findUnique({
    where: { id: volunteerId },
    select: { id: true, orgId: true, userId: true, firstName: true, lastName: true, email: true, organization: { select: { name: true } } },
  });
  if (!v || (v.userId !== ctx.caller.id && !canManageOrg(ctx.caller, v.orgId))) throw ApiError.notFound("Volunteer");
  return v;
}

function volunteerName(v: { firstName: string; lastName: string }): string {
  return `${v.firstName} ${v.lastName}`.trim();
}

export function verifyPageUrl(credentialId: string): string {
  return `${appUrl()}/verify?link=${encodeURIComponent(credentialUrl(credentialId))}`;
}

type SummaryRow = VerifiableCredential & { volunteer: { firstName: string; lastName: string }; organization: { name: string } };
const summaryInclude = { volunteer: { select: { firstName: true, lastName: true } }, organization: { select: { name: true } } } as const;

function toSummary(row: SummaryRow): CredentialSummaryDto {
  return {
    id: row.id,
    kind: row.kind,
    org_id: row.orgId,
    issuer_name: row.organization.name,
    volunteer_id: row.volunteerId,
    volunteer_name: volunteerName(row.volunteer),
    achievement_name: row.achievementName,
    issued_at: row.issuedAt.toISOString(),
    revoked: row.revokedAt !== null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_reason: row.revokedReason,
    url: credentialUrl(row.id),
    verify_url: verifyPageUrl(row.id),
  };
}

export interface IssuedCredential {
  /** False when the badge already had its credential, which is returned instead of a new one. */
  created: boolean;
  credential: Record<string, unknown>;
}

interface Signed {
  kind: "badge" | "hours";
  volunteer: Volunteer;
  achievementName: string;
  volunteerAchievementId: string | null;
  build: (facts: CredentialFacts) => object;
}

async function signAndStore(ctx: Ctx, s: Signed): Promise<IssuedCredential> {
  const key = await currentSigningKey(ctx.db, s.volunteer.orgId);
  const id = randomUUID();
  const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const row = await ctx.db.$transaction(async (tx) => {
    const statusIndex = await allocateStatusIndex(tx, s.volunteer.orgId);
    const unsigned = s.build({
      id,
      orgId: s.volunteer.orgId,
      orgName: s.volunteer.organization.name,
      appUrl: appUrl(),
      issuedAt,
      subjectName: volunteerName(s.volunteer),
      subjectEmail: s.volunteer.email,
      statusIndex,
    });
    const [signed, jwt] = await Promise.all([signJsonWith(key, unsigned), signJwtWith(key, unsigned)]);
    const created = await tx.verifiableCredential.create({
      data: {
        id,
        orgId: s.volunteer.orgId,
        volunteerId: s.volunteer.id,
        kind: s.kind,
        volunteerAchievementId: s.volunteerAchievementId,
        achievementName: s.achievementName,
        statusIndex,
        credentialJson: JSON.stringify(signed),
        jwt,
        issuedAt,
        issuedBy: ctx.caller.system ? null : ctx.caller.id,
      },
    });
    await emitEvent(tx, "credential.issued", s.volunteer.orgId, {
      credential_id: id,
      kind: s.kind,
      volunteer_id: s.volunteer.id,
      achievement_name: s.achievementName,
      issued_at: issuedAt.toISOString(),
      issued_by: ctx.caller.system ? null : ctx.caller.id,
      url: credentialUrl(id),
    });
    return created;
  });
  return { created: true, credential: JSON.parse(row.credentialJson) as Record<string, unknown> };
}

async function issueBadge(ctx: Ctx, awardId: string): Promise<IssuedCredential> {
  const award = await ctx.db.volunteerAchievement.findUnique({
    where: { id: awardId },
    include: { achievement: true, credential: { select: { credentialJson: true } } },
  });
  if (!award) throw ApiError.notFound("Achievement award");
  // Not the caller's to issue: the award is not confirmed to exist.
  const volunteer = await issuableVolunteer(ctx, award.volunteerId).catch((err: unknown) => {
    throw err instanceof ApiError && err.code === "NOT_FOUND" ? ApiError.notFound("Achievement award") : err;
  });
  if (award.credential) return { created: false, credential: JSON.parse(award.credential.credentialJson) as Record<string, unknown> };
  const a = award.achievement;
  try {
    return await signAndStore(ctx, {
      kind: "badge",
      volunteer,
      achievementName: a.name,
      volunteerAchievementId: award.id,
      build: (facts) =>
        badgeCredential(facts, {
          achievementId: a.id,
          name: a.name,
          description: a.description,
          icon: a.icon,
          color: a.badgeColor,
          triggerType: a.triggerType,
          triggerValue: a.triggerValue,
          awardedAt: award.awardedAt,
        }),
    });
  } catch (err) {
    // Issued by a concurrent request a moment ago: that one is the badge's credential.
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
      const existing = await ctx.db.verifiableCredential.findUnique({ where: { volunteerAchievementId: award.id } });
      if (existing) return { created: false, credential: JSON.parse(existing.credentialJson) as Record<string, unknown> };
    }
    throw err;
  }
}

/** Approved and auto-approved hours of the volunteer that the issuing organization approved, in the range. */
export async function approvedHoursTotals(
  db: Db,
  q: { volunteerId: string; orgId: string; dateFrom: string; dateTo: string; laborType?: string },
): Promise<{ totalHours: string; events: number; entries: number }> {
  const labor = q.laborType ? Prisma.sql`AND labor_type = ${q.laborType}::"LaborType"` : Prisma.empty;
  // An event is an opportunity worked; hours logged without one count as one event each.
  const rows = await db.$queryRaw<{ total: string | null; events: bigint; entries: bigint }[]>`
    SELECT COALESCE(SUM(hours_worked), 0)::text AS total,
           COUNT(DISTINCT opportunity_id) + COUNT(*) FILTER (WHERE opportunity_id IS NULL) AS events,
           COUNT(*) AS entries
      FROM hours_entries
     WHERE volunteer_id = ${q.volunteerId}::uuid
       AND org_id = ${q.orgId}::uuid
       AND status IN ('approved', 'auto_approved')
       AND date_worked BETWEEN ${q.dateFrom}::date AND ${q.dateTo}::date
       ${labor}`;
  const r = rows[0];
  // 12.50 -> "12.5", 8.00 -> "8"
  const totalHours = String(Number(r?.total ?? "0"));
  return { totalHours, events: Number(r?.events ?? 0), entries: Number(r?.entries ?? 0) };
}

async function issueHours(ctx: Ctx, body: Extract<IssueCredentialBody, { kind: "hours" }>): Promise<IssuedCredential> {
  const volunteer = await issuableVolunteer(ctx, body.volunteer_id);
  const totals = await approvedHoursTotals(ctx.db, {
    volunteerId: volunteer.id,
    orgId: volunteer.orgId,
    dateFrom: body.date_from,
    dateTo: body.date_to,
    laborType: body.labor_type,
  });
  if (totals.entries === 0) {
    throw new ApiError("INVALID_STATE", `There are no approved hours from ${body.date_from} to ${body.date_to}${body.labor_type ? ` of labor type ${body.labor_type}` : ""}`);
  }
  const facts = { dateFrom: body.date_from, dateTo: body.date_to, laborType: body.labor_type ?? null, totalHours: totals.totalHours, events: totals.events };
  return signAndStore(ctx, {
    kind: "hours",
    volunteer,
    achievementName: `Volunteer service: ${totals.totalHours} hours`,
    volunteerAchievementId: null,
    build: (f) => hoursCredential(f, facts),
  });
}

/** POST /api/corps/credentials */
export function issueCredential(ctx: Ctx, body: IssueCredentialBody): Promise<IssuedCredential> {
  return body.kind === "badge" ? issueBadge(ctx, body.achievement_award_id) : issueHours(ctx, body);
}

/** GET /api/corps/credentials: a volunteer's (own, or one the caller manages), else the caller's own or their organization's. */
export async function listCredentials(ctx: Ctx, q: CredentialListQuery) {
  let where: Prisma.VerifiableCredentialWhereInput;
  if (q.volunteer_id) {
    await issuableVolunteer(ctx, q.volunteer_id);
    where = { volunteerId: q.volunteer_id };
  } else if (hasRole(ctx.caller.role, "recruiter")) {
    const org = staffOrgScope(ctx.caller);
    where = org ? { orgId: org } : {};
  } else {
    where = { volunteer: { userId: ctx.caller.id } };
  }
  const [rows, total] = await Promise.all([
    ctx.db.verifiableCredential.findMany({
      where,
      orderBy: [{ issuedAt: "desc" }, { id: "asc" }],
      skip: offset(q),
      take: q.limit,
      include: summaryInclude,
    }),
    ctx.db.verifiableCredential.count({ where }),
  ]);
  return { credentials: rows.map(toSummary), total, page: q.page, limit: q.limit };
}

/** GET /api/corps/credentials/{id}: public, like a paper certificate whose link is shared. */
export async function getCredentialForms(db: Db, id: string): Promise<{ json: string; jwt: string }> {
  const row = await db.verifiableCredential.findUnique({ where: { id }, select: { credentialJson: true, jwt: true } });
  if (!row) throw ApiError.notFound("Credential");
  return { json: row.credentialJson, jwt: row.jwt };
}

/** POST /api/corps/credentials/{id}/revoke: corps_admin+ of the issuing organization. */
export async function revokeCredential(ctx: Ctx, id: string, body: RevokeCredentialBody): Promise<CredentialSummaryDto> {
  requireRole(ctx.caller, "corps_admin");
  const found = await ctx.db.verifiableCredential.findUnique({ where: { id }, select: { orgId: true } });
  if (!found) throw ApiError.notFound("Credential");
  assertManagesOrg(ctx.caller, found.orgId, "Credential");
  return ctx.db.$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.verifiableCredential.updateMany({
      where: { id, revokedAt: null },
      data: { revokedAt: now, revokedBy: ctx.caller.id, revokedReason: body.reason },
    });
    if (count === 0) throw new ApiError("CONFLICT", "The credential is already revoked");
    const row = await tx.verifiableCredential.findUniqueOrThrow({ where: { id }, include: summaryInclude });
    await emitEvent(tx, "credential.revoked", row.orgId, {
      credential_id: id,
      kind: row.kind,
      volunteer_id: row.volunteerId,
      achievement_name: row.achievementName,
      revoked_at: now.toISOString(),
      revoked_by: ctx.caller.id,
      reason: body.reason,
    });
    await recordAudit(tx, {
      actor: ctx.caller,
      action: "credential.revoked",
      targetType: "credential",
      targetId: id,
      orgId: row.orgId,
      changes: { reason: body.reason, achievement_name: row.achievementName, status_index: row.statusIndex },
    });
    return toSummary(row);
  });
}

export interface AwardCredentialDto {
  award_id: string;
  achievement_name: string;
  icon: string;
  credential_id: string | null;
}

/** The caller's earned badges with their credential, if issued: what "My credentials" offers to issue. */
export async function listOwnAwardCredentials(ctx: Ctx): Promise<AwardCredentialDto[]> {
  if (!ctx.caller.volunteerId) return [];
  const rows = await ctx.db.volunteerAchievement.findMany({
    where: { volunteerId: ctx.caller.volunteerId },
    orderBy: [{ awardedAt: "desc" }, { id: "asc" }],
    select: { id: true, achievement: { select: { name: true, icon: true } }, credential: { select: { id: true } } },
  });
  return rows.map((r) => ({ award_id: r.id, achievement_name: r.achievement.name, icon: r.achievement.icon, credential_id: r.credential?.id ?? null }));
}
