"use server";
// The requirements catalogue page's actions, through the same services as the API.
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { createRequirement, deleteRequirement, updateRequirement } from "@/lib/corps/requirements/requirement-catalogue";
import { RequirementCreate, RequirementUpdate } from "@/lib/corps/requirements/requirement-schemas";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { formId } from "@/lib/forms/form-id";

const PATH = "/admin/requirements";

async function ctx() {
  return { caller: await requirePageCaller("corps_admin", PATH), db: db() };
}

function text(form: FormData, key: string): string | undefined {
  const v = form.get(key);
  return typeof v === "string" ? v.trim() : undefined;
}

/** Number fields: empty means not given (valid_days: never expires). */
function num(form: FormData, key: string): number | null | undefined {
  const v = text(form, key);
  if (v === undefined) return undefined;
  return v === "" ? null : Number(v);
}

export async function createRequirementAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  const values = formValues(form);
  try {
    const kind = text(form, "kind");
    const minAge = num(form, "min_age");
    const created = await createRequirement(
      c,
      RequirementCreate.parse({
        kind,
        name: text(form, "name") ?? "",
        description: text(form, "description") ?? "",
        ...(kind === "waiver" ? { body: text(form, "body") ?? "" } : {}),
        ...(kind === "minimum_age" ? { min_age: minAge ?? undefined } : { valid_days: num(form, "valid_days") ?? null }),
        applies_to_all: form.get("applies_to_all") === "on",
      }),
    );
    revalidatePath(PATH);
    const t = await getTranslations("admin");
    return { ok: true, message: t("requirements.added", { name: created.name }) };
  } catch (err) {
    return failureState(err, values);
  }
}

export async function updateRequirementAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  const values = formValues(form);
  try {
    const body = text(form, "body");
    const minAge = num(form, "min_age");
    const saved = await updateRequirement(
      c,
      formId(form, "requirement_id", "Requirement"),
      RequirementUpdate.parse({
        name: text(form, "name") ?? "",
        description: text(form, "description") ?? "",
        applies_to_all: form.get("applies_to_all") === "on",
        ...(body !== undefined ? { body } : {}),
        ...(form.has("valid_days") ? { valid_days: num(form, "valid_days") ?? null } : {}),
        ...(form.has("min_age") ? { min_age: minAge ?? undefined } : {}),
      }),
    );
    revalidatePath(PATH);
    const t = await getTranslations("admin");
    const message = saved.kind === "waiver" ? t("requirements.savedVersion", { name: saved.name, version: saved.version }) : t("requirements.saved", { name: saved.name });
    return { ok: true, message, values };
  } catch (err) {
    return failureState(err, values);
  }
}

export async function deleteRequirementAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  try {
    await deleteRequirement(c, formId(form, "requirement_id", "Requirement"));
  } catch (err) {
    return failureState(err, {});
  }
  revalidatePath(PATH);
  const t = await getTranslations("admin");
  return { ok: true, message: t("requirements.deleted", { name: text(form, "requirement_name") ?? t("requirements.theRequirement") }) };
}
