"use server";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { createOrganization } from "@/lib/corps/organizations/create-organization";
import { OrganizationCreate, OrganizationUpdate } from "@/lib/corps/organizations/organization-schemas";
import { updateOrganization } from "@/lib/corps/organizations/update-organization";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { formId } from "@/lib/forms/form-id";

const PATH = "/admin/organizations";

async function ctx() {
  return { caller: await requirePageCaller("admin", PATH), db: db() };
}

export async function createOrganizationAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  const values = formValues(form);
  try {
    const org = await createOrganization(c, OrganizationCreate.parse({ name: String(form.get("name") ?? "") }));
    revalidatePath(PATH);
    const t = await getTranslations("admin");
    return { ok: true, message: t("organizations.created", { name: org.name }) };
  } catch (err) {
    return failureState(err, values);
  }
}

export async function renameOrganizationAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  const values = formValues(form);
  try {
    const org = await updateOrganization(c, formId(form, "org_id", "Organization"), OrganizationUpdate.parse({ name: String(form.get("name") ?? "") }));
    revalidatePath(PATH);
    const t = await getTranslations("admin");
    return { ok: true, message: t("organizations.renamed", { name: org.name }) };
  } catch (err) {
    return failureState(err, values);
  }
}
