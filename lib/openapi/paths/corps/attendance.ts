// Attendance (issue 28): reliability scores, forecasts, the at-risk report, handoffs, cover
// requests and the forgotten check-out cron.
import { z } from "zod";
import { idParams } from "@/lib/schemas/common-schemas";
import { AtRiskQuery, AtRiskReport, Forecast, Reliability } from "@/lib/corps/attendance/attendance-schemas";
import { registerRoute } from "../../registry";

const tags = ["Attendance"];
registerRoute({
  method: "get",
  path: "/api/corps/volunteers/{id}/reliability",
  summary: "A volunteer's reliability score and the counts behind it",
  description:
    "The volunteer themself, or recruiter+ of their organization; anyone else gets 404. Counts over the last 365 days: attended (checked in), " +
    "no_shows (status no_show), late_cancellations (cancelled less than 24 h before the start; cancelled opportunities do not count). " +
    "The score is a Beta-binomial posterior mean: prior Beta(4.25, 0.75) (prior = 0.85), each party one outcome weighted 0.5^(age_days/180), " +
    "a late cancellation half a no-show. A volunteer with no history scores `prior`.",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: Reliability },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "get",
  path: "/api/corps/opportunities/{id}/forecast",
  summary: "Expected attendance of an opportunity, with an 80% interval",
  description:
    "Recruiter+ of its organization (else 404). expected_attendance = sum over confirmed signups of party_size x the volunteer's score " +
    "(parties already checked in count as certain). low and high are the 10th and 90th percentiles of the exact distribution: one Bernoulli outcome " +
    "per party weighted by its size (a Poisson-binomial computed by dynamic programming); low is at most floor(expected) and high at least " +
    "ceil(expected). at_risk: low < min_volunteers, or low < max_volunteers / 2 when there is no minimum (never without either).",
  tags,
  auth: "recruiter",
  params: idParams,
  response: { schema: Forecast },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "get",
  path: "/api/corps/reports/at-risk",
  summary: "Upcoming at-risk opportunities of the organization",
  description: "Published or full opportunities starting within `days` (default 14, 1-90) whose forecast is at_risk, soonest first. Admins see every organization.",
  tags,
  auth: "recruiter",
  query: AtRiskQuery,
  response: { schema: AtRiskReport },
});
registerRoute({
  method: "get",
  path: "/api/cron/attendance",
  summary: "Close forgotten check-outs and complete ended opportunities (Vercel cron, every 5 minutes)",
  description:
    "Each party checked in and never checked out, once its opportunity ended more than the organization's auto_checkout_after_minutes ago " +
    "(PATCH /organizations/me, default 60, 0-1440), is checked out at end_datetime (15 minutes after its check-in if that is later) and completed; " +
    "its hours entry is created pending with auto_checked_out: true (never auto-approved) and the volunteer is notified (in-app and e-mail, " +
    "auto_checked_out) to correct it. Then every published or full opportunity that ended more than 24 h ago is completed, which marks " +
    "confirmed volunteers who never checked in as no_show. Overlapping runs split the work (SKIP LOCKED).",
  tags: ["Cron"],
  auth: "cron",
  response: { schema: z.object({ checked_out: z.number().int(), completed: z.number().int(), emails: z.number().int() }) },
});
