import { z } from "zod";
import { idParams } from "@/lib/schemas/common-schemas";
import {
  RecordCreate,
  Requirement,
  RequirementCreate,
  RequirementList,
  RequirementListQuery,
  RequirementRecord,
  RequirementUpdate,
  SignWaiverBody,
  VolunteerRequirements,
  VolunteerRequirementsQuery,
} from "@/lib/corps/requirements/requirement-schemas";
import { registerRoute } from "../../registry";

const tags = ["Requirements"];

registerRoute({
  method: "get",
  path: "/api/corps/requirements",
  summary: "The organization's requirements catalogue",
  description:
    "Any member of an organization reads its catalogue (admins: every organization, or one with org_id); a volunteer without an " +
    "organization gets an empty list. Ordered by kind, then name. Deleted requirements are not listed.",
  tags,
  auth: "volunteer",
  query: RequirementListQuery,
  response: { schema: RequirementList },
});
registerRoute({
  method: "post",
  path: "/api/corps/requirements",
  summary: "Add a requirement to the caller's organization's catalogue",
  description: "A waiver needs body; a minimum_age needs min_age (and never expires). A waiver starts at version 1.",
  tags,
  auth: "corps_admin",
  body: RequirementCreate,
  response: { status: 201, schema: Requirement },
});
registerRoute({
  method: "get",
  path: "/api/corps/requirements/{id}",
  summary: "One requirement (a waiver with its current text)",
  description:
    "Readable by members of its organization, and by anyone who can see an opportunity it applies to (so a volunteer of another " +
    "organization can read a waiver before signing it); otherwise NOT_FOUND.",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: Requirement },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "patch",
  path: "/api/corps/requirements/{id}",
  summary: "Change a requirement",
  description:
    "corps_admin+ of its organization (another organization's: NOT_FOUND). A new waiver text raises version by one and makes every " +
    "earlier signature outdated, which blocks signups again until the volunteer signs the new text. kind cannot change.",
  tags,
  auth: "corps_admin",
  params: idParams,
  body: RequirementUpdate,
  response: { schema: Requirement },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "delete",
  path: "/api/corps/requirements/{id}",
  summary: "Delete a requirement",
  description: "It leaves the catalogue and every opportunity at once; signatures and records are kept, and signed waivers stay downloadable.",
  tags,
  auth: "corps_admin",
  params: idParams,
  response: { schema: z.object({ success: z.literal(true) }) },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/corps/requirements/{id}/sign",
  summary: "Sign a waiver",
  description:
    "The caller signs the waiver's current version with their typed full name and agree: true. The signature records the name, the " +
    "time, the version, the IP address (x-real-ip, else the first x-forwarded-for hop) and the user agent, and emits requirement.completed. " +
    "With version, the signature is refused (CONFLICT, details.version the current one) when the text has changed since it was read. " +
    "Only waivers are signed (VALIDATION_ERROR otherwise); the caller needs a volunteer profile. Signing again makes a new signature " +
    "(it restarts valid_days).",
  tags,
  auth: "volunteer",
  params: idParams,
  body: SignWaiverBody,
  response: { status: 201, schema: RequirementRecord },
  errors: ["NOT_FOUND", "CONFLICT"],
});
registerRoute({
  method: "get",
  path: "/api/corps/requirements/signatures/{id}/pdf",
  summary: "A signed waiver as a PDF",
  description: "The text exactly as signed (that version), then the signed name, time, IP address and user agent. For the signer and recruiter+ of the waiver's organization.",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: z.string().meta({ description: "application/pdf file" }), contentType: "application/pdf", description: "The PDF (Content-Disposition: attachment)" },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "get",
  path: "/api/corps/volunteers/{id}/requirements",
  summary: "A volunteer's status for each requirement that concerns them",
  description:
    "status is met, missing, expired, outdated or failed; record is the latest signature or record. With opportunity_id: the " +
    "requirements that apply to that opportunity, ages taken on its start date. Without: for the volunteer themselves (and admins) their " +
    "organization's catalogue, what they signed or were recorded for, and what their active signups ask for; for recruiter+ their own " +
    "organization's catalogue. Visible to the volunteer, to recruiter+ of their organization, and to recruiter+ of an organization they " +
    "signed up with (that organization's requirements only); anyone else gets NOT_FOUND.",
  tags,
  auth: "volunteer",
  params: idParams,
  query: VolunteerRequirementsQuery,
  response: { schema: VolunteerRequirements },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/corps/volunteers/{id}/requirements",
  summary: "Record a background check or orientation result",
  description:
    "Recruiter+ of the requirement's organization, for a volunteer of that organization or one who signed up with it (others: " +
    "NOT_FOUND). Waivers are signed by the volunteer and ages come from date_of_birth: both are a VALIDATION_ERROR here. completed_at " +
    "must not be in the future; valid_days counts from it. The latest record counts, so a later failed check outweighs an earlier " +
    "pass. Emits requirement.completed.",
  tags,
  auth: "recruiter",
  params: idParams,
  body: RecordCreate,
  response: { status: 201, schema: RequirementRecord },
  errors: ["NOT_FOUND"],
});
