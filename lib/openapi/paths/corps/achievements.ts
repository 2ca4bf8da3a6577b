import { idParams } from "@/lib/schemas/common-schemas";
import { AchievementList, AwardBody, AwardResult, VolunteerAchievementList } from "@/lib/corps/achievements/achievement-schemas";
import { registerRoute } from "../../registry";

const tags = ["Achievements"];
registerRoute({
  method: "get",
  path: "/api/corps/achievements",
  summary: "The badge catalogue",
  description:
    "trigger_type hours_milestone: approved hours >= trigger_value; events_milestone: completed signups >= trigger_value; manual: awarded by a corps_admin. Volunteers see public badges only.",
  tags,
  auth: "volunteer",
  response: { schema: AchievementList },
});
registerRoute({
  method: "get",
  path: "/api/corps/volunteers/{id}/achievements",
  summary: "A volunteer's earned badges, newest first",
  description: "Visible to whoever may see the profile.",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: VolunteerAchievementList },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/corps/achievements/{id}/award",
  summary: "Award a badge to a volunteer of the caller's organization",
  description: "Creates an achievement_awarded notification and an achievement.awarded event. Already awarded: CONFLICT.",
  tags,
  auth: "corps_admin",
  params: idParams,
  body: AwardBody,
  response: { status: 201, schema: AwardResult },
  errors: ["NOT_FOUND", "CONFLICT"],
});
