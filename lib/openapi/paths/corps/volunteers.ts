import { z } from "zod";
import { idParams } from "@/lib/schemas/common-schemas";
import {
  DeactivateBody,
  VolunteerCreate,
  VolunteerList,
  VolunteerListQuery,
  VolunteerProfile,
  VolunteerUpdate,
} from "@/lib/corps/volunteers/volunteer-schemas";
import { Skill, SkillCreate, SkillList, SkillListQuery } from "@/lib/corps/skills/skill-schemas";
import { registerRoute } from "../../registry";

const tags = ["Volunteers"];
registerRoute({
  method: "get",
  path: "/api/corps/volunteers",
  summary: "List volunteer profiles",
  description:
    "Volunteers see only their own profile; recruiters and corps_admins their organization; admins everyone (org_id narrows). Ordered by last_name, first_name, id.",
  tags,
  auth: "volunteer",
  query: VolunteerListQuery,
  response: { schema: VolunteerList },
});
registerRoute({
  method: "post",
  path: "/api/corps/volunteers",
  summary: "Create the caller's volunteer profile (self-registration)",
  description: "first_name, last_name and email default from the account; org_id is the caller's organization. Emits volunteer.created.",
  tags,
  auth: "volunteer",
  body: VolunteerCreate,
  response: { status: 201, schema: VolunteerProfile },
  errors: ["CONFLICT"],
});
registerRoute({
  method: "get",
  path: "/api/corps/volunteers/me",
  summary: "The caller's own profile",
  tags,
  auth: "volunteer",
  response: { schema: VolunteerProfile },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "get",
  path: "/api/corps/volunteers/{id}",
  summary: "A volunteer profile",
  description: "emergency_contact, city, zip_code and max_travel_miles are returned to the owner and recruiter+ of the organization only.",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: VolunteerProfile },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "patch",
  path: "/api/corps/volunteers/{id}",
  summary: "Update a volunteer profile (owner or recruiter+ of its organization)",
  tags,
  auth: "volunteer",
  params: idParams,
  body: VolunteerUpdate,
  response: { schema: VolunteerProfile },
  errors: ["NOT_FOUND", "FORBIDDEN"],
});
registerRoute({
  method: "post",
  path: "/api/corps/volunteers/{id}/deactivate",
  summary: "Deactivate a volunteer profile; history is kept",
  tags,
  auth: "volunteer",
  params: idParams,
  body: DeactivateBody,
  response: {
    schema: z.object({ id: z.uuid(), is_active: z.boolean(), status: z.literal("deactivated") }),
  },
  errors: ["NOT_FOUND", "FORBIDDEN"],
});

registerRoute({
  method: "get",
  path: "/api/corps/skills",
  summary: "The skills catalogue",
  description:
    "Active skills, ordered by category then name. Skills an admin deactivated are left out (profiles and opportunities " +
    "that already list them keep them); the catalogue is managed on the admin Skills page.",
  tags: ["Skills"],
  auth: "volunteer",
  query: SkillListQuery,
  response: { schema: SkillList },
});
registerRoute({
  method: "post",
  path: "/api/corps/skills",
  summary: "Add a custom skill",
  tags: ["Skills"],
  auth: "corps_admin",
  body: SkillCreate,
  response: { status: 201, schema: Skill },
  errors: ["CONFLICT"],
});
