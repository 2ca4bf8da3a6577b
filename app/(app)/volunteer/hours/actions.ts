"use server";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { requirePageCaller } from "@/lib/sign-in/session";
import { createHours } from "@/lib/corps/hours/hours";
import { HoursCreate } from "@/lib/corps/hours/hours-schemas";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";

/** Form fields to the API's body; blank optional fields are left out so the API's defaults apply. */
function toBody(form: FormData) {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
  };
  const hours = text("hours_worked");
  return {
    opportunity_id: text("opportunity_id"),
    // A non-number becomes NaN, which the schema reports as "Must be a number".
    hours_worked: hours === undefined ? undefined : Number(hours),
    date_worked: text("date_worked"),
    labor_type: text("labor_type"),
    description: text("description"),
  };
}

export async function logHoursAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("volunteer");
  const values = formValues(form);
  let status: string;
  try {
    const body = HoursCreate.parse(toBody(form));
    status = (await createHours({ caller, db: db() }, body)).status;
  } catch (err) {
    return failureState(err, values);
  }
  revalidatePath("/volunteer/hours");
  revalidatePath("/volunteer");
  // A fresh form after success: nothing to keep.
  const t = await getTranslations("volunteer");
  return { ok: true, message: status === "auto_approved" ? t("hours.action.autoApproved") : t("hours.action.pending") };
}
