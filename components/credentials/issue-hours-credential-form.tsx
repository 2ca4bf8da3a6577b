"use client";
// "Get a credential for my hours": a date range and, optionally, one kind of work.
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { SelectField, SubmitButton, TextField } from "@/components/forms/field";
import { useActionToast } from "@/components/forms/use-action-toast";
import { laborTypes } from "@/lib/corps/enums";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";

export function IssueHoursCredentialForm({ today, yearStart, issueHoursCredentialAction }: { today: string; yearStart: string; issueHoursCredentialAction: FormAction }) {
  const [state, action, pending] = useActionState(issueHoursCredentialAction, initialActionState);
  useActionToast(state);
  const t = useTranslations("credentials");
  const tc = useTranslations("common");
  const err = state.ok ? {} : (state.fieldErrors ?? {});
  const val = (k: string, fallback: string) => {
    const x = state.ok ? undefined : state.values?.[k];
    return typeof x === "string" ? x : fallback;
  };
  return (
    <form action={action} className="space-y-4" noValidate aria-label={t("hoursForm.label")}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField label={t("hoursForm.from")} name="date_from" type="date" required max={today} defaultValue={val("date_from", yearStart)} error={err.date_from} />
        <TextField label={t("hoursForm.to")} name="date_to" type="date" required max={today} defaultValue={val("date_to", today)} error={err.date_to} />
        <SelectField
          label={t("hoursForm.kind")}
          name="labor_type"
          includeBlank={t("hoursForm.allKinds")}
          options={laborTypes.map((k) => ({ value: k, label: tc(`laborType.${k}`) }))}
          defaultValue={val("labor_type", "")}
          error={err.labor_type}
        />
      </div>
      <p className="text-xs text-slate-700">{t("hoursForm.hint")}</p>
      <SubmitButton pending={pending}>{t("hoursForm.submit")}</SubmitButton>
    </form>
  );
}
