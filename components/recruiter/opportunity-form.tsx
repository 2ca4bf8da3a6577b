"use client";
// The one opportunity form (new and edit): fields of the API's create/update schemas, input kept
// and each field's error shown after a failed save. New opportunities are saved as drafts.
import { useTranslations } from "next-intl";
import { useActionState, useEffect, useId } from "react";
import { toast } from "sonner";
import { SelectField, SubmitButton, TextArea, TextField } from "@/components/forms/field";
import { isRequirementKind } from "@/components/requirements/requirement-labels";
import { laborTypes, locationTypes, physicalLevels, scheduleTypes, techLevels, weekdays } from "@/lib/corps/enums";
import type { OpportunityDto } from "@/lib/corps/opportunities/opportunity-schemas";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { toDateTimeInput } from "@/lib/format";

const opts = <V extends string>(values: readonly V[], label: (v: V) => string) => values.map((v) => ({ value: v, label: label(v) }));

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
  const t = useTranslations("recruiter");
  const tc = useTranslations("common");
  const to = useTranslations("opportunities");
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
          {err.body ? t("form.fixFieldsBody", { body: err.body }) : t("fixFields")}
        </p>
      )}
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">{t("form.what")}</legend>
        <TextField label={t("form.title")} name="title" required defaultValue={val("title", o?.title)} error={err.title} />
        <TextField label={t("form.shortDescription")} name="short_description" defaultValue={val("short_description", o?.short_description)} error={err.short_description} hint={t("form.shortDescriptionHint")} />
        <TextArea label={t("form.description")} name="description" defaultValue={val("description", o?.description)} error={err.description} rows={5} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <SelectField label={t("form.kindOfWork")} name="labor_type" options={opts(laborTypes, (v) => tc(`laborType.${v}`))} defaultValue={val("labor_type", o?.labor_type ?? "service")} error={err.labor_type} />
          <SelectField label={t("form.physicalDemand")} name="physical_demand" options={opts(physicalLevels, (v) => t(`form.physical.${v}`))} defaultValue={val("physical_demand", o?.physical_demand ?? "light")} error={err.physical_demand} />
          <SelectField label={t("form.techLevel")} name="tech_level" options={opts(techLevels, (v) => t(`form.tech.${v}`))} defaultValue={val("tech_level", o?.tech_level ?? "none")} error={err.tech_level} />
        </div>
        <TextField label={t("form.skillsNeeded")} name="skills_needed" defaultValue={val("skills_needed", o?.skills_needed.join(", "))} error={err.skills_needed ?? err["skills_needed.0"]} hint={t("form.skillsHint")} />
        <TextArea label={t("form.requirements")} name="requirements" defaultValue={val("requirements", o?.requirements)} error={err.requirements} rows={2} hint={t("form.requirementsHint")} />
        <fieldset className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">{t("form.signupRequirements")}</legend>
          {err.requirement_ids && <p className="text-xs font-medium text-red-700">{err.requirement_ids}</p>}
          {requirementChoices.length === 0 ? (
            <p className="text-sm text-slate-700">{t("form.noRequirements")}</p>
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
                      <span className="font-medium text-slate-900">{r.name}</span> <span className="text-slate-700">({isRequirementKind(r.kind) ? to(`requirement.kind.${r.kind}`) : r.kind}{r.applies_to_all ? t("form.appliesToAll") : ""})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">{t("form.when")}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t("form.starts")} name="start_datetime" type="datetime-local" required defaultValue={val("start_datetime", o ? toDateTimeInput(o.start_datetime, timezone) : "")} error={err.start_datetime} hint={series ? t("form.timeInSeries", { zone: timezone }) : t("form.timeIn", { zone: timezone })} />
          <TextField label={t("form.ends")} name="end_datetime" type="datetime-local" required defaultValue={val("end_datetime", o ? toDateTimeInput(o.end_datetime, timezone) : "")} error={err.end_datetime} hint={t("form.timeIn", { zone: timezone })} />
          <SelectField label={t("form.schedule")} name="schedule_type" options={opts(scheduleTypes, (s) => t(`form.scheduleType.${s}`))} defaultValue={val("schedule_type", o?.schedule_type ?? "one_time")} error={err.schedule_type} />
          <TextField label={t("form.estimatedHours")} name="estimated_hours" type="number" min={0} step="0.25" defaultValue={val("estimated_hours", o?.estimated_hours)} error={err.estimated_hours} />
        </div>
        <fieldset className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">{t("form.repeatsOn")}</legend>
          {(err.recurrence || err["recurrence.weekdays"]) && <p className="text-xs font-medium text-red-700">{err["recurrence.weekdays"] ?? err.recurrence}</p>}
          <div className="mt-1 flex flex-wrap gap-3">
            {weekdays.map((d) => (
              <label key={d} className="flex items-center gap-1 text-sm capitalize">
                <input type="checkbox" name="weekdays" value={d} defaultChecked={chosenDays.has(d)} className="h-4 w-4 rounded border-slate-400" />
                {tc(`weekday.${d}`)}
              </label>
            ))}
          </div>
          <TextField className="mt-3 max-w-xs" label={t("form.until")} name="recurrence_until" type="date" defaultValue={val("recurrence_until", o?.recurrence?.until)} error={err["recurrence.until"]} />
        </fieldset>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">{t("form.where")}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField label={t("form.locationType")} name="location_type" options={opts(locationTypes, (v) => t(`form.location.${v}`))} defaultValue={val("location_type", o?.location_type ?? "onsite")} error={err.location_type} />
          <TextField label={t("form.placeName")} name="location_name" defaultValue={val("location_name", o?.location_name)} error={err.location_name} />
          <TextField label={t("form.address")} name="address" defaultValue={val("address", o?.address)} error={err.address} autoComplete="street-address" />
          <TextField label={t("form.city")} name="city" defaultValue={val("city", o?.city)} error={err.city} />
          <TextField label={t("form.state")} name="state" defaultValue={val("state", o?.state)} error={err.state} />
          <TextField label={t("form.zip")} name="zip_code" defaultValue={val("zip_code", o?.zip_code)} error={err.zip_code} />
        </div>
        <TextArea label={t("form.directions")} name="location_instructions" defaultValue={val("location_instructions", o?.location_instructions)} error={err.location_instructions} rows={2} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">{t("form.volunteers")}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField label={t("form.minVolunteers")} name="min_volunteers" type="number" min={0} defaultValue={val("min_volunteers", o?.min_volunteers)} error={err.min_volunteers} />
          <TextField label={t("form.maxVolunteers")} name="max_volunteers" type="number" min={1} defaultValue={val("max_volunteers", o?.max_volunteers)} error={err.max_volunteers} hint={t("form.noLimit")} />
          <TextField label={t("form.reminder")} name="reminder_hours_before" type="number" min={0} max={720} defaultValue={val("reminder_hours_before", o?.reminder_hours_before ?? 24)} error={err.reminder_hours_before} />
        </div>
        <div className="space-y-3">
          <Check name="auto_approve_signups" label={t("form.autoSignups")} defaultChecked={checked("auto_approve_signups", o?.auto_approve_signups ?? false)} hint={t("form.autoSignupsHint")} />
          <Check name="auto_approve_hours" label={t("form.autoHours")} defaultChecked={checked("auto_approve_hours", o?.auto_approve_hours ?? false)} />
          <Check name="allow_waitlist" label={t("form.waitlist")} defaultChecked={checked("allow_waitlist", o?.allow_waitlist ?? true)} />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label={t("form.seatsFree")}
            name="waitlist_mode"
            options={[
              { value: "auto", label: t("form.waitlistAuto") },
              { value: "offer", label: t("form.waitlistOffer") },
            ]}
            includeBlank={o ? undefined : t("form.orgDefault")}
            defaultValue={val("waitlist_mode", o?.waitlist_mode ?? "")}
            error={err.waitlist_mode}
          />
          <TextField label={t("form.replyWindow")} name="offer_window_minutes" type="number" min={1} max={10080} defaultValue={val("offer_window_minutes", o?.offer_window_minutes ?? 720)} error={err.offer_window_minutes} hint={t("form.replyWindowHint")} />
          <SelectField
            label={t("form.whoGetsSeats")}
            name="signup_mode"
            options={[
              { value: "first_come", label: t("form.firstCome") },
              { value: "lottery", label: t("form.lottery") },
            ]}
            defaultValue={val("signup_mode", o?.signup_mode ?? "first_come")}
            error={err.signup_mode}
          />
          {!series && (
            <TextField
              label={t("form.drawCloses")}
              name="lottery_closes_at"
              type="datetime-local"
              defaultValue={val("lottery_closes_at", o?.lottery_closes_at ? toDateTimeInput(o.lottery_closes_at, timezone) : "")}
              error={err.lottery_closes_at}
              hint={t("form.drawClosesHint", { zone: timezone })}
            />
          )}
        </div>
        <TextField label={t("form.imageUrl")} name="image_url" type="url" defaultValue={val("image_url", o?.image_url)} error={err.image_url} />
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending}>{series ? t("form.saveSeries") : o ? t("form.saveChanges") : t("form.saveDraft")}</SubmitButton>
        {!o && <p className="text-sm text-slate-700">{t("form.publishLater")}</p>}
      </div>
    </form>
  );
}
