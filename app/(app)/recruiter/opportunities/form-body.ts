// The opportunity form's fields as the API's body (the API's own schema then validates it);
// shared by the opportunity and series actions.
import { canonicalTimeZone } from "@/lib/time/time-zone";
import { instantOfInput } from "@/lib/time/wall-clock";

/** The form's own messages for the date fields, in the reader's language (the action passes them). */
export interface DateMessages {
  required: string;
  dateTime: string;
}

/** The form's fields to the API's body shape (the API's own schema then validates it). */
export function toBody(form: FormData, messages: DateMessages): { body: Record<string, unknown>; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const raw = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v.trim() : "";
  };
  // The zone the page showed the times in (the organization's or the series'); it only decides
  // how this form's own input is read, so a tampered value can do no more than a typo.
  const zone = canonicalTimeZone(raw("timezone")) ?? "UTC";
  const orNull = (k: string) => raw(k) || null;
  const num = (k: string) => (raw(k) === "" ? null : Number(raw(k)));
  const when = (k: string) => {
    if (!raw(k)) {
      errors[k] = messages.required;
      return undefined;
    }
    const iso = instantOfInput(raw(k), zone);
    if (!iso) errors[k] = messages.dateTime;
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
    requirement_ids: form.getAll("requirement_ids").filter((r): r is string => typeof r === "string"),
    waitlist_mode: raw("waitlist_mode") || undefined,
    offer_window_minutes: raw("offer_window_minutes") === "" ? undefined : Number(raw("offer_window_minutes")),
    signup_mode: raw("signup_mode") || undefined,
    // Only a draw has a close; an empty field leaves the stored one (the API asks for it when needed).
    lottery_closes_at: raw("signup_mode") === "lottery" && raw("lottery_closes_at") ? instantOfInput(raw("lottery_closes_at"), zone) ?? raw("lottery_closes_at") : undefined,
  };
  return { body, errors };
}
