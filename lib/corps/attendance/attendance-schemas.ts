// Schemas of the attendance routes (reliability, forecast, at-risk report, handoffs, cover
// requests): the handlers validate with them and the OpenAPI document is built from them.
import { z } from "zod";
import { isoDateTime, uuid } from "@/lib/schemas/common-schemas";

export const Reliability = z
  .object({
    volunteer_id: uuid,
    score: z.number().min(0).max(1).describe("Probability that the volunteer's party turns up (posterior mean, 4 decimals)"),
    prior: z.number().min(0).max(1).describe("The score of a volunteer with no history"),
    attended: z.number().int().describe("Signups checked in, in the window"),
    no_shows: z.number().int().describe("Signups marked no_show, in the window"),
    late_cancellations: z.number().int().describe("Cancellations less than 24 h before the start (not of cancelled opportunities)"),
    window_days: z.literal(365),
    method: z.string().describe("The model in words"),
  })
  .meta({ id: "Reliability", description: "A party is one outcome; outcomes weigh 0.5^(age_days/180)" });
export type ReliabilityDto = z.infer<typeof Reliability>;

export const Forecast = z
  .object({
    opportunity_id: uuid,
    seats_taken: z.number().int().describe("Seats held (pending, confirmed, checked in, completed), party sizes summed"),
    expected_attendance: z.number().describe("Sum over confirmed signups of party_size x the volunteer's score (2 decimals)"),
    low: z.number().int().describe("10th percentile of the exact attendance distribution (at most floor(expected))"),
    high: z.number().int().describe("90th percentile of the exact attendance distribution (at least ceil(expected))"),
    interval: z.literal(0.8),
    min_volunteers: z.number().int().nullable(),
    at_risk: z.boolean().describe("low < min_volunteers, or low < max_volunteers / 2 when there is no minimum"),
  })
  .meta({ id: "Forecast" });
export type ForecastDto = z.infer<typeof Forecast>;

export const AtRiskQuery = z.object({
  days: z.coerce.number({ message: "Must be a number" }).int("Must be a whole number").min(1, "Must be at least 1").max(90, "At most 90").default(14),
});
export type AtRiskQuery = z.infer<typeof AtRiskQuery>;

export const AtRiskReport = z
  .object({
    days: z.number().int(),
    opportunities: z.array(
      Forecast.extend({ title: z.string(), start_datetime: isoDateTime, end_datetime: isoDateTime, max_volunteers: z.number().int().nullable() }),
    ),
  })
  .meta({ id: "AtRiskReport", description: "Upcoming published or full opportunities of the organization whose forecast is at risk, soonest first" });
export type AtRiskReport = z.infer<typeof AtRiskReport>;

export const COVER_DEFAULT_ASKED = 10;
export const COVER_MAX_ASKED = 50;

export const CoverRequestCreate = z
  .strictObject({
    message: z.string().trim().max(1000, "At most 1000 characters").optional().describe("Added to the notification and e-mail"),
    max_asked: z
      .number({ message: "Must be a number" })
      .int("Must be a whole number")
      .min(1, "Must be at least 1")
      .max(COVER_MAX_ASKED, `At most ${COVER_MAX_ASKED}`)
      .optional()
      .describe(`How many volunteers to ask at most (default ${COVER_DEFAULT_ASKED})`),
  })
  .meta({ id: "CoverRequestCreate" });
export type CoverRequestCreate = z.infer<typeof CoverRequestCreate>;

export const CoverSkipped = z
  .object({
    already_signed_up: z.number().int(),
    clash: z.number().int().describe("A confirmed shift that overlaps this one"),
    requirements: z.number().int().describe("A requirement of the opportunity not met"),
    availability: z.number().int().describe("Weekly availability set and not covering the shift (in the organization's time zone)"),
    distance: z.number().int().describe("Farther than their max_travel_miles (both have coordinates)"),
    asked_recently: z.number().int().describe("Asked for cover 2 times or more in the last 7 days"),
  })
  .meta({ id: "CoverSkipped", description: "Active volunteers of the organization left out, each counted under the first rule they fail, in this order" });

export const CoverRequestResult = z
  .object({
    id: uuid,
    opportunity_id: uuid,
    asked: z.array(z.object({ volunteer_id: uuid, name: z.string(), reasons: z.array(z.string()) })),
    skipped: CoverSkipped,
  })
  .meta({ id: "CoverRequestResult" });
export type CoverRequestResult = z.infer<typeof CoverRequestResult>;
