import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { getMyPreferences } from "@/lib/corps/notifications/preferences";
import { emailModes } from "@/lib/corps/notifications/routing";
import { getMyPhone } from "@/lib/corps/texts/sms-contacts";
import { db } from "@/lib/db/client";
import { confirmPhoneAction, removePhoneAction, savePreferencesAction, setPhoneAction } from "./actions";

export const metadata: Metadata = { title: "Messages" };

const MODE_LABELS: Record<(typeof emailModes)[number], string> = { immediate: "Right away", daily: "Daily digest", weekly: "Weekly digest (Monday)", off: "Off" };
const SAVED: Record<string, string> = {
  preferences: "Your preferences are saved.",
  "code-sent": "We texted you a 6-digit code. Enter it below within 10 minutes.",
  "phone-confirmed": "Your number is confirmed.",
  "phone-removed": "Your number is removed; no more texts.",
};
const button = "rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800";
const input = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

export default async function MessagesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("volunteer", "/volunteer/notifications");
  const ctx = { caller, db: db() };
  const [{ categories }, phone] = await Promise.all([getMyPreferences(ctx), getMyPhone(ctx)]);
  const sp = await searchParams;
  const error = typeof sp.error === "string" ? sp.error : null;
  const saved = typeof sp.saved === "string" ? SAVED[sp.saved] : undefined;
  const textable = phone.confirmed && !phone.opted_out;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Messages</h1>
      {error && <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">{error}</p>}
      {saved && <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">{saved}</p>}
      <Card title="What we send you">
        <p className="mb-4 text-sm text-slate-700">
          Choose per kind of message how e-mail reaches you, and whether to get a text. In-app notifications always arrive at once; digests go out at 08:00 in your
          organization&apos;s time zone. Invitations, sign-in links, signed-waiver copies and offer deadlines always come by e-mail.
        </p>
        <form action={savePreferencesAction} className="space-y-4">
          {categories.map((c) => (
            <fieldset key={c.category} className="rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">{c.label}</legend>
              <p id={`desc-${c.category}`} className="text-sm text-slate-700">{c.description}</p>
              <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
                <label className="block text-sm font-medium text-slate-800 sm:w-64">
                  E-mail
                  <select name={`email.${c.category}`} defaultValue={c.email} aria-describedby={`desc-${c.category}`} className={input}>
                    {(c.category === "digest" ? (["immediate", "off"] as const) : emailModes).map((m) => (
                      <option key={m} value={m}>{c.category === "digest" ? (m === "off" ? "Off" : "On") : MODE_LABELS[m]}</option>
                    ))}
                  </select>
                </label>
                {c.sms_available && (
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" name={`sms.${c.category}`} defaultChecked={c.sms} disabled={!textable} className="h-4 w-4" />
                    Text me{!textable && " (confirm a mobile number first)"}
                  </label>
                )}
              </div>
            </fieldset>
          ))}
          <button type="submit" className={button}>Save preferences</button>
        </form>
      </Card>
      <Card title="Text messages">
        {phone.phone && (
          <p className="mb-3 text-sm text-slate-800">
            Number: <span className="font-semibold">{phone.phone}</span> ·{" "}
            {phone.opted_out ? "you replied STOP: reply START to get texts again" : phone.confirmed ? "confirmed" : "not confirmed yet"}
          </p>
        )}
        {phone.phone && !phone.confirmed && (
          <form action={confirmPhoneAction} className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
            <label className="block text-sm font-medium text-slate-800">
              6-digit code
              <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required className={input} />
            </label>
            <button type="submit" className={button}>Confirm number</button>
          </form>
        )}
        <form action={setPhoneAction} className="space-y-3">
          <label className="block text-sm font-medium text-slate-800">
            Mobile number
            <input name="phone" type="tel" autoComplete="tel" required defaultValue={phone.phone ?? ""} placeholder="+1 415 555 0134" className={input} />
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" name="consent" required className="mt-1 h-4 w-4" />
            <span>{phone.consent_text}</span>
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" name="urgent_texts" defaultChecked={phone.urgent_texts} className="mt-1 h-4 w-4" />
            <span>Urgent texts: text me a seat offer at once, even at night, when its deadline would pass before 08:00.</span>
          </label>
          <button type="submit" className={button}>{phone.phone ? "Change number and send a new code" : "Send me a code"}</button>
        </form>
        {phone.phone && (
          <form action={removePhoneAction} className="mt-3">
            <button type="submit" className="text-sm text-red-800 underline">Remove my number</button>
          </form>
        )}
      </Card>
    </div>
  );
}
