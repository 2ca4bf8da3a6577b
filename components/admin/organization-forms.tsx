"use client";
// Forms of the organizations page (admins): create one, rename one. Actions come from the page.
import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { SubmitButton, TextField } from "@/components/forms/field";
import { useActionToast } from "@/components/forms/use-action-toast";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

export function CreateOrganizationForm({ action }: { action: Action }) {
  const t = useTranslations("admin");
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useActionToast(state);
  const name = typeof state.values?.name === "string" && !state.ok ? state.values.name : "";
  return (
    <form action={formAction} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate aria-label={t("organizations.create")}>
      <TextField label={t("organizations.name")} name="name" required autoComplete="off" defaultValue={name} error={state.fieldErrors?.name} className="sm:w-96" key={state.ok ? "done" : "editing"} />
      <SubmitButton pending={pending} className="min-h-10">
        {t("organizations.createButton")}
      </SubmitButton>
    </form>
  );
}

export function RenameOrganizationForm({ action, orgId, name }: { action: Action; orgId: string; name: string }) {
  const t = useTranslations("admin");
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useActionToast(state);
  const error = state.fieldErrors?.name;
  return (
    <form action={formAction} className="flex flex-wrap items-start gap-2" noValidate>
      <input type="hidden" name="org_id" value={orgId} />
      <div>
        <label htmlFor={`org-name-${orgId}`} className="sr-only">
          {t("organizations.nameOf", { name })}
        </label>
        <input
          id={`org-name-${orgId}`}
          name="name"
          defaultValue={name}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `org-name-${orgId}-error` : undefined}
          className="min-h-10 w-64 max-w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
        {error && (
          <p id={`org-name-${orgId}-error`} className="mt-1 text-xs font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={pending}
        aria-label={t("organizations.renameWho", { name })}
        className="min-h-10 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
      >
        {pending ? t("organizations.saving") : t("organizations.rename")}
      </button>
    </form>
  );
}
