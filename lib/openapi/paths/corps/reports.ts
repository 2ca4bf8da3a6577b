import { z } from "zod";
import { ExportQuery, HoursSummary, HoursSummaryQuery, OpportunitiesReport, ParticipationReport, ReportWindowQuery } from "@/lib/corps/reports/report-schemas";
import { registerRoute } from "../../registry";

const tags = ["Reports"];
const scoping =
  "Scoped to what the caller may see: volunteers their own rows, recruiters and corps_admins their organization, admins all or org_id. " +
  "date_from and date_to are inclusive and default to the last 90 days ending today (UTC).";
registerRoute({
  method: "get",
  path: "/api/corps/reports/hours-summary",
  rateLimit: "report",
  summary: "Approved hours in a window, grouped by period, labor type or volunteer",
  description: `${scoping} Counts approved and auto_approved hours by date_worked. group_by defaults to week (ISO, e.g. 2026-W53).`,
  tags,
  auth: "recruiter",
  query: HoursSummaryQuery,
  response: { schema: HoursSummary },
});
registerRoute({
  method: "get",
  path: "/api/corps/reports/participation",
  rateLimit: "report",
  summary: "Participation: active volunteers, retention, no-show rate, top contributors",
  description: `${scoping} Definitions in DECISIONS.md "Reports"; signups count by their opportunity's start.`,
  tags,
  auth: "volunteer",
  query: ReportWindowQuery,
  response: { schema: ParticipationReport },
});
registerRoute({
  method: "get",
  path: "/api/corps/reports/opportunities",
  rateLimit: "report",
  summary: "Opportunities starting in the window: counts by status, fill rate, volunteers per event",
  description: `${scoping} A volunteer's report covers the opportunities they signed up for.`,
  tags,
  auth: "volunteer",
  query: ReportWindowQuery,
  response: { schema: OpportunitiesReport },
});
registerRoute({
  method: "get",
  path: "/api/corps/reports/export",
  rateLimit: "export",
  summary: "Download hours, volunteers or opportunities as CSV (streamed) or PDF",
  description:
    `${scoping} Served as an attachment named like hours-report-2026-01-01-to-2026-03-31.csv. CSV: header row, RFC 4180 quoting, ` +
    "cells starting with = + - @ prefixed with '. PDF: title, organization, date range, a table (first 2,000 rows) with a totals row over all rows, page numbers.",
  tags,
  auth: "volunteer",
  query: ExportQuery,
  response: {
    schema: z.string().meta({ description: "The file: text/csv with format=csv (the default), application/pdf with format=pdf" }),
    contentType: ["text/csv", "application/pdf"],
    description: "The file (text/csv or application/pdf, by `format`)",
  },
});
