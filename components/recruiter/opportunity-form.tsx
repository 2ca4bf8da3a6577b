"use client";
// The one opportunity form (new and edit): fields of the API's create/update schemas, input kept
// and each field's error shown after a failed save. New opportunities are saved as drafts.
import { useActionState, useEffect, useId } from "react";
import { toast } from "sonner";
import { SelectField, SubmitButton, TextArea, TextField } from "@/components/forms/field";
import { KIND_LABEL } from "@/components/requirements/requirement-labels";
import { laborTypes, locationTypes, physicalLevels, scheduleTypes, techLevels, weekdays } from "@/lib/corps/enums";
import type { OpportunityDto } from "@/lib/corps/opportunities/opportunity-schemas";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { toDateTimeInput } from "@/lib/format";

const opts = (values: readonly string[], label: (v: string) => string = (v) => v.replace("_", " ")) =>
  values.map((v) => ({ value: v, label: label(v).replace(/^./, (c) => c.toUpperCase()) }));

function Check({ name, label, defaultChecked, hint }: { name: string; label: string; defaultChecked: boolean; hint?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} className="mt-0.5 h-4 w-4 rounded border-slate-400" aria-describedby={hint ? `${id}-hint` : undefined} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
        {hint && <p id={`${id}-hint`} className="text-xs text-slate-600">{hint}</p>}
      </div>
    </div>
  );
}

export interface RequirementChoice {
  id: string;
  name: string;
  kind: string;
  applies_to_all: boolean;
}

/**
 * With `series`, the form edits every upcoming date of a recurring series (prefilled from one of
 * them) through the given action: the times give the new time of day, each date keeps its date.
 */
export function OpportunityForm({
  opportunity,
  series,
  save,
  timezone,
  requirementChoices = [],
}: {
  opportunity?: OpportunityDto;
  series?: { id: string };
  /** The server action that saves (the page passes it: components do not import from app/). */
  save: (prev: ActionState, form: FormData) => Promise<ActionState>;
  /** The zone the times are read and shown in: the organization's, or the series' own. */
  timezone: string;
  requirementChoices?: RequirementChoice[];
}) {
  const [state, action, pending] = useActionState(save, initialActionState);
  useEffect(() => {
    if (!state.ok && state.message) toast.error(state.message);
  }, [state]);
  const o = opportunity;
  const v = state.values;
  // After a failed save the submitted values win over the stored ones (nothing typed is lost).
  const val = (k: string, stored: string | number | null | undefined) => {
    const x = v?.[k];
    if (typeof x === "string") return x;
    if (Array.isArray(x)) return x.join(", ");
    return stored == null ? "" : String(stored);
  };
  const checked = (k: string, stored: boolean) => (v ? v[k] === "on" : stored);
  const err = state.fieldErrors ?? {};
  const chosenDays = new Set(v ? ([] as string[]).concat(v.weekdays ?? []) : (o?.recurrence?.weekdays ?? []));
  const chosenRequirements = new Set(v ? ([] as string[]).concat(v.requirement_ids ?? []) : (o?.requirement_ids ?? []));
  return (
    <form action={action} className="space-y-8" noValidate>
      <input type="hidden" name="timezone" value={timezone} />
      {o && !series && <input type="hidden" name="opportunity_id" value={o.id} />}
      {series && <input type="hidden" name="series_id" value={series.id} />}
      {Object.keys(err).length > 0 && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          Please correct the highlighted fields{err.body ? `: ${err.body}` : "."}
        </p>
      )}
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">What</legend>
        <TextField label="Title" name="title" required defaultValue={val("title", o?.title)} error={err.title} />
        <TextField label="Short description" name="short_description" defaultValue={val("short_description", o?.short_description)} error={err.short_description} hint="One line shown in lists" />
        <TextArea label="Description" name="description" defaultValue={val("description", o?.description)} error={err.description} rows={5} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <SelectField label="Kind of work" name="labor_type" options={opts(laborTypes)} defaultValue={val("labor_type", o?.labor_type ?? "service")} error={err.labor_type} />
          <SelectField label="Physical demand" name="physical_demand" options={opts(physicalLevels)} defaultValue={val("physical_demand", o?.physical_demand ?? "light")} error={err.physical_demand} />
          <SelectField label="Technology level" name="tech_level" options={opts(techLevels)} defaultValue={val("tech_level", o?.tech_level ?? "none")} error={err.tech_level} />
        </div>
        <TextField label="Skills needed" name="skills_needed" defaultValue={val("skills_needed", o?.skills_needed.join(", "))} error={err.skills_needed ?? err["skills_needed.0"]} hint="Comma separated, e.g. Cooking, Food Handling" />
        <TextArea label="Requirements" name="requirements" defaultValue={val("requirements", o?.requirements)} error={err.requirements} rows={2} hint="Free text shown to volunteers; the checks below are enforced at signup" />
        <fieldset className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">Signup requirements</legend>
          {err.requirement_ids && <p className="text-xs font-medium text-red-700">{err.requirement_ids}</p>}
          {requirementChoices.length === 0 ? (
            <p className="text-sm text-slate-700">Your organization has no requirements yet; a corps admin adds waivers and checks under Admin, Requirements.</p>
          ) : (
            <ul className="mt-1 space-y-2">
              {requirementChoices.map((r) => (
                <li key={r.id}>
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="requirement_ids"
                      value={r.id}
                      defaultChecked={r.applies_to_all || chosenRequirements.has(r.id)}
                      disabled={r.applies_to_all}
                      className="mt-0.5 h-4 w-4 rounded border-slate-400"
                    />
                    <span>
                      <span className="font-medium text-slate-900">{r.name}</span> <span className="text-slate-700">({KIND_LABEL[r.kind] ?? r.kind}{r.applies_to_all ? ", applies to every opportunity" : ""})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">When</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Starts" name="start_datetime" type="datetime-local" required defaultValue={val("start_datetime", o ? toDateTimeInput(o.start_datetime, timezone) : "")} error={err.start_datetime} hint={series ? `Time in ${timezone}; its time of day applies to every upcoming date` : `Time in ${timezone}`} />
          <TextField label="Ends" name="end_datetime" type="datetime-local" required defaultValue={val("end_datetime", o ? toDateTimeInput(o.end_datetime, timezone) : "")} error={err.end_datetime} hint={`Time in ${timezone}`} />
          <SelectField label="Schedule" name="schedule_type" options={opts(scheduleTypes, (s) => (s === "one_time" ? "one time" : s === "recurring" ? "recurring (weekly)" : s))} defaultValue={val("schedule_type", o?.schedule_type ?? "one_time")} error={err.schedule_type} />
          <TextField label="Estimated hours" name="estimated_hours" type="number" min={0} step="0.25" defaultValue={val("estimated_hours", o?.estimated_hours)} error={err.estimated_hours} />
        </div>
        <fieldset className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">Recurring schedules only: repeats weekly on</legend>
          {(err.recurrence || err["recurrence.weekdays"]) && <p className="text-xs font-medium text-red-700">{err["recurrence.weekdays"] ?? err.recurrence}</p>}
          <div className="mt-1 flex flex-wrap gap-3">
            {weekdays.map((d) => (
              <label key={d} className="flex items-center gap-1 text-sm capitalize">
                <input type="checkbox" name="weekdays" value={d} defaultChecked={chosenDays.has(d)} className="h-4 w-4 rounded border-slate-400" />
                {d}
              </label>
            ))}
          </div>
          <TextField className="mt-3 max-w-xs" label="Until" name="recurrence_until" type="date" defaultValue={val("recurrence_until", o?.recurrence?.until)} error={err["recurrence.until"]} />
        </fieldset>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Where</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField label="Location type" name="location_type" options={opts(locationTypes)} defaultValue={val("location_type", o?.location_type ?? "onsite")} error={err.location_type} />
          <TextField label="Place name" name="location_name" defaultValue={val("location_name", o?.location_name)} error={err.location_name} />
          <TextField label="Address" name="address" defaultValue={val("address", o?.address)} error={err.address} autoComplete="street-address" />
          <TextField label="City" name="city" defaultValue={val("city", o?.city)} error={err.city} />
          <TextField label="State" name="state" defaultValue={val("state", o?.state)} error={err.state} />
          <TextField label="ZIP code" name="zip_code" defaultValue={val("zip_code", o?.zip_code)} error={err.zip_code} />
        </div>
        <TextArea label="Directions for volunteers" name="location_instructions" defaultValue={val("location_instructions", o?.location_instructions)} error={err.location_instructions} rows={2} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Volunteers</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField label="Minimum volunteers" name="min_volunteers" type="number" min={0} defaultValue={val("min_volunteers", o?.min_volunteers)} error={err.min_volunteers} />
          <TextField label="Maximum volunteers" name="max_volunteers" type="number" min={1} defaultValue={val("max_volunteers", o?.max_volunteers)} error={err.max_volunteers} hint="Empty: no limit" />
          <TextField label="Reminder (hours before)" name="reminder_hours_before" type="number" min={0} max={720} defaultValue={val("reminder_hours_before", o?.reminder_hours_before ?? 24)} error={err.reminder_hours_before} />
        </div>
        <div className="space-y-3">
          <Check name="auto_approve_signups" label="Confirm signups automatically" defaultChecked={checked("auto_approve_signups", o?.auto_approve_signups ?? false)} hint="Otherwise you approve each signup on the roster" />
          <Check name="auto_approve_hours" label="Approve checked-out hours automatically" defaultChecked={checked("auto_approve_hours", o?.auto_approve_hours ?? false)} />
          <Check name="allow_waitlist" label="Keep a waitlist when full" defaultChecked={checked("allow_waitlist", o?.allow_waitlist ?? true)} />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label="When seats free up"
            name="waitlist_mode"
            options={[
              { value: "auto", label: "Give them to the next in line at once" },
              { value: "offer", label: "Offer them with a reply deadline" },
            ]}
            includeBlank={o ? undefined : "The organization's default"}
            defaultValue={val("waitlist_mode", o?.waitlist_mode ?? "")}
            error={err.waitlist_mode}
          />
          <TextField label="Reply window (minutes)" name="offer_window_minutes" type="number" min={1} max={10080} defaultValue={val("offer_window_minutes", o?.offer_window_minutes ?? 720)} error={err.offer_window_minutes} hint="For offers: 1 to 10080 (7 days); never later than an hour before the start" />
          <SelectField
            label="Who gets the seats"
            name="signup_mode"
            options={[
              { value: "first_come", label: "First come, first served" },
              { value: "lottery", label: "A draw among everyone who entered" },
            ]}
            defaultValue={val("signup_mode", o?.signup_mode ?? "first_come")}
            error={err.signup_mode}
          />
          {!series && (
            <TextField
              label="Draw closes"
              name="lottery_closes_at"
              type="datetime-local"
              defaultValue={val("lottery_closes_at", o?.lottery_closes_at ? toDateTimeInput(o.lottery_closes_at, timezone) : "")}
              error={err.lottery_closes_at}
              hint={`For a draw: entries close and seats are drawn then (time in ${timezone}); before the start`}
            />
          )}
        </div>
        <TextField label="Image URL" name="image_url" type="url" defaultValue={val("image_url", o?.image_url)} error={err.image_url} />
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending}>{series ? "Save every upcoming date" : o ? "Save changes" : "Save as draft"}</SubmitButton>
        {!o && <p className="text-sm text-slate-700">You can publish it from its page once it is saved.</p>}
      </div>
    </form>
  );
}
