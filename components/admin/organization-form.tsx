"use client";
// The organization's settings form (its time zone, default language, the waitlist mode new
// opportunities start with and when forgotten check-outs close); the server action comes from the page.
import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { SelectField, SubmitButton, TextField } from "@/components/forms/field";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";
import { LOCALES, LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";

interface Props {
  timezone: string;
  locale: Locale;
  waitlistMode: "auto" | "offer";
  autoCheckoutAfterMinutes: number;
  zones: string[];
  action: (prev: ActionState, form: FormData) => Promise<ActionState>;
}

export function OrganizationForm({ timezone, locale, waitlistMode, autoCheckoutAfterMinutes, zones, action }: Props) {
  const t = useTranslations("admin");
  const tr = useTranslations("recruiter");
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
      {/* The same words as the opportunity form's choice, which this default fills in. */}
      <SelectField
        label={t("organization.waitlistMode")}
        name="default_waitlist_mode"
        options={[
          { value: "auto", label: tr("form.waitlistAuto") },
          { value: "offer", label: tr("form.waitlistOffer") },
        ]}
        defaultValue={sent("default_waitlist_mode", waitlistMode)}
        error={state.fieldErrors?.default_waitlist_mode}
        hint={t("organization.waitlistModeHint")}
      />
      <TextField
        label={t("organization.autoCheckout")}
        name="auto_checkout_after_minutes"
        type="number"
        inputMode="numeric"
        min={0}
        max={1440}
        defaultValue={sent("auto_checkout_after_minutes", String(autoCheckoutAfterMinutes))}
        error={state.fieldErrors?.auto_checkout_after_minutes}
        hint={t("organization.autoCheckoutHint")}
      />
      <SubmitButton pending={pending}>{tc("actions.save")}</SubmitButton>
    </form>
  );
}
