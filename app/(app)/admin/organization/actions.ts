"use server";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { myOrganizationId } from "@/lib/corps/organizations/my-organization-id";
import { OrganizationUpdate } from "@/lib/corps/organizations/organization-schemas";
import { updateOrganization } from "@/lib/corps/organizations/update-organization";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { LOCALE_NAMES } from "@/lib/i18n/locales";

export async function updateOrganizationAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("corps_admin", "/admin/organization");
  const values = formValues(form);
  try {
    const minutes = String(form.get("auto_checkout_after_minutes") ?? "").trim();
    const input = OrganizationUpdate.parse({
      timezone: form.get("timezone") ?? "",
      default_locale: form.get("default_locale") ?? "",
      default_waitlist_mode: form.get("default_waitlist_mode") ?? "",
      // Empty keeps the current value; anything else must be a whole number (the schema says which).
      ...(minutes === "" ? {} : { auto_checkout_after_minutes: Number(minutes) }),
    });
    const org = await updateOrganization({ caller, db: db() }, myOrganizationId(caller), input);
    revalidatePath("/admin/organization");
    const t = await getTranslations("admin");
    return { ok: true, message: t("organization.saved", { zone: org.timezone, language: LOCALE_NAMES[org.default_locale] }), values: {} };
  } catch (err) {
    return failureState(err, values);
  }
}

/** The public page settings form: a checkbox, the slug, the description and one origin per line. */
export async function updatePublicPageAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("corps_admin", "/admin/organization");
  const values = formValues(form);
  try {
    const slug = String(form.get("slug") ?? "").trim();
    const input = OrganizationUpdate.parse({
      public_page: form.get("public_page") === "on",
      slug: slug === "" ? null : slug,
      public_description: String(form.get("public_description") ?? ""),
      embed_origins: String(form.get("embed_origins") ?? "")
        .split(/\s+/)
        .filter(Boolean),
    });
    const org = await updateOrganization({ caller, db: db() }, myOrganizationId(caller), input);
    revalidatePath("/admin/organization");
    const t = await getTranslations("admin");
    return { ok: true, message: org.public_page ? t("organization.publicOn", { slug: org.slug ?? "" }) : t("organization.publicOff"), values: {} };
  } catch (err) {
    return failureState(err, values);
  }
}
