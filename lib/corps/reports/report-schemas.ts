// Report request and response schemas (volunteer-network.md "Reports", DECISIONS.md "Reports").
import { z } from "zod";
import { isoDate, uuid } from "@/lib/schemas/common-schemas";
import { LaborType, opportunityStatuses } from "../enums";

const window = {
  org_id: uuid.optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
};

function fromBeforeTo<T extends { date_from?: string; date_to?: string }>(q: T, ctx: z.RefinementCtx) {
  if (q.date_from && q.date_to && q.date_from > q.date_to) {
    ctx.addIssue({ code: "custom", message: "date_to must not be before date_from", path: ["date_to"] });
  }
}

export const ReportWindowQuery = z.object(window).superRefine(fromBeforeTo);
export type ReportWindowQuery = z.infer<typeof ReportWindowQuery>;

export const groupBys = ["day", "week", "month", "labor_type", "volunteer"] as const;
export const HoursSummaryQuery = z
  .object({ ...window, group_by: z.enum(groupBys, { message: `Must be one of ${groupBys.join(", ")}` }).default("week") })
  .superRefine(fromBeforeTo);
export type HoursSummaryQuery = z.infer<typeof HoursSummaryQuery>;

export const HoursSummary = z
  .object({
    summary: z.object({
      total_hours: z.number(),
      total_volunteers: z.number().int(),
      total_events: z.number().int(),
      average_hours_per_volunteer: z.number(),
    }),
    by_period: z.array(
      z.object({
        period: z.string().meta({ description: "2026-11-21 (day), 2026-W47 (ISO week), 2026-11 (month), the labor type, or the volunteer's name" }),
        hours: z.number(),
        volunteers: z.number().int(),
      }),
    ),
    by_labor_type: z.array(z.object({ labor_type: LaborType, hours: z.number(), percentage: z.number().meta({ description: "0 to 100, one decimal" }) })),
    date_from: isoDate,
    date_to: isoDate,
  })
  .meta({ id: "HoursSummary" });
export type HoursSummaryDto = z.infer<typeof HoursSummary>;

export const ParticipationReport = z
  .object({
    active_volunteers: z.number().int(),
    new_volunteers_this_month: z.number().int(),
    retention_rate: z.number().meta({ description: "ratio 0 to 1" }),
    average_events_per_volunteer: z.number(),
    no_show_rate: z.number().meta({ description: "ratio 0 to 1" }),
    top_contributors: z.array(z.object({ volunteer_id: uuid, volunteer_name: z.string(), total_hours: z.number() })),
    date_from: isoDate,
    date_to: isoDate,
  })
  .meta({ id: "ParticipationReport" });
export type ParticipationReportDto = z.infer<typeof ParticipationReport>;

export const OpportunitiesReport = z
  .object({
    total_opportunities: z.number().int(),
    by_status: z.record(z.enum(opportunityStatuses), z.number().int()),
    fill_rate: z.number().meta({
      description:
        "Seats taken (party_size summed over pending, confirmed, checked-in and completed signups) over max_volunteers, summed over opportunities with a maximum; ratio 0 to 1",
    }),
    average_volunteers_per_event: z.number().describe("People at completed opportunities (party_size summed over completed signups) per completed opportunity"),
    date_from: isoDate,
    date_to: isoDate,
  })
  .meta({ id: "OpportunitiesReport" });
export type OpportunitiesReportDto = z.infer<typeof OpportunitiesReport>;

export const reportTypes = ["hours", "volunteers", "opportunities"] as const;
export const exportFormats = ["csv", "pdf"] as const;
export const ExportQuery = z
  .object({
    ...window,
    report_type: z.enum(reportTypes, { message: `Must be one of ${reportTypes.join(", ")}` }),
    format: z.enum(exportFormats, { message: "Must be csv or pdf" }).default("csv"),
  })
  .superRefine(fromBeforeTo);
export type ExportQuery = z.infer<typeof ExportQuery>;
