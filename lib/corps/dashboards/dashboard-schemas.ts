// Dashboard request and response schemas (volunteer-network.md "Dashboards").
import { z } from "zod";
import { isoDate, isoDateTime, uuid } from "@/lib/schemas/common-schemas";
import { LaborType } from "../enums";
import { VolunteerProfile } from "../volunteers/volunteer-schemas";

export const DashboardQuery = z.object({ org_id: uuid.optional() });

export const Recommendation = z
  .object({
    id: uuid,
    title: z.string(),
    org_id: uuid,
    labor_type: LaborType,
    start_datetime: isoDateTime,
    end_datetime: isoDateTime,
    location_type: z.string(),
    city: z.string().nullable(),
    distance_miles: z.number().nullable(),
    score: z.number(),
    match_reasons: z.array(z.string()),
  })
  .meta({ id: "Recommendation" });

export const VolunteerDashboard = z
  .object({
    profile: VolunteerProfile,
    upcoming_shifts: z.array(
      z.object({
        signup_id: uuid,
        status: z.string(),
        opportunity_id: uuid,
        title: z.string(),
        start_datetime: isoDateTime,
        end_datetime: isoDateTime,
        location_name: z.string().nullable(),
        city: z.string().nullable(),
      }),
    ),
    hours_this_month: z.number(),
    hours_this_year: z.number(),
    recent_achievements: z.array(z.object({ id: uuid, name: z.string(), icon: z.string(), badge_color: z.string(), awarded_at: isoDateTime })),
    recommended_opportunities: z.array(Recommendation),
  })
  .meta({ id: "VolunteerDashboard" });

const DashboardEvent = z.object({
  id: uuid,
  title: z.string(),
  start_datetime: isoDateTime,
  status: z.string(),
  min_volunteers: z.number().int().nullable(),
  max_volunteers: z.number().int().nullable(),
  seats_taken: z.number().int().describe("Confirmed seats: party_size summed over confirmed, checked-in and completed signups"),
});

export const RecruiterDashboard = z
  .object({
    upcoming_events: z.array(DashboardEvent),
    events_needing_volunteers: z.array(DashboardEvent.extend({ volunteers_needed: z.number().int() })),
    pending_signups: z.number().int(),
    pending_hours: z.number().int(),
    hours_this_month: z.number(),
    active_volunteers: z.number().int(),
  })
  .meta({ id: "RecruiterDashboard" });

export const AdminDashboard = z
  .object({
    period: z.object({ current_start: isoDate, previous_start: isoDate }),
    total_hours_this_period: z.number(),
    total_hours_previous_period: z.number(),
    hours_change_percent: z.number().nullable().meta({ description: "null when the previous period has no hours" }),
    active_volunteers: z.number().int(),
    new_volunteers_this_month: z.number().int(),
    upcoming_events: z.number().int(),
    hours_by_labor_type: z.array(z.object({ labor_type: LaborType, hours: z.number(), percentage: z.number() })),
    participation_trend: z.array(z.object({ week: z.string(), hours: z.number(), volunteers: z.number().int() })),
  })
  .meta({ id: "AdminDashboard" });
