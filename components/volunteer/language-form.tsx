"use client";
// The profile's own language setting (issue 30): English, Español, or the browser's language
// (no choice saved, so Accept-Language and then the organization's default decide). Each
// language is named in itself so a person who cannot read the page can still find theirs.
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { SelectField, SubmitButton } from "@/components/forms/field";
import { useActionToast } from "@/components/forms/use-action-toast";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";

export function LanguageForm({ chosen, saveLocaleAction }: { chosen: Locale | null; saveLocaleAction: FormAction }) {
  const [state, action, pending] = useActionState(saveLocaleAction, initialActionState);
  useActionToast(state);
  const t = useTranslations("profile");
  const options = [{ value: "browser", label: t("language.browser") }, ...LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))];
  return (
    <form action={action} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-72">
        <SelectField label={t("language.label")} name="locale" options={options} defaultValue={chosen ?? "browser"} hint={t("language.hint")} />
      </div>
      <SubmitButton pending={pending}>{t("language.save")}</SubmitButton>
    </form>
  );
}
