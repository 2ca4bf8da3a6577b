"use server";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { createVolunteer, updateVolunteer } from "@/lib/corps/volunteers/volunteers";
import { VolunteerCreate } from "@/lib/corps/volunteers/volunteer-schemas";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { setMyLocale } from "@/lib/corps/notifications/preferences";
import { isLocale } from "@/lib/i18n/locales";
import { resolveLocale } from "@/lib/i18n/resolve-locale";
import { translatorFor } from "@/lib/i18n/translator";

/** availability.<day>.<n>.start|end inputs to {day: [{start, end}]}; rows left fully blank are dropped. */
function availabilityOf(form: FormData): Record<string, { start: string; end: string }[]> {
  const rows = new Map<string, { start: string; end: string }>();
  for (const [key, value] of form.entries()) {
    const m = /^availability\.([a-z]+)\.(\d+)\.(start|end)$/.exec(key);
    if (!m || typeof value !== "string") continue;
    const id = `${m[1]}.${m[2].padStart(3, "0")}`;
    const row = rows.get(id) ?? { start: "", end: "" };
    row[m[3] as "start" | "end"] = value.trim();
    rows.set(id, row);
  }
  const out: Record<string, { start: string; end: string }[]> = {};
  for (const [id, row] of [...rows.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (!row.start && !row.end) continue;
    (out[id.split(".")[0]] ??= []).push(row);
  }
  return out;
}

/** Form fields to the API's body shape; the API's own schema then validates it. */
function toBody(form: FormData) {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
  };
  const miles = text("max_travel_miles");
  const contact = { name: text("emergency_contact.name") ?? "", phone: text("emergency_contact.phone") ?? "", relationship: text("emergency_contact.relationship") ?? "" };
  return {
    first_name: text("first_name"),
    last_name: text("last_name"),
    bio: text("bio") ?? "",
    skills: form.getAll("skills").filter((s): s is string => typeof s === "string"),
    interests: (text("interests") ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    physical_capability: text("physical_capability"),
    tech_comfort: text("tech_comfort"),
    city: text("city") ?? null,
    zip_code: text("zip_code") ?? null,
    max_travel_miles: miles === undefined ? null : Number(miles),
    date_of_birth: text("date_of_birth") ?? null,
    availability: availabilityOf(form),
    // All three blank removes the contact; anything typed is validated as a whole contact.
    emergency_contact: contact.name || contact.phone || contact.relationship ? contact : null,
    onboarding_completed: true,
  };
}

export async function saveProfileAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const values = formValues(form);
  try {
    const body = VolunteerCreate.parse(toBody(form));
    const ctx = { caller, db: db() };
    const id = form.get("profile_id");
    if (typeof id === "string" && id) await updateVolunteer(ctx, id, body);
    else await createVolunteer(ctx, body);
  } catch (err) {
    return failureState(err, values);
  }
  revalidatePath("/volunteer");
  const t = await getTranslations("profile");
  return { ok: true, message: t("action.saved"), values };
}

/** The profile's language: "browser" forgets the choice (users.locale null), else en or es. */
export async function saveLocaleAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const value = form.get("locale");
  const locale = value === "browser" ? null : isLocale(value) ? value : undefined;
  if (locale === undefined) {
    const t = await getTranslations("profile");
    return { ok: false, message: t("action.badLanguage") };
  }
  await setMyLocale({ caller, db: db() }, locale);
  // Every page speaks the new language at the next render.
  revalidatePath("/", "layout");
  // The confirmation is already in the language the pages will now use.
  const now = resolveLocale({ chosen: locale, acceptLanguage: (await headers()).get("accept-language"), orgDefault: caller.orgDefaultLocale });
  return { ok: true, message: translatorFor(now, "profile")("action.languageSaved") };
}
