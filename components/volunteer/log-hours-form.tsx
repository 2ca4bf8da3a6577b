"use client";
// "Log hours": the hours schema's field errors under each field, input kept on errors.
import { useTranslations } from "next-intl";
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
  const t = useTranslations("volunteer");
  const tc = useTranslations("common");
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
        <TextField label={t("hours.form.hours")} name="hours_worked" type="number" min={0.25} max={24} step="0.25" required defaultValue={val("hours_worked")} error={err.hours_worked} hint={t("hours.form.hoursHint")} />
        <TextField label={t("hours.form.date")} name="date_worked" type="date" required max={today} defaultValue={val("date_worked", today)} error={err.date_worked} hint={t("hours.form.dateHint")} />
        <SelectField
          label={t("hours.form.opportunity")}
          name="opportunity_id"
          includeBlank={t("hours.form.opportunityNone")}
          options={opportunities.map((o) => ({ value: o.id, label: o.label }))}
          defaultValue={val("opportunity_id")}
          error={err.opportunity_id}
          hint={opportunities.length ? t("hours.form.opportunityHint") : t("hours.form.opportunityHintNone")}
        />
        <SelectField
          label={t("hours.form.kind")}
          name="labor_type"
          includeBlank={t("hours.form.kindDefault")}
          options={laborTypes.map((k) => ({ value: k, label: tc(`laborType.${k}`) }))}
          defaultValue={val("labor_type")}
          error={err.labor_type}
        />
      </div>
      <TextArea label={t("hours.form.description")} name="description" rows={2} defaultValue={val("description")} error={err.description} />
      <SubmitButton pending={pending}>{t("home.chart.logHours")}</SubmitButton>
    </form>
  );
}
