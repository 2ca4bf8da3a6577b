"use client";
// The organization's settings form (its time zone); the server action comes from the page.
import { useActionState } from "react";
import { SelectField, SubmitButton } from "@/components/forms/field";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

export function OrganizationForm({ timezone, zones, action }: { timezone: string; zones: string[]; action: (prev: ActionState, form: FormData) => Promise<ActionState> }) {
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useActionToast(state);
  const chosen = typeof state.values?.timezone === "string" && state.values.timezone ? state.values.timezone : timezone;
  return (
    <form action={formAction} className="max-w-md space-y-4">
      <SelectField
        label="Time zone"
        name="timezone"
        options={zones.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))}
        defaultValue={chosen}
        error={state.fieldErrors?.timezone}
        hint="Opportunity times are entered and shown in this zone, and recurring series keep their local start time in it across daylight-saving changes. Existing series keep the zone they were created in."
      />
      <SubmitButton pending={pending}>Save</SubmitButton>
    </form>
  );
}
