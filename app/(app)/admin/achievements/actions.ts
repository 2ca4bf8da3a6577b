"use server";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { awardAchievement } from "@/lib/corps/achievements/achievements";
import { AwardBody } from "@/lib/corps/achievements/achievement-schemas";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";

export async function awardAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("corps_admin", "/admin/achievements");
  const values = formValues(form);
  const t = await getTranslations("admin");
  try {
    const achievement = uuid.safeParse(form.get("achievement_id"));
    if (!achievement.success) throw ApiError.validation({ achievement_id: t("achievements.chooseBadge") });
    const notes = form.get("notes");
    const body = AwardBody.parse({
      volunteer_id: form.get("volunteer_id") || undefined,
      notes: typeof notes === "string" && notes.trim() ? notes : undefined,
    });
    const result = await awardAchievement({ caller, db: db() }, achievement.data, body);
    revalidatePath("/admin/achievements");
    // Clear the notes but keep the search context: the next award is often to the same person.
    return { ok: true, message: t("achievements.awarded", { badge: result.achievement_name }), values: { volunteer_id: body.volunteer_id } };
  } catch (err) {
    if (err instanceof ApiError && err.code === "CONFLICT") {
      return { ok: false, message: err.message, values, fieldErrors: { achievement_id: err.message } };
    }
    const state = await failureState(err, values);
    if (state.fieldErrors?.volunteer_id) state.fieldErrors.volunteer_id = t("achievements.chooseVolunteer");
    return state;
  }
}
