// Attendance (issue 28): reliability scores, forecasts, the at-risk report, handoffs, cover
// requests and the forgotten check-out cron.
import { z } from "zod";
import { idParams } from "@/lib/schemas/common-schemas";
import { AtRiskQuery, AtRiskReport, CoverRequestCreate, CoverRequestResult, Forecast, Reliability } from "@/lib/corps/attendance/attendance-schemas";
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
registerRoute({
  method: "post",
  path: "/api/corps/opportunities/{id}/cover-requests",
  summary: "Ask the best-placed volunteers of the organization to cover an opportunity",
  description:
    "Recruiter+ of its organization (else 404); the opportunity must be published or full and not started (else 409 INVALID_STATE). " +
    "Eligible: active volunteers of the organization who are not signed up (any status but cancelled, declined, transferred), meet every requirement " +
    "of the opportunity, have no overlapping confirmed or checked-in shift, whose weekly availability covers the shift on the organization's clocks " +
    "(when they set any), who are within their max_travel_miles (when both have coordinates), and who were asked fewer than 2 times in the last 7 days. " +
    "Order: least recently asked (never asked first), then the number of skills_needed they have, then reliability. At most max_asked (default 10, " +
    "at most 50) are asked: each gets an in-app notification and an e-mail (volunteer_needed) linking to the opportunity. `skipped` counts the " +
    "others under the first rule they fail. The same opportunity can be asked again only an hour after its last request: 429 RATE_LIMITED with Retry-After.",
  tags,
  auth: "recruiter",
  params: idParams,
  body: CoverRequestCreate,
  response: { status: 201, schema: CoverRequestResult },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
