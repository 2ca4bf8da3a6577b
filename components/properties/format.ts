// Display formats of the property pages (server-rendered, in the reader's language; times in UTC,
// said so next to them). propertyFormat() binds them to the request's locale and catalogue.
import { getLocale, getTranslations } from "next-intl/server";
import { intlLocale, type Locale } from "@/lib/i18n/locales";
import { contactKinds, healthLabels, inspectionKinds, inspectionResults, managementTypes, priorities, propertyStatuses, unitStatuses } from "@/lib/properties/crm/property-enums";

export function formatMoney(value: number | null | undefined, locale?: Locale): string {
  return value === null || value === undefined ? "—" : new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: "USD", maximumFractionDigits: 2 }).format(value);
}

export function formatDateTime(iso: string | null | undefined, locale?: Locale): string {
  return iso ? `${new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso))} UTC` : "—";
}

export function formatDate(isoDay: string | null | undefined, locale?: Locale): string {
  return isoDay ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${isoDay}T00:00:00Z`)) : "—";
}

export function show(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === "" ? "—" : String(value);
}

/** The value itself when it belongs to the set: the DTOs type some CRM values as plain strings. */
function known<V extends string>(values: readonly V[], v: string): V | null {
  return (values as readonly string[]).includes(v) ? (v as V) : null;
}

export async function propertyFormat() {
  const [t, locale] = await Promise.all([getTranslations("properties"), getLocale()]);
  /** Each CRM value with its label in the reader's language; an unknown value shows as it is. */
  const label = {
    status: (v: string) => {
      const k = known(propertyStatuses, v);
      return k ? t(`value.status.${k}`) : v;
    },
    priority: (v: string) => {
      const k = known(priorities, v);
      return k ? t(`value.priority.${k}`) : v;
    },
    management: (v: string) => {
      const k = known(managementTypes, v);
      return k ? t(`value.management.${k}`) : v;
    },
    health: (v: string) => {
      const k = known(healthLabels, v);
      return k ? t(`value.health.${k}`) : v;
    },
    unit: (v: string) => {
      const k = known(unitStatuses, v);
      return k ? t(`value.unit.${k}`) : v;
    },
    inspectionKind: (v: string) => {
      const k = known(inspectionKinds, v);
      return k ? t(`value.inspectionKind.${k}`) : v;
    },
    inspectionResult: (v: string) => {
      const k = known(inspectionResults, v);
      return k ? t(`value.inspectionResult.${k}`) : v;
    },
    contact: (v: string) => {
      const k = known(contactKinds, v);
      return k ? t(`value.contact.${k}`) : v;
    },
  };
  /** "3 h ago", "2 d ago": how fresh a sync is, next to the exact time. */
  const age = (iso: string | null | undefined, now = Date.now()): string => {
    if (!iso) return t("age.never");
    const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
    if (minutes < 1) return t("age.justNow");
    if (minutes < 60) return t("age.minutes", { count: minutes });
    if (minutes < 48 * 60) return t("age.hours", { count: Math.round(minutes / 60) });
    return t("age.days", { count: Math.round(minutes / 1440) });
  };
  return {
    t,
    locale,
    label,
    age,
    money: (v: number | null | undefined) => formatMoney(v, locale),
    dateTime: (iso: string | null | undefined) => formatDateTime(iso, locale),
    date: (day: string | null | undefined) => formatDate(day, locale),
    /** Select options of a value set, labelled in the reader's language. */
    options: (values: readonly string[], labelOf: (v: string) => string) => values.map((v) => ({ value: v, label: labelOf(v) })),
    none: { value: "", label: t("none") },
  };
}

export type PropertyFormat = Awaited<ReturnType<typeof propertyFormat>>;
