// An opportunity as the API answers it: its columns, organization name, seat counts, the
// caller's own signup status and its signup requirements.
import type { Ctx } from "@/lib/auth/context";
import type { DbTx } from "@/lib/db/client";
import type { Opportunity } from "@/lib/generated/prisma/client";
import { opportunityRequirementSummary } from "../requirements/opportunity-requirement-links";
import { countsFor } from "../seats/seat-counts";
import { isFull, NO_SEATS, seatsHeld } from "../seats/seat-rule";
import { settleDue } from "../seats/settle-due";
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
          select: { id: true, status: true, offerExpiresAt: true },
        })
      : null,
    opportunityRequirementSummary(tx, o),
  ]);
  const c = counts.get(o.id) ?? NO_SEATS;
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
    reminder_hours_before: o.reminderHoursBefore,
    image_url: o.imageUrl,
    cancel_reason: o.cancelReason,
    confirmed_count: c.confirmed,
    pending_count: c.pending,
    waitlist_count: c.waitlist,
    offered_count: c.offered,
    entered_count: c.entered,
    seats_taken: seatsHeld(c),
    is_full: isFull(o, c),
    waitlist_mode: o.waitlistMode,
    offer_window_minutes: o.offerWindowMinutes,
    signup_mode: o.signupMode,
    lottery_closes_at: o.lotteryClosesAt?.toISOString() ?? null,
    // The commitment is public from publishing on; the seed itself only through the replay, once drawn.
    seed_sha256: o.lotterySeedSha256,
    lottery_drawn_at: o.lotteryDrawnAt?.toISOString() ?? null,
    user_signup_status: mine?.status ?? null,
    user_signup_id: mine?.id ?? null,
    user_offer_expires_at: mine?.status === "offered" ? (mine.offerExpiresAt?.toISOString() ?? null) : null,
    requirement_ids: requirements.requirement_ids,
    signup_requirements: requirements.signup_requirements,
    created_at: o.createdAt.toISOString(),
  };
}

/** The detail: whatever is due on its seats (a lapsed offer, a draw) is settled first. */
export async function getOpportunity(ctx: Ctx, id: string): Promise<OpportunityDto> {
  await getOpportunityOrThrow(ctx, id);
  await settleDue(ctx.db, [id]);
  return toDto(ctx, await getOpportunityOrThrow(ctx, id));
}
