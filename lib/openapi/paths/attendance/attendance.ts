// Attendance (issue 28): reliability scores, forecasts, the at-risk report, handoffs, cover
// requests and the forgotten check-out cron.
import { z } from "zod";
import { idParams } from "@/lib/schemas/common-schemas";
import { AtRiskQuery, AtRiskReport, CoverRequestCreate, CoverRequestResult, Forecast, Reliability } from "@/lib/corps/attendance/attendance-schemas";
import { Handoff, HandoffAccept, HandoffAccepted, HandoffCreate, HandoffList, HandoffListQuery, HandoffWithdrawn } from "@/lib/corps/handoffs/handoff-schemas";
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
    "confirmed volunteers who never checked in as no_show, and open handoffs past their expires_at become expired. Overlapping runs split the work (SKIP LOCKED).",
  tags: ["Cron"],
  auth: "cron",
  response: { schema: z.object({ checked_out: z.number().int(), completed: z.number().int(), handoffs_expired: z.number().int(), emails: z.number().int() }) },
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
registerRoute({
  method: "post",
  path: "/api/corps/signups/{id}/handoff",
  summary: "Offer one's seat to a named colleague or to anyone eligible",
  description:
    "By the owner of a confirmed signup (anyone else 404), more than 2 h before the start (else 409 INVALID_STATE), on an opportunity with " +
    "allow_handoffs (else 409 INVALID_STATE). Without to_volunteer_id anyone eligible may take it, but not while the opportunity has a waitlist: " +
    "409 INVALID_STATE \"cancel instead: the waitlist fills your seat\"; a named handoff is allowed then. to_volunteer_id must be an active volunteer " +
    "of the giver's organization (else 404). One open handoff per signup (409 CONFLICT). A named colleague gets an in-app notification and an " +
    "e-mail (handoff_offered) linking to My shifts. expires_at is 2 h before the start.",
  tags,
  auth: "volunteer",
  params: idParams,
  body: HandoffCreate,
  response: { status: 201, schema: Handoff },
  errors: ["NOT_FOUND", "INVALID_STATE", "CONFLICT"],
});
registerRoute({
  method: "get",
  path: "/api/corps/handoffs",
  summary: "Open handoffs the caller may accept",
  description:
    "Open, not expired handoffs of published or full opportunities that allow them, offered by someone else, named to the caller or to nobody, " +
    "on opportunities the caller is not signed up for. A named handoff is visible only to the named volunteer. Soonest to close first.",
  tags,
  auth: "volunteer",
  query: HandoffListQuery,
  response: { schema: HandoffList },
});
registerRoute({
  method: "delete",
  path: "/api/corps/handoffs/{id}",
  summary: "Withdraw an open handoff (the giver only)",
  description: "Anyone but the giver gets 404; a handoff that is no longer open is 409 INVALID_STATE.",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: HandoffWithdrawn },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
registerRoute({
  method: "post",
  path: "/api/corps/handoffs/{id}/accept",
  summary: "Take a handed-off seat",
  description:
    "One transaction under the opportunity's row lock: of concurrent accepts exactly one wins, the others get 409 INVALID_STATE. A handoff the " +
    "caller may not see (named to someone else, their own) is 404. Every gate is checked again for the acceptor: requirements (400 SIGNUP_CLOSED " +
    "with requirements_missing), an overlapping confirmed shift (409 CONFLICT with the clashing opportunity), already signed up (409 " +
    "ALREADY_SIGNED_UP). party_size (default 1, with party_size - 1 guests) must not exceed the giver's (400). The giver's signup becomes " +
    "transferred (kept, transferred_to = the new signup); the acceptor's new signup is confirmed; seats left over go to the waitlist as usual. " +
    "Both are notified in-app (handoff_accepted, signup_confirmed); emits signup.created and signup.confirmed with via: handoff.",
  tags,
  auth: "volunteer",
  params: idParams,
  body: HandoffAccept,
  response: { status: 201, schema: HandoffAccepted },
  errors: ["NOT_FOUND", "INVALID_STATE", "CONFLICT", "ALREADY_SIGNED_UP", "SIGNUP_CLOSED"],
});
