// An opportunity as the API answers it: its columns, organization name, seat counts, the
// caller's own signup status and its signup requirements.
import type { Ctx } from "@/lib/auth/context";
import type { DbTx } from "@/lib/db/client";
import type { Opportunity } from "@/lib/generated/prisma/client";
import { opportunityRequirementSummary } from "../requirements/opportunity-requirement-links";
import { countsFor, isFull } from "../seats/seat-counts";
import { getOpportunityOrThrow } from "./lookup";
import type { OpportunityDto } from "./opportunity-schemas";

export async function toDto(ctx: Ctx, o: Opportunity, tx: DbTx = ctx.db): Promise<OpportunityDto> {
  const [org, counts, mine, requirements] = await Promise.all([
    tx.organization.findUniqueOrThrow({ where: { id: o.orgId }, select: { name: true } }),
    countsFor(tx, [o.id]),
    ctx.caller.volunteerId
      ? tx.signup.findFirst({
          where: { opportunityId: o.id, volunteerId: ctx.caller.volunteerId, status: { not: "cancelled" } },
          orderBy: { signedUpAt: "desc" },
          select: { status: true },
        })
      : null,
    opportunityRequirementSummary(tx, o),
  ]);
  const c = counts.get(o.id) ?? { confirmed: 0, pending: 0, waitlist: 0 };
  return {
    id: o.id,
    org_id: o.orgId,
    series_id: o.seriesId,
    organization_name: org.name,
    created_by: o.createdBy,
    title: o.title,
    description: o.description,
    short_description: o.shortDescription,
    labor_type: o.laborType,
    physical_demand: o.physicalDemand,
    tech_level: o.techLevel,
    skills_needed: o.skillsNeeded,
    requirements: o.requirements,
    min_volunteers: o.minVolunteers,
    max_volunteers: o.maxVolunteers,
    location_type: o.locationType,
    location_name: o.locationName,
    address: o.address,
    city: o.city,
    state: o.state,
    zip_code: o.zipCode,
    latitude: o.latitude,
    longitude: o.longitude,
    location_instructions: o.locationInstructions,
    schedule_type: o.scheduleType,
    recurrence: o.recurrence as OpportunityDto["recurrence"],
    start_datetime: o.startDatetime.toISOString(),
    end_datetime: o.endDatetime.toISOString(),
    estimated_hours: o.estimatedHours === null ? null : Number(o.estimatedHours),
    status: o.status,
    auto_approve_signups: o.autoApproveSignups,
    auto_approve_hours: o.autoApproveHours,
    allow_waitlist: o.allowWaitlist,
    allow_handoffs: o.allowHandoffs,
    reminder_hours_before: o.reminderHoursBefore,
    image_url: o.imageUrl,
    cancel_reason: o.cancelReason,
    confirmed_count: c.confirmed,
    pending_count: c.pending,
    waitlist_count: c.waitlist,
    is_full: isFull(o, c),
    user_signup_status: mine?.status ?? null,
    requirement_ids: requirements.requirement_ids,
    signup_requirements: requirements.signup_requirements,
    created_at: o.createdAt.toISOString(),
  };
}

export async function getOpportunity(ctx: Ctx, id: string): Promise<OpportunityDto> {
  return toDto(ctx, await getOpportunityOrThrow(ctx, id));
}
