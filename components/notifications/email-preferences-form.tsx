"use client";
// E-mail preferences: one checkbox per notification type (checked = also by e-mail). In-app
// notifications always arrive.
import { useActionState } from "react";
import { SubmitButton } from "@/components/forms/field";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

export function EmailPreferencesForm({ types, optedOut, savePreferencesAction }: { types: { value: string; label: string }[]; optedOut: string[]; savePreferencesAction: FormAction }) {
  const [state, action, pending] = useActionState(savePreferencesAction, initialActionState);
  useActionToast(state);
  const submitted = state.values ? new Set(([] as string[]).concat(state.values.email ?? [])) : null;
  const off = new Set(optedOut);
  const checked = (t: string) => (submitted ? submitted.has(t) : !off.has(t));
  const error = state.fieldErrors?.email_opt_out;
  return (
    <form action={action} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Also send me an e-mail for</legend>
        {error && <p className="mt-1 text-xs font-medium text-red-700">{error}</p>}
        <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {types.map((t) => (
            <li key={t.value}>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" name="email" value={t.value} defaultChecked={checked(t.value)} className="h-4 w-4 rounded border-slate-400" />
                {t.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <SubmitButton pending={pending}>Save e-mail preferences</SubmitButton>
    </form>
  );
}
