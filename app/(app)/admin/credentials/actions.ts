"use server";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { RevokeCredentialBody } from "@/lib/corps/credentials/credential-schemas";
import { revokeCredential } from "@/lib/corps/credentials/credentials";
import { rotateIssuerKey } from "@/lib/corps/credentials/issuer-keys";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { formId } from "@/lib/forms/form-id";
import { requirePageCaller } from "@/lib/sign-in/session";

const PATH = "/admin/credentials";

export async function revokeCredentialAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("corps_admin", PATH);
  const values = formValues(form);
  try {
    const body = RevokeCredentialBody.parse({ reason: form.get("reason") ?? "" });
    await revokeCredential({ caller, db: db() }, formId(form, "credential_id", "Credential"), body);
  } catch (err) {
    return failureState(err, values);
  }
  revalidatePath(PATH);
  const t = await getTranslations("admin");
  return { ok: true, message: t("credentials.revokedToast") };
}

export async function rotateKeyAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("corps_admin", PATH);
  try {
    await rotateIssuerKey({ caller, db: db() }, formId(form, "org_id", "Organization"));
  } catch (err) {
    return failureState(err, {});
  }
  revalidatePath(PATH);
  const t = await getTranslations("admin");
  return { ok: true, message: t("credentials.rotatedToast") };
}
