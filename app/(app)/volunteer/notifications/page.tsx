import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { getMyPreferences } from "@/lib/corps/notifications/preferences";
import { emailModes } from "@/lib/corps/notifications/routing";
import { getMyPhone } from "@/lib/corps/texts/sms-contacts";
import { db } from "@/lib/db/client";
import { confirmPhoneAction, removePhoneAction, saveEmailTypesAction, savePreferencesAction, setPhoneAction } from "./actions";
import { EmailPreferencesForm } from "@/components/notifications/email-preferences-form";
import { getNotificationPreferences } from "@/lib/corps/notifications/notifications";
import { notificationTypes } from "@/lib/corps/enums";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notifications");
  return { title: t("messages.title") };
}

/** The ?saved= codes the actions redirect with, each a message of the notifications namespace. */
const SAVED = { preferences: "preferences", "code-sent": "codeSent", "phone-confirmed": "phoneConfirmed", "phone-removed": "phoneRemoved" } as const;

function savedKey(code: unknown): (typeof SAVED)[keyof typeof SAVED] | undefined {
  return typeof code === "string" && Object.hasOwn(SAVED, code) ? SAVED[code as keyof typeof SAVED] : undefined;
}
const button = "rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800";
const input = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

export default async function MessagesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("volunteer", "/volunteer/notifications");
  const t = await getTranslations("notifications");
  const ctx = { caller, db: db() };
  const [{ categories }, phone, byType] = await Promise.all([getMyPreferences(ctx), getMyPhone(ctx), getNotificationPreferences(ctx)]);
  // Notification types in words, by key (the API's types are codes).
  const typeOptions = notificationTypes.map((type) => ({ value: type, label: t(`type.${type}`) }));
  const sp = await searchParams;
  const error = typeof sp.error === "string" ? sp.error : null;
  const savedAs = savedKey(sp.saved);
  const saved = savedAs ? t(`messages.saved.${savedAs}`) : undefined;
  const textable = phone.confirmed && !phone.opted_out;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("messages.title")}</h1>
      {error && <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">{error}</p>}
      {saved && <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">{saved}</p>}
      <Card title={t("messages.whatWeSend")}>
        <p className="mb-4 text-sm text-slate-700">{t("messages.intro")}</p>
        <form action={savePreferencesAction} className="space-y-4">
          {/* Category names and descriptions by key: the API keeps its English labels. */}
          {categories.map((c) => (
            <fieldset key={c.category} className="rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">{t(`category.${c.category}.label`)}</legend>
              <p id={`desc-${c.category}`} className="text-sm text-slate-700">{t(`category.${c.category}.description`)}</p>
              <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
                <label className="block text-sm font-medium text-slate-800 sm:w-64">
                  {t("messages.email")}
                  <select name={`email.${c.category}`} defaultValue={c.email} aria-describedby={`desc-${c.category}`} className={input}>
                    {(c.category === "digest" ? (["immediate", "off"] as const) : emailModes).map((m) => (
                      <option key={m} value={m}>{c.category === "digest" ? (m === "off" ? t("messages.mode.off") : t("messages.mode.on")) : t(`messages.mode.${m}`)}</option>
                    ))}
                  </select>
                </label>
                {c.sms_available && (
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" name={`sms.${c.category}`} defaultChecked={c.sms} disabled={!textable} className="h-4 w-4" />
                    {textable ? t("messages.textMe") : t("messages.textMeConfirmFirst")}
                  </label>
                )}
              </div>
            </fieldset>
          ))}
          <button type="submit" className={button}>{t("messages.save")}</button>
        </form>
      </Card>
      <Card title={t("emailPrefs.title")}>
        <p className="mb-3 text-sm text-slate-700">{t("emailPrefs.intro")}</p>
        <EmailPreferencesForm savePreferencesAction={saveEmailTypesAction} types={typeOptions} optedOut={byType.email_opt_out} />
      </Card>
      <Card title={t("messages.texts.title")}>
        {phone.phone && (
          <p className="mb-3 text-sm text-slate-800">
            {t.rich("messages.texts.number", { phone: phone.phone, strong: (chunks) => <span className="font-semibold">{chunks}</span> })} ·{" "}
            {phone.opted_out ? t("messages.texts.optedOut") : phone.confirmed ? t("messages.texts.confirmed") : t("messages.texts.unconfirmed")}
          </p>
        )}
        {phone.phone && !phone.confirmed && (
          <form action={confirmPhoneAction} className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
            <label className="block text-sm font-medium text-slate-800">
              {t("messages.texts.code")}
              <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required className={input} />
            </label>
            <button type="submit" className={button}>{t("messages.texts.confirm")}</button>
          </form>
        )}
        <form action={setPhoneAction} className="space-y-3">
          <label className="block text-sm font-medium text-slate-800">
            {t("messages.texts.mobile")}
            <input name="phone" type="tel" autoComplete="tel" required defaultValue={phone.phone ?? ""} placeholder="+1 415 555 0134" className={input} />
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" name="consent" required className="mt-1 h-4 w-4" />
            <span>{phone.consent_text}</span>
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" name="urgent_texts" defaultChecked={phone.urgent_texts} className="mt-1 h-4 w-4" />
            <span>{t("messages.texts.urgent")}</span>
          </label>
          <button type="submit" className={button}>{phone.phone ? t("messages.texts.change") : t("messages.texts.send")}</button>
        </form>
        {phone.phone && (
          <form action={removePhoneAction} className="mt-3">
            <button type="submit" className="text-sm text-red-800 underline">{t("messages.texts.remove")}</button>
          </form>
        )}
      </Card>
    </div>
  );
}
