"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ZodError } from "zod";
import { requirePageCaller } from "@/lib/auth/session";
import { createOpportunity, updateOpportunity } from "@/lib/corps/opportunities";
import { cancelOpportunity, completeOpportunity, publishOpportunity } from "@/lib/corps/opportunity-transitions";
import { CancelBody, OpportunityCreate, OpportunityUpdate } from "@/lib/corps/schemas/opportunity-schemas";
import { db } from "@/lib/db/client";
import { failureState, formValues } from "@/lib/forms/action-failure";
import type { ActionState } from "@/lib/forms/action-state";
import { fromDateTimeInput } from "@/lib/format";
import { ApiError } from "@/lib/http/api-error";
import { zodFields } from "@/lib/http/error-response";
import { uuid } from "@/lib/http/common-schemas";

/** The form's fields to the API's body shape (the API's own schema then validates it). */
function toBody(form: FormData): { body: Record<string, unknown>; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const raw = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v.trim() : "";
  };
  const orNull = (k: string) => raw(k) || null;
  const num = (k: string) => (raw(k) === "" ? null : Number(raw(k)));
  const when = (k: string) => {
    if (!raw(k)) {
      errors[k] = "Required";
      return undefined;
    }
    const iso = fromDateTimeInput(raw(k));
    if (!iso) errors[k] = "Enter a date and time";
    return iso ?? undefined;
  };
  const scheduleType = raw("schedule_type") || "one_time";
  const body: Record<string, unknown> = {
    title: raw("title"),
    short_description: raw("short_description"),
    description: raw("description"),
    labor_type: raw("labor_type") || undefined,
    physical_demand: raw("physical_demand") || undefined,
    tech_level: raw("tech_level") || undefined,
    skills_needed: raw("skills_needed").split(",").map((s) => s.trim()).filter(Boolean),
    requirements: raw("requirements"),
    min_volunteers: num("min_volunteers"),
    max_volunteers: num("max_volunteers"),
    location_type: raw("location_type") || undefined,
    location_name: orNull("location_name"),
    address: orNull("address"),
    city: orNull("city"),
    state: orNull("state"),
    zip_code: orNull("zip_code"),
    location_instructions: orNull("location_instructions"),
    schedule_type: scheduleType,
    recurrence:
      scheduleType === "recurring"
        ? { weekdays: form.getAll("weekdays").filter((d): d is string => typeof d === "string"), until: raw("recurrence_until") }
        : null,
    start_datetime: when("start_datetime"),
    end_datetime: when("end_datetime"),
    estimated_hours: num("estimated_hours"),
    auto_approve_signups: form.get("auto_approve_signups") === "on",
    auto_approve_hours: form.get("auto_approve_hours") === "on",
    allow_waitlist: form.get("allow_waitlist") === "on",
    reminder_hours_before: raw("reminder_hours_before") === "" ? 24 : Number(raw("reminder_hours_before")),
    image_url: orNull("image_url"),
  };
  return { body, errors };
}

/** Creates (as a draft) or updates an opportunity; on success goes to its page. */
export async function saveOpportunityAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const values = formValues(form);
  const id = typeof form.get("opportunity_id") === "string" && form.get("opportunity_id") !== "" ? uuid.parse(form.get("opportunity_id")) : null;
  const { body, errors } = toBody(form);
  let savedId: string;
  try {
    const parsed = id ? OpportunityUpdate.safeParse(body) : OpportunityCreate.safeParse({ ...body, status: "draft" });
    // Missing dates are reported with the schema's other findings, so every field shows at once.
    if (!parsed.success || Object.keys(errors).length > 0) {
      const fieldErrors = { ...(parsed.success ? {} : zodFields(parsed.error)), ...errors };
      return { ok: false, fieldErrors, values, message: "Please correct the highlighted fields." };
    }
    const ctx = { caller, db: db() };
    const saved = id ? await updateOpportunity(ctx, id, parsed.data as OpportunityUpdate) : await createOpportunity(ctx, parsed.data as OpportunityCreate);
    savedId = saved.id;
  } catch (err) {
    return failureState(err, values);
  }
  revalidatePath("/recruiter/opportunities");
  revalidatePath("/recruiter");
  redirect(`/recruiter/opportunities/${savedId}?saved=${id ? "updated" : "created"}`);
}

type Transition = "publish" | "cancel" | "complete";

const DONE: Record<Transition, string> = {
  publish: "Published: volunteers can now sign up.",
  cancel: "The opportunity is cancelled.",
  complete: "The opportunity is completed.",
};

/** Publish, cancel (reason, notify volunteers) or complete; INVALID_STATE comes back as a toast. */
export async function transitionAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const caller = await requirePageCaller("recruiter");
  const values = formValues(form);
  const id = uuid.parse(form.get("opportunity_id"));
  const kind = form.get("transition");
  const ctx = { caller, db: db() };
  try {
    if (kind === "publish") await publishOpportunity(ctx, id);
    else if (kind === "complete") await completeOpportunity(ctx, id);
    else if (kind === "cancel") {
      await cancelOpportunity(ctx, id, CancelBody.parse({ reason: String(form.get("reason") ?? ""), notify_volunteers: form.get("notify_volunteers") === "on" }));
    } else return { ok: false, message: "Unknown action" };
  } catch (err) {
    if (err instanceof ApiError || err instanceof ZodError) return failureState(err, values);
    throw err;
  }
  revalidatePath(`/recruiter/opportunities/${id}`);
  revalidatePath("/recruiter/opportunities");
  revalidatePath("/recruiter");
  return { ok: true, message: DONE[kind], values: {} };
}
