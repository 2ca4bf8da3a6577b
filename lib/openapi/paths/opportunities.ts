import { idParams } from "@/lib/http/common-schemas";
import {
  CancelBody,
  Opportunity,
  OpportunityCreate,
  OpportunityList,
  OpportunityListQuery,
  OpportunityStatusResult,
  OpportunityUpdate,
} from "@/lib/corps/schemas/opportunity-schemas";
import {
  CheckInBody,
  CheckOutBody,
  Signup,
  SignupCancelled,
  SignupCreate,
  SignupCreated,
  SignupRoster,
  SignupRosterQuery,
  SignupUpdate,
} from "@/lib/corps/schemas/signup-schemas";
import { registerRoute } from "../registry";

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
    "unknown ZIP is a VALIDATION_ERROR. Ordered by start_datetime, then id.",
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
    "Creating it published emits opportunity.published.",
  tags,
  auth: "recruiter",
  body: OpportunityCreate,
  response: { status: 201, schema: Opportunity },
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
    "signups; status follows the seats (published <-> full).",
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
  description: "Every signup (all statuses) with the volunteer's name and e-mail, ordered by signed_up_at, then id; paged like every list.",
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
    "A free seat gives confirmed (auto_approve_signups) or pending, 201. No seat and a waitlist: a waitlist signup is " +
    "created and the answer is 409 SIGNUP_FULL with details {waitlist_position, signup_id}. No seat and no waitlist: 409 " +
    "SIGNUP_FULL without a position. An opportunity that is not open (draft, cancelled, completed, already started) or a " +
    "deactivated profile: 400 SIGNUP_CLOSED; only an unknown id is NOT_FOUND. Emits signup.created (and signup.confirmed " +
    "when confirmed).",
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
  description: "A freed seat goes to the first waitlisted volunteer in the same transaction.",
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
  summary: "Check in (the volunteer, or recruiter+ of the organization)",
  description: "From confirmed; check_in_at defaults to now.",
  tags: signupTags,
  auth: "volunteer",
  params: idParams,
  body: CheckInBody,
  response: { schema: Signup },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
registerRoute({
  method: "post",
  path: "/api/corps/signups/{id}/check-out",
  summary: "Check out (the volunteer, or recruiter+ of the organization)",
  description:
    "From checked_in; check_out_at defaults to now. Creates the hours entry (quarter hours, auto_approved when the " +
    "opportunity has auto_approve_hours, else pending) and awards automatic badges.",
  tags: signupTags,
  auth: "volunteer",
  params: idParams,
  body: CheckOutBody,
  response: { schema: Signup },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
