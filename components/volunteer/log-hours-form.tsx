"use client";
// "Log hours": the hours schema's field errors under each field, input kept on errors.
import { useActionState } from "react";
import { SelectField, SubmitButton, TextArea, TextField } from "@/components/forms/field";
import { laborTypes } from "@/lib/corps/enums";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

export interface LoggableOpportunity {
  id: string;
  label: string;
}

export function LogHoursForm({ opportunities, today, logHoursAction }: { opportunities: LoggableOpportunity[]; today: string; logHoursAction: FormAction }) {
  const [state, action, pending] = useActionState(logHoursAction, initialActionState);
  useActionToast(state);
  const v = state.ok ? undefined : state.values;
  const val = (k: string, fallback = "") => {
    const x = v?.[k];
    return typeof x === "string" ? x : fallback;
  };
  const err = state.ok ? {} : (state.fieldErrors ?? {});
  // React resets the form after each submit to these defaultValues: the submitted input after
  // an error, a blank entry after success.
  return (
    <form action={action} className="space-y-4" noValidate>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Hours worked" name="hours_worked" type="number" min={0.25} max={24} step="0.25" required defaultValue={val("hours_worked")} error={err.hours_worked} hint="Up to 24, in quarter hours (e.g. 2.5)" />
        <TextField label="Date worked" name="date_worked" type="date" required max={today} defaultValue={val("date_worked", today)} error={err.date_worked} hint="Not in the future" />
        <SelectField
          label="Opportunity (optional)"
          name="opportunity_id"
          includeBlank="None: other volunteering"
          options={opportunities.map((o) => ({ value: o.id, label: o.label }))}
          defaultValue={val("opportunity_id")}
          error={err.opportunity_id}
          hint={opportunities.length ? "Only opportunities you signed up for" : "You have no signups to log against yet"}
        />
        <SelectField
          label="Kind of work"
          name="labor_type"
          includeBlank="The opportunity's kind (or service)"
          options={laborTypes.map((t) => ({ value: t, label: t[0].toUpperCase() + t.slice(1) }))}
          defaultValue={val("labor_type")}
          error={err.labor_type}
        />
      </div>
      <TextArea label="What did you do? (optional)" name="description" rows={2} defaultValue={val("description")} error={err.description} />
      <SubmitButton pending={pending}>Log hours</SubmitButton>
    </form>
  );
}
