import { idParams } from "@/lib/schemas/common-schemas";
import {
  CancelBody,
  Opportunity,
  OpportunityCreate,
  OpportunityList,
  OpportunityListQuery,
  OpportunityStatusResult,
  OpportunityUpdate,
} from "@/lib/corps/opportunities/opportunity-schemas";
import {
  CheckInBody,
  CheckOutBody,
  Party,
  Signup,
  SignupCancelled,
  SignupCreate,
  SignupCreated,
  SignupRoster,
  SignupRosterQuery,
  SignupUpdate,
} from "@/lib/corps/signups/signup-schemas";
import { OpportunityCreated } from "@/lib/corps/series/series-schemas";
import { Lottery } from "@/lib/corps/opportunities/lottery-schemas";
import { registerRoute } from "../../registry";

const tags = ["Opportunities"];
const signupTags = ["Signups"];

registerRoute({
  method: "get",
  path: "/api/corps/opportunities",
  summary: "Search opportunities",
  description:
    "Volunteers see published, full and completed opportunities of every organization; recruiters and corps_admins also " +
    "see every opportunity of their own organization; admins see all. Array filters (status, labor_type, skills_needed, " +
    "location_type) match when any value matches. search matches title or description, case-insensitive. zip_code with " +
    "radius_miles (default 25) keeps onsite and hybrid opportunities within that distance of the ZIP's centroid; an " +
    "unknown ZIP is a VALIDATION_ERROR. series_id keeps the occurrences of one recurring series. For a volunteer without a " +
    "status filter the list holds only what can still be joined: published or full opportunities that have not started " +
    "(a status filter reaches the others). Ordered by start_datetime, then id.",
  tags,
  auth: "volunteer",
  query: OpportunityListQuery,
  response: { schema: OpportunityList },
});
registerRoute({
  method: "post",
  path: "/api/corps/opportunities",
  summary: "Create an opportunity in the caller's organization",
  description:
    "status may be draft (default) or published. Without latitude/longitude the zip code's centroid is stored. " +
    "requirement_ids must be requirements of the caller's organization (else VALIDATION_ERROR). " +
    "Creating it published emits opportunity.published. schedule_type recurring with recurrence {weekdays, until} creates a " +
    "series: one opportunity per occurrence on those weekdays from the date of start_datetime through until, each at the " +
    "local time of start_datetime in the organization's time zone (kept across daylight-saving changes) and as long; at most " +
    "1 year and 104 occurrences, else VALIDATION_ERROR. The answer is then the first occurrence with series {id, occurrences}.",
  tags,
  auth: "recruiter",
  body: OpportunityCreate,
  response: { status: 201, schema: OpportunityCreated },
});
registerRoute({
  method: "get",
  path: "/api/corps/opportunities/{id}",
  summary: "An opportunity with its counts and the caller's signup status",
  description: "user_signup_status is the status of the caller's latest signup that is not cancelled, else null.",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: Opportunity },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "patch",
  path: "/api/corps/opportunities/{id}",
  summary: "Update an opportunity (draft, published or full)",
  description:
    "Completed and cancelled opportunities cannot be edited (INVALID_STATE). Raising max_volunteers promotes waitlisted " +
    "signups; status follows the seats (published <-> full). requirement_ids replaces the list (requirements of the " +
    "opportunity's organization only, else VALIDATION_ERROR); existing signups keep their place. On an occurrence of a series " +
    "this changes that occurrence only; its schedule_type and recurrence belong to the series (PATCH /series/{id}), so other " +
    "values are a VALIDATION_ERROR.",
  tags,
  auth: "recruiter",
  params: idParams,
  body: OpportunityUpdate,
  response: { schema: Opportunity },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
registerRoute({
  method: "post",
  path: "/api/corps/opportunities/{id}/publish",
  summary: "Publish a draft",
  description: "Only from draft. Emits opportunity.published.",
  tags,
  auth: "recruiter",
  params: idParams,
  response: { schema: OpportunityStatusResult },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
registerRoute({
  method: "post",
  path: "/api/corps/opportunities/{id}/cancel",
  summary: "Cancel an opportunity",
  description:
    "From draft, published or full. Every active signup is cancelled; with notify_volunteers each of those volunteers " +
    "gets an opportunity_cancelled notification carrying the reason.",
  tags,
  auth: "recruiter",
  params: idParams,
  body: CancelBody,
  response: { schema: OpportunityStatusResult },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
registerRoute({
  method: "post",
  path: "/api/corps/opportunities/{id}/complete",
  summary: "Complete an opportunity",
  description: "From published or full. Confirmed signups that never checked in become no_show.",
  tags,
  auth: "recruiter",
  params: idParams,
  response: { schema: OpportunityStatusResult },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
registerRoute({
  method: "get",
  path: "/api/corps/opportunities/{id}/signups",
  summary: "The roster of an opportunity",
  description:
    "Every signup (all statuses) with the volunteer's name and e-mail, the party (party_size, guests) and each volunteer's status " +
    "for the opportunity's requirements (requirements, judged now), ordered by signed_up_at, then id; paged like every list.",
  tags: signupTags,
  auth: "recruiter",
  params: idParams,
  query: SignupRosterQuery,
  response: { schema: SignupRoster },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/corps/opportunities/{id}/signup",
  summary: "Sign up for an opportunity",
  description:
    "A party of party_size (1-10, default 1: the caller plus party_size - 1 named guests) takes party_size seats. Enough free " +
    "seats give confirmed (auto_approve_signups) or pending, 201. Not enough and a waitlist: the whole party is waitlisted and the " +
    "answer is 409 SIGNUP_FULL with details {waitlist_position, signup_id}. Not enough and no waitlist: 409 SIGNUP_FULL without a " +
    "position. A party larger than max_volunteers: VALIDATION_ERROR on party_size. An opportunity that is not open (draft, " +
    "cancelled, completed, already started) or a deactivated profile: 400 SIGNUP_CLOSED; unmet requirements (signup_requirements " +
    "of the opportunity): 400 SIGNUP_CLOSED with details {reason: \"requirements_missing\", missing: [{id, name, kind, status}]}; " +
    "only an unknown id is NOT_FOUND. A lottery (signup_mode lottery) before lottery_closes_at answers 201 with status entered " +
    "(an entry, no seat; the draw decides); after its close the draw runs first, then first come. " +
    "Emits signup.created with party_size (and signup.confirmed when confirmed).",
  tags: signupTags,
  auth: "volunteer",
  params: idParams,
  body: SignupCreate,
  response: { status: 201, schema: SignupCreated },
  errors: ["NOT_FOUND", "SIGNUP_FULL", "ALREADY_SIGNED_UP", "SIGNUP_CLOSED"],
});
registerRoute({
  method: "delete",
  path: "/api/corps/opportunities/{id}/signup",
  summary: "Cancel the caller's own signup",
  description:
    "Also withdraws a lottery entry or gives up an open offer. Freed seats go to the waitlist in the same transaction: each " +
    "waitlisted party that fits, in waitlist order, promoted (waitlist_mode auto) or offered with a reply deadline (offer).",
  tags: signupTags,
  auth: "volunteer",
  params: idParams,
  response: { schema: SignupCancelled },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
registerRoute({
  method: "patch",
  path: "/api/corps/signups/{id}",
  summary: "Confirm or decline a pending signup, or set organizer notes",
  description: "status changes only from pending (sending the current status again changes nothing); a decline frees the seat for the waitlist.",
  tags: signupTags,
  auth: "recruiter",
  params: idParams,
  body: SignupUpdate,
  response: { schema: Signup },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
registerRoute({
  method: "post",
  path: "/api/corps/signups/{id}/check-in",
  summary: "Check in the whole party (the volunteer, or recruiter+ of the organization)",
  description:
    "From confirmed; check_in_at defaults to now. A requirement that has expired by check_in_at, or a check recorded as failed, " +
    "blocks it: 400 SIGNUP_CLOSED with details {reason: \"requirements_missing\", missing}. Recruiter+ of the organization may send " +
    "override_requirements: true to check in anyway; the override (who, when, which requirements) is recorded in " +
    "requirements_override. override_requirements from anyone else is FORBIDDEN.",
  tags: signupTags,
  auth: "volunteer",
  params: idParams,
  body: CheckInBody,
  response: { schema: Signup },
  errors: ["NOT_FOUND", "INVALID_STATE", "SIGNUP_CLOSED", "FORBIDDEN"],
});
registerRoute({
  method: "post",
  path: "/api/corps/signups/{id}/check-out",
  summary: "Check out (the volunteer, or recruiter+ of the organization)",
  description:
    "From checked_in; check_out_at defaults to now. Checks out the whole party; the hours entry goes to the account holder only " +
    "(quarter hours, auto_approved when the opportunity has auto_approve_hours, else pending; a party's size is written in its " +
    "description) and automatic badges are awarded.",
  tags: signupTags,
  auth: "volunteer",
  params: idParams,
  body: CheckOutBody,
  response: { schema: Signup },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
registerRoute({
  method: "patch",
  path: "/api/corps/signups/{id}/party",
  summary: "Change the caller's party (size and guests)",
  description:
    "The signup's owner only (anyone else: NOT_FOUND), for a pending, confirmed or waitlisted signup (else INVALID_STATE) while the " +
    "opportunity is published or full and has not started (else SIGNUP_CLOSED). Send the whole party: party_size and exactly " +
    "party_size - 1 guests. Shrinking frees seats, which go to the waitlist at once; growing a seated party needs the extra seats " +
    "free (else 409 SIGNUP_FULL with details.seats_free, and nothing changes); a waitlisted party keeps its place and is seated as " +
    "soon as it fits.",
  tags: signupTags,
  auth: "volunteer",
  params: idParams,
  body: Party,
  response: { schema: Signup },
  errors: ["NOT_FOUND", "INVALID_STATE", "SIGNUP_CLOSED", "SIGNUP_FULL"],
});
registerRoute({
  method: "post",
  path: "/api/corps/signups/{id}/accept-offer",
  summary: "Accept a waitlist offer (the signup's owner)",
  description:
    "From offered, before offer_expires_at: confirmed (auto_approve_signups) or pending, answered as the updated signup; emits " +
    "signup.confirmed when confirmed. Exactly one of concurrent accepts wins (the rest 409). Past the deadline: 409 OFFER_EXPIRED " +
    "(the offer lapses and the next party is offered); a signup that is not offered: 409 INVALID_STATE; anyone else's: NOT_FOUND.",
  tags: signupTags,
  auth: "volunteer",
  params: idParams,
  response: { schema: Signup },
  errors: ["NOT_FOUND", "OFFER_EXPIRED", "INVALID_STATE"],
});
registerRoute({
  method: "post",
  path: "/api/corps/signups/{id}/decline-offer",
  summary: "Decline a waitlist offer (the signup's owner)",
  description:
    "From offered, before offer_expires_at: declined, and the seats go to the next waitlisted party that fits at once. Past the " +
    "deadline: 409 OFFER_EXPIRED; not offered: 409 INVALID_STATE; anyone else's: NOT_FOUND.",
  tags: signupTags,
  auth: "volunteer",
  params: idParams,
  response: { schema: Signup },
  errors: ["NOT_FOUND", "OFFER_EXPIRED", "INVALID_STATE"],
});
registerRoute({
  method: "get",
  path: "/api/corps/opportunities/{id}/lottery",
  summary: "The lottery's commitment, entries and draw (anyone who can see the opportunity)",
  description:
    "Before the draw: status open, seed_sha256 (the commitment) and the entries. The first read or write after closes_at draws. " +
    "After: status drawn, the seed in hex, each entry's tier, ticket and outcome, and the order. Recompute: ticket = " +
    "hex(HMAC-SHA256(key = the 32 seed bytes, message = signup_id in lower case)); order by (tier, ticket); seat parties in that " +
    "order while they fit (a party that does not fit is skipped). Volunteers are not named (staff of the organization see names). " +
    "An opportunity that is not a lottery: NOT_FOUND.",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: Lottery },
  errors: ["NOT_FOUND"],
});
