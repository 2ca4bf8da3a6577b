"use client";
// "Get a credential for my hours": a date range and, optionally, one kind of work.
import { useActionState } from "react";
import { SelectField, SubmitButton, TextField } from "@/components/forms/field";
import { useActionToast } from "@/components/forms/use-action-toast";
import { laborTypes } from "@/lib/corps/enums";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";

export function IssueHoursCredentialForm({ today, yearStart, issueHoursCredentialAction }: { today: string; yearStart: string; issueHoursCredentialAction: FormAction }) {
  const [state, action, pending] = useActionState(issueHoursCredentialAction, initialActionState);
  useActionToast(state);
  const err = state.ok ? {} : (state.fieldErrors ?? {});
  const val = (k: string, fallback: string) => {
    const x = state.ok ? undefined : state.values?.[k];
    return typeof x === "string" ? x : fallback;
  };
  return (
    <form action={action} className="space-y-4" noValidate aria-label="Get a credential for your hours">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField label="From" name="date_from" type="date" required max={today} defaultValue={val("date_from", yearStart)} error={err.date_from} />
        <TextField label="To" name="date_to" type="date" required max={today} defaultValue={val("date_to", today)} error={err.date_to} />
        <SelectField
          label="Kind of work"
          name="labor_type"
          includeBlank="All kinds"
          options={laborTypes.map((t) => ({ value: t, label: t[0].toUpperCase() + t.slice(1) }))}
          defaultValue={val("labor_type", "")}
          error={err.labor_type}
        />
      </div>
      <p className="text-xs text-slate-700">Only approved hours count. Your organization signs the credential.</p>
      <SubmitButton pending={pending}>Get hours credential</SubmitButton>
    </form>
  );
}
