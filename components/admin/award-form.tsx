"use client";
// Manual badge award: volunteer (from the search above the form) and badge; a duplicate award
// comes back as a field error and a toast.
import { useActionState } from "react";
import { SelectField, SubmitButton, TextArea } from "@/components/forms/field";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

export function AwardForm({ volunteers, badges, awardAction }: { volunteers: { value: string; label: string }[]; badges: { value: string; label: string }[]; awardAction: FormAction }) {
  const [state, action, pending] = useActionState(awardAction, initialActionState);
  useActionToast(state);
  const err = state.fieldErrors ?? {};
  const val = (k: string) => {
    const x = state.values?.[k];
    return typeof x === "string" ? x : "";
  };
  return (
    // React resets the form after the action; defaultValues then restore what should stay.
    <form action={action} className="space-y-4" noValidate>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField label="Volunteer" name="volunteer_id" options={volunteers} includeBlank="Choose a volunteer" defaultValue={val("volunteer_id")} error={err.volunteer_id} required />
        <SelectField label="Badge" name="achievement_id" options={badges} includeBlank="Choose a badge" defaultValue={val("achievement_id")} error={err.achievement_id} required />
      </div>
      <TextArea label="Notes (optional)" name="notes" rows={2} defaultValue={val("notes")} error={err.notes} hint="Included in the volunteer's notification" />
      <SubmitButton pending={pending}>Award badge</SubmitButton>
    </form>
  );
}
