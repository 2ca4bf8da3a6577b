"use client";
// Manual badge award: volunteer (from the search above the form) and badge; a duplicate award
// comes back as a field error and a toast.
import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { SelectField, SubmitButton, TextArea } from "@/components/forms/field";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

export function AwardForm({ volunteers, badges, awardAction }: { volunteers: { value: string; label: string }[]; badges: { value: string; label: string }[]; awardAction: FormAction }) {
  const t = useTranslations("admin");
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
        <SelectField label={t("achievements.volunteer")} name="volunteer_id" options={volunteers} includeBlank={t("achievements.chooseVolunteer")} defaultValue={val("volunteer_id")} error={err.volunteer_id} required />
        <SelectField label={t("achievements.badge")} name="achievement_id" options={badges} includeBlank={t("achievements.chooseBadge")} defaultValue={val("achievement_id")} error={err.achievement_id} required />
      </div>
      <TextArea label={t("achievements.notes")} name="notes" rows={2} defaultValue={val("notes")} error={err.notes} hint={t("achievements.notesHint")} />
      <SubmitButton pending={pending}>{t("achievements.awardButton")}</SubmitButton>
    </form>
  );
}
