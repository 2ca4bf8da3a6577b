import { idParams } from "@/lib/schemas/common-schemas";
import {
  HoursApprove,
  HoursCreate,
  HoursEntry,
  HoursList,
  HoursListQuery,
  HoursPageQuery,
  HoursPendingQuery,
  HoursReject,
  HoursUpdate,
} from "@/lib/corps/hours/hours-schemas";
import { registerRoute } from "../../registry";

const tags = ["Hours"];
const ORDER = "Ordered by date_worked descending, then submitted_at descending.";
registerRoute({
  method: "get",
  path: "/api/corps/hours",
  summary: "List hours entries",
  description: `Volunteers see only their own entries; recruiters and corps_admins their organization's; admins all (org_id narrows). total_hours is the sum over every matching entry, not just the page. ${ORDER}`,
  tags,
  auth: "volunteer",
  query: HoursListQuery,
  response: { schema: HoursList },
});
registerRoute({
  method: "post",
  path: "/api/corps/hours",
  summary: "Log hours by hand",
  description:
    "With an opportunity, it must be one the caller signed up for (confirmed, checked in or completed) and not cancelled, else VALIDATION_ERROR. Starts pending, or auto_approved when the opportunity has auto_approve_hours (then hours.approved is emitted and milestone badges are awarded). org_id is the opportunity's organization, else the volunteer's. date_worked may be at most today (UTC).",
  tags,
  auth: "volunteer",
  body: HoursCreate,
  response: { status: 201, schema: HoursEntry },
  errors: ["FORBIDDEN"],
});
registerRoute({
  method: "get",
  path: "/api/corps/hours/me",
  summary: "The caller's own hours entries",
  description: ORDER,
  tags,
  auth: "volunteer",
  query: HoursPageQuery,
  response: { schema: HoursList },
});
registerRoute({
  method: "get",
  path: "/api/corps/hours/pending",
  summary: "Entries awaiting approval in the caller's organization",
  description: `Admins see every organization's queue (org_id narrows). ${ORDER}`,
  tags,
  auth: "recruiter",
  query: HoursPendingQuery,
  response: { schema: HoursList },
});
registerRoute({
  method: "get",
  path: "/api/corps/hours/{id}",
  summary: "One hours entry",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: HoursEntry },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "patch",
  path: "/api/corps/hours/{id}",
  summary: "Edit own hours while pending",
  description:
    "Only the volunteer who logged the entry. Approved or auto_approved: HOURS_ALREADY_APPROVED (400). Rejected: INVALID_STATE (409); log a new entry instead.",
  tags,
  auth: "volunteer",
  params: idParams,
  body: HoursUpdate,
  response: { schema: HoursEntry },
  errors: ["NOT_FOUND", "FORBIDDEN", "HOURS_ALREADY_APPROVED", "INVALID_STATE"],
});
registerRoute({
  method: "post",
  path: "/api/corps/hours/{id}/approve",
  summary: "Approve a pending entry, optionally overriding hours_worked",
  description:
    "Recruiter+ of the entry's organization. Records approved_by and approved_at, notifies the volunteer (hours_approved), emits hours.approved and awards reached milestone badges in the same transaction.",
  tags,
  auth: "recruiter",
  params: idParams,
  body: HoursApprove,
  response: { schema: HoursEntry },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
registerRoute({
  method: "post",
  path: "/api/corps/hours/{id}/reject",
  summary: "Reject a pending entry with a reason",
  description: "Recruiter+ of the entry's organization. Notifies the volunteer (hours_rejected).",
  tags,
  auth: "recruiter",
  params: idParams,
  body: HoursReject,
  response: { schema: HoursEntry },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
