import { idParams } from "@/lib/schemas/common-schemas";
import {
  Series,
  SeriesActionResult,
  SeriesCancelBody,
  SeriesSignupBody,
  SeriesSignupCancelled,
  SeriesSignupResults,
  SeriesUpdate,
} from "@/lib/corps/series/series-schemas";
import { registerRoute } from "../../registry";

const tags = ["Series"];
const UPCOMING = "An occurrence has not started while its start_datetime is in the future.";

registerRoute({
  method: "get",
  path: "/api/corps/series/{id}",
  summary: "A recurring series with its occurrences",
  description:
    "Visible when the caller may see at least one of its occurrences (the opportunity visibility rules); occurrences lists " +
    "those the caller may see, soonest first. Another organization's series with no public occurrence is NOT_FOUND.",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: Series },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "patch",
  path: "/api/corps/series/{id}",
  summary: "Change every upcoming occurrence of a series",
  description:
    `Applied to each occurrence that has not started and is draft, published or full, with the rules of PATCH /opportunities/{id}: ` +
    "lowering max_volunteers never removes anyone (the occurrence becomes full), raising it promotes waitlisted signups. " +
    "start_datetime and end_datetime come together: their local time of day in the series' zone and their length apply to " +
    "each occurrence on its own date; volunteers signed up for an occurrence whose time changed get one opportunity_updated " +
    "notification. recurrence {weekdays, until} adds occurrences for the dates it gains (from now on, copying the latest " +
    "occurrence) and cancels the upcoming dates it loses, notifying their volunteers (opportunity_cancelled). The limits of " +
    `creation hold (at most 1 year from the first date, 104 occurrences). ${UPCOMING} Another organization's series is NOT_FOUND.`,
  tags,
  auth: "recruiter",
  params: idParams,
  body: SeriesUpdate,
  response: { schema: Series },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/corps/series/{id}/signup",
  summary: "Sign up for every upcoming date of a series",
  description:
    "Signs the caller up for each published or full occurrence that has not started, each with the normal outcome rules of " +
    "POST /opportunities/{id}/signup: confirmed or pending when a seat is free, waitlist when full with a waitlist, else no " +
    "signup with error_code SIGNUP_FULL; ALREADY_SIGNED_UP or SIGNUP_CLOSED where those rules refuse. All in one transaction; " +
    "the caller gets one notification per outcome. A series with no such occurrence is SIGNUP_CLOSED.",
  tags,
  auth: "volunteer",
  params: idParams,
  body: SeriesSignupBody,
  response: { schema: SeriesSignupResults },
  errors: ["NOT_FOUND", "SIGNUP_CLOSED"],
});
registerRoute({
  method: "delete",
  path: "/api/corps/series/{id}/signup",
  summary: "Cancel the caller's signups on every upcoming date of a series",
  description:
    "Cancels the caller's pending, confirmed and waitlist signups on occurrences that have not started; each freed seat goes to " +
    "that occurrence's waitlist in the same transaction. NOT_FOUND when there is none to cancel.",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: SeriesSignupCancelled },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/corps/series/{id}/publish",
  summary: "Publish the series' upcoming drafts",
  description: `Publishes each draft occurrence that has not started (emits opportunity.published for each). ${UPCOMING} The answer lists the occurrences changed (none when there was nothing to publish).`,
  tags,
  auth: "recruiter",
  params: idParams,
  response: { schema: SeriesActionResult },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/corps/series/{id}/cancel",
  summary: "Cancel the series' upcoming occurrences",
  description:
    "Cancels each draft, published or full occurrence that has not started, with its active signups (the rules of POST " +
    "/opportunities/{id}/cancel). With notify_volunteers each volunteer affected gets one opportunity_cancelled notification " +
    "listing the dates, with the reason. Occurrences under way or past are left alone.",
  tags,
  auth: "recruiter",
  params: idParams,
  body: SeriesCancelBody,
  response: { schema: SeriesActionResult },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/corps/series/{id}/complete",
  summary: "Complete the series' occurrences that have started",
  description: "Completes each published or full occurrence that has started (confirmed signups without a check-in become no_show).",
  tags,
  auth: "recruiter",
  params: idParams,
  response: { schema: SeriesActionResult },
  errors: ["NOT_FOUND"],
});
