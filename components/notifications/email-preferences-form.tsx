"use client";
// E-mail preferences: one checkbox per notification type (checked = also by e-mail). In-app
// notifications always arrive.
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { SubmitButton } from "@/components/forms/field";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

export function EmailPreferencesForm({ types, optedOut, savePreferencesAction }: { types: { value: string; label: string }[]; optedOut: string[]; savePreferencesAction: FormAction }) {
  const [state, action, pending] = useActionState(savePreferencesAction, initialActionState);
  useActionToast(state);
  const t = useTranslations("notifications");
  const submitted = state.values ? new Set(([] as string[]).concat(state.values.email ?? [])) : null;
  const off = new Set(optedOut);
  const checked = (type: string) => (submitted ? submitted.has(type) : !off.has(type));
  const error = state.fieldErrors?.email_opt_out;
  return (
    <form action={action} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("emailPrefs.legend")}</legend>
        {error && <p className="mt-1 text-xs font-medium text-red-700">{error}</p>}
        <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {types.map((type) => (
            <li key={type.value}>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" name="email" value={type.value} defaultChecked={checked(type.value)} className="h-4 w-4 rounded border-slate-400" />
                {type.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <SubmitButton pending={pending}>{t("emailPrefs.save")}</SubmitButton>
    </form>
  );
}
