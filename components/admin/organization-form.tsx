"use client";
// The organization's settings form (its time zone and default language); the server action comes
// from the page.
import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { SelectField, SubmitButton } from "@/components/forms/field";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";
import { LOCALES, LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";

export function OrganizationForm({ timezone, locale, zones, action }: { timezone: string; locale: Locale; zones: string[]; action: (prev: ActionState, form: FormData) => Promise<ActionState> }) {
  const t = useTranslations("admin");
  const tc = useTranslations("common");
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useActionToast(state);
  const sent = (name: string, saved: string) => (typeof state.values?.[name] === "string" && state.values[name] ? (state.values[name] as string) : saved);
  return (
    <form action={formAction} className="max-w-md space-y-4">
      <SelectField
        label={t("organization.timezone")}
        name="timezone"
        options={zones.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))}
        defaultValue={sent("timezone", timezone)}
        error={state.fieldErrors?.timezone}
        hint={t("organization.timezoneHint")}
      />
      {/* Each language by its own name, as language pickers do. */}
      <SelectField
        label={t("organization.language")}
        name="default_locale"
        options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
        defaultValue={sent("default_locale", locale)}
        error={state.fieldErrors?.default_locale}
        hint={t("organization.languageHint")}
      />
      <SubmitButton pending={pending}>{tc("actions.save")}</SubmitButton>
    </form>
  );
}
