// GET /volunteers/{id}/requirements: each requirement that concerns the volunteer, with its
// status and the latest signature or record.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";
import { getOpportunityOrThrow } from "../opportunities/lookup";
import { applicableRequirements } from "../requirements/applicable-requirements";
import { judgeVolunteers } from "../requirements/judge-volunteers";
import { toRecordDto } from "../requirements/record-dto";
import type { RequirementStatusItemDto, VolunteerRequirementsQuery } from "../requirements/requirement-schemas";
import { expiresAt } from "../requirements/requirement-status";
import { getRequirementsVolunteerOrThrow } from "../requirements/requirement-volunteer";

const ACTIVE_SIGNUP: Prisma.SignupWhereInput = { status: { in: ["pending", "confirmed", "waitlist", "checked_in"] } };

export async function listVolunteerRequirements(
  ctx: Ctx,
  volunteerId: string,
  q: VolunteerRequirementsQuery,
  now: Date = new Date(),
): Promise<{ volunteer_id: string; opportunity_id: string | null; requirements: RequirementStatusItemDto[]; total: number }> {
  const { profile, orgScope } = await getRequirementsVolunteerOrThrow(ctx, volunteerId);
  let requirements;
  let ageOn = now;
  if (q.opportunity_id) {
    const opp = await getOpportunityOrThrow(ctx, q.opportunity_id);
    if (orgScope !== null && opp.orgId !== orgScope) throw ApiError.notFound("Opportunity");
    requirements = await applicableRequirements(ctx.db, opp);
    ageOn = opp.startDatetime;
  } else {
    // Without an opportunity: the organization's catalogue for staff; for the volunteer (and
    // admins) their own organization's catalogue, what they have signed or been recorded for,
    // and what their active signups ask for.
    const concerns: Prisma.RequirementWhereInput =
      orgScope !== null
        ? { orgId: orgScope }
        : {
            OR: [
              { orgId: profile.orgId },
              { records: { some: { volunteerId } } },
              { opportunities: { some: { opportunity: { signups: { some: { volunteerId, ...ACTIVE_SIGNUP } } } } } },
              { appliesToAll: true, organization: { opportunities: { some: { signups: { some: { volunteerId, ...ACTIVE_SIGNUP } } } } } },
            ],
          };
    requirements = await ctx.db.requirement.findMany({
      where: { deletedAt: null, ...concerns },
      orderBy: [{ kind: "asc" }, { name: "asc" }, { id: "asc" }],
    });
  }
  const judged = (await judgeVolunteers(ctx.db, [volunteerId], requirements, { at: now, ageOn })).get(volunteerId) ?? [];
  const recorderIds = [...new Set(judged.map((j) => j.latest?.recordedBy).filter((id): id is string => Boolean(id)))];
  const recorders = recorderIds.length
    ? new Map((await ctx.db.user.findMany({ where: { id: { in: recorderIds } }, select: { id: true, name: true, email: true } })).map((u) => [u.id, u.name ?? u.email]))
    : new Map<string, string>();
  const items: RequirementStatusItemDto[] = judged.map(({ requirement: r, status, latest }) => ({
    id: r.id,
    org_id: r.orgId,
    name: r.name,
    kind: r.kind,
    description: r.description,
    version: r.version,
    valid_days: r.validDays,
    min_age: r.minAge,
    status,
    expires_at: latest && status === "met" ? (expiresAt(latest, r.validDays)?.toISOString() ?? null) : null,
    record: latest ? toRecordDto(latest, r, latest.recordedBy ? (recorders.get(latest.recordedBy) ?? null) : null) : null,
  }));
  return { volunteer_id: volunteerId, opportunity_id: q.opportunity_id ?? null, requirements: items, total: items.length };
}
