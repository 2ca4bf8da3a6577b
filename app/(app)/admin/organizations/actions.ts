"use server";
import { revalidatePath } from "next/cache";
import { requirePageCaller } from "@/lib/auth/session";
import { createOrganization } from "@/lib/corps/organizations/create-organization";
import { OrganizationCreate, OrganizationUpdate } from "@/lib/corps/organizations/organization-schemas";
import { updateOrganization } from "@/lib/corps/organizations/update-organization";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { ApiError } from "@/lib/http/api-error";
import { uuid } from "@/lib/http/common-schemas";

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
    return { ok: true, message: `${org.name} created` };
  } catch (err) {
    return failureState(err, values);
  }
}

export async function renameOrganizationAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const c = await ctx();
  const values = formValues(form);
  try {
    const id = uuid.safeParse(form.get("org_id"));
    if (!id.success) throw ApiError.notFound("Organization");
    const org = await updateOrganization(c, id.data, OrganizationUpdate.parse({ name: String(form.get("name") ?? "") }));
    revalidatePath(PATH);
    return { ok: true, message: `Renamed to ${org.name}` };
  } catch (err) {
    return failureState(err, values);
  }
}
