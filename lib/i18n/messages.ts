// The message catalogues, one JSON file per namespace and language (messages/<locale>/<ns>.json).
// Imported statically so every server bundle carries them (no file reads at run time on Vercel).
// A new namespace is a file in both folders and a line in each list here.
import type { Locale } from "./locales";
import enCommon from "./messages/en/common.json";
import enShell from "./messages/en/shell.json";
import enAuth from "./messages/en/auth.json";
import enPublic from "./messages/en/public.json";
import enPages from "./messages/en/pages.json";
import enVolunteer from "./messages/en/volunteer.json";
import enOpportunities from "./messages/en/opportunities.json";
import enNotifications from "./messages/en/notifications.json";
import enCalendar from "./messages/en/calendar.json";
import enCredentials from "./messages/en/credentials.json";
import enProfile from "./messages/en/profile.json";
import enRecruiter from "./messages/en/recruiter.json";
import enCharts from "./messages/en/charts.json";
import enAdmin from "./messages/en/admin.json";
import enProperties from "./messages/en/properties.json";
import enMap from "./messages/en/map.json";
import enDocs from "./messages/en/docs.json";
import enEmail from "./messages/en/email.json";
import enNotify from "./messages/en/notify.json";
import enIcal from "./messages/en/ical.json";
import enPdf from "./messages/en/pdf.json";
import enSms from "./messages/en/sms.json";
import enForms from "./messages/en/forms.json";
import enUi from "./messages/en/ui.json";
import esCommon from "./messages/es/common.json";
import esShell from "./messages/es/shell.json";
import esAuth from "./messages/es/auth.json";
import esPublic from "./messages/es/public.json";
import esPages from "./messages/es/pages.json";
import esVolunteer from "./messages/es/volunteer.json";
import esOpportunities from "./messages/es/opportunities.json";
import esNotifications from "./messages/es/notifications.json";
import esCalendar from "./messages/es/calendar.json";
import esCredentials from "./messages/es/credentials.json";
import esProfile from "./messages/es/profile.json";
import esRecruiter from "./messages/es/recruiter.json";
import esCharts from "./messages/es/charts.json";
import esAdmin from "./messages/es/admin.json";
import esProperties from "./messages/es/properties.json";
import esMap from "./messages/es/map.json";
import esDocs from "./messages/es/docs.json";
import esEmail from "./messages/es/email.json";
import esNotify from "./messages/es/notify.json";
import esIcal from "./messages/es/ical.json";
import esPdf from "./messages/es/pdf.json";
import esSms from "./messages/es/sms.json";
import esForms from "./messages/es/forms.json";
import esUi from "./messages/es/ui.json";

const en = {
  common: enCommon,
  shell: enShell,
  auth: enAuth,
  public: enPublic,
  pages: enPages,
  volunteer: enVolunteer,
  opportunities: enOpportunities,
  notifications: enNotifications,
  calendar: enCalendar,
  credentials: enCredentials,
  profile: enProfile,
  recruiter: enRecruiter,
  charts: enCharts,
  admin: enAdmin,
  properties: enProperties,
  map: enMap,
  docs: enDocs,
  email: enEmail,
  notify: enNotify,
  ical: enIcal,
  pdf: enPdf,
  sms: enSms,
  forms: enForms,
  ui: enUi,
};

/** The shape of every catalogue: English is the reference (the Spanish one must match it). */
export type Messages = typeof en;

const es: Messages = {
  common: esCommon,
  shell: esShell,
  auth: esAuth,
  public: esPublic,
  pages: esPages,
  volunteer: esVolunteer,
  opportunities: esOpportunities,
  notifications: esNotifications,
  calendar: esCalendar,
  credentials: esCredentials,
  profile: esProfile,
  recruiter: esRecruiter,
  charts: esCharts,
  admin: esAdmin,
  properties: esProperties,
  map: esMap,
  docs: esDocs,
  email: esEmail,
  notify: esNotify,
  ical: esIcal,
  pdf: esPdf,
  sms: esSms,
  forms: esForms,
  ui: esUi,
};

export const NAMESPACES = Object.keys(en) as (keyof Messages)[];

export const CATALOGUES: Record<Locale, Messages> = { en, es };

/** Read only on the server (e-mails, notifications, feeds, PDFs, texts): never sent to browsers. */
const SERVER_ONLY: readonly (keyof Messages)[] = ["email", "notify", "ical", "pdf", "sms"];

/** The part of a catalogue client components may need, for NextIntlClientProvider. */
export function clientMessages(messages: Messages): Partial<Messages> {
  return Object.fromEntries(Object.entries(messages).filter(([ns]) => !(SERVER_ONLY as readonly string[]).includes(ns)));
}
