import { db } from "@/lib/db/client";
import { createSkill, listSkills } from "@/lib/corps/skills/skills";
import { SkillCreate, SkillListQuery } from "@/lib/corps/skills/skill-schemas";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", query: SkillListQuery }, ({ caller, query }) =>
  listSkills({ caller, db: db() }, query.category),
);

export const POST = route({ auth: "corps_admin", body: SkillCreate }, async ({ caller, body }) =>
  json(await createSkill({ caller, db: db() }, body), 201),
);
