"use server";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { SkillCreate, SkillUpdate } from "@/lib/corps/skills/skill-schemas";
import { createSkill, deleteSkill, updateSkill } from "@/lib/corps/skills/skills";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { formId } from "@/lib/forms/form-id";

const PATH = "/admin/skills";

function text(form: FormData, key: string): string | undefined {
  const v = form.get(key);
  return typeof v === "string" ? v : undefined;
}

async function ctx() {
  return { caller: await requirePageCaller("corps_admin", PATH), db: db() };
}

export async function createSkillAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  const values = formValues(form);
  try {
    const description = text(form, "description")?.trim();
    const skill = await createSkill(c, SkillCreate.parse({ name: text(form, "name") ?? "", category: text(form, "category") ?? "", description: description || undefined }));
    revalidatePath(PATH);
    revalidatePath("/volunteer/profile");
    const t = await getTranslations("admin");
    return { ok: true, message: t("skills.added", { name: skill.name }) };
  } catch (err) {
    return failureState(err, values);
  }
}

export async function updateSkillAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  const values = formValues(form);
  try {
    const skill = await updateSkill(c, formId(form, "skill_id", "Skill"), SkillUpdate.parse({ name: text(form, "name") ?? "", category: text(form, "category") ?? "" }));
    revalidatePath(PATH);
    const t = await getTranslations("admin");
    return { ok: true, message: t("skills.saved", { name: skill.name }), values };
  } catch (err) {
    return failureState(err, values);
  }
}

export async function setSkillActiveAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  const values = formValues(form);
  try {
    const active = text(form, "is_active") === "true";
    const skill = await updateSkill(c, formId(form, "skill_id", "Skill"), SkillUpdate.parse({ is_active: active }));
    revalidatePath(PATH);
    revalidatePath("/volunteer/profile");
    const t = await getTranslations("admin");
    return { ok: true, message: active ? t("skills.reactivated", { name: skill.name }) : t("skills.deactivated", { name: skill.name }) };
  } catch (err) {
    return failureState(err, values);
  }
}

export async function deleteSkillAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  const values = formValues(form);
  try {
    await deleteSkill(c, formId(form, "skill_id", "Skill"));
    revalidatePath(PATH);
    revalidatePath("/volunteer/profile");
    const t = await getTranslations("admin");
    return { ok: true, message: t("skills.deleted", { name: text(form, "skill_name") ?? t("skills.theSkill") }) };
  } catch (err) {
    return failureState(err, values);
  }
}
