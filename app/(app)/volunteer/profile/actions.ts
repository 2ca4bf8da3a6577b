"use server";
import { revalidatePath } from "next/cache";
import { requirePageCaller } from "@/lib/auth/session";
import { createVolunteer, updateVolunteer } from "@/lib/corps/volunteers";
import { VolunteerCreate } from "@/lib/corps/schemas/volunteer-schemas";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";

/** Form fields to the API's body shape; the API's own schema then validates it. */
function toBody(form: FormData) {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
  };
  const miles = text("max_travel_miles");
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
  return { ok: true, message: "Profile saved", values };
}
