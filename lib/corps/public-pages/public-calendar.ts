// /o/{slug}/calendar.ics: the public list as an iCal feed, one event per open date. Nothing but
// what the public page shows (title, summary, place, the public page's URL). /es/o/{slug}/calendar.ics
// is the same feed with its own words in Spanish and links to the Spanish pages.
import ical from "ical-generator";
import type { DbTx } from "@/lib/db/client";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { openShifts } from "./public-listing";
import { publicOrganizationOrThrow, publicShiftUrl } from "./public-organization";

type PublicT = ReturnType<typeof translatorFor<"public">>;

function where(o: { locationType: string; locationName: string | null; address: string | null; city: string | null; state: string | null; zipCode: string | null }, t: PublicT): string | null {
  if (o.locationType === "remote") return t("remote");
  const parts = [o.locationName, o.address, o.city, [o.state, o.zipCode].filter(Boolean).join(" ")].filter((p) => p && p.length);
  return parts.length ? parts.join(", ") : null;
}

export async function publicCalendar(db: DbTx, slug: string, now = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<string> {
  const org = await publicOrganizationOrThrow(db, slug, locale);
  const t = translatorFor(locale, "public");
  const cal = ical({ name: t("feedName", { org: org.name }), prodId: { company: "Corps", product: "Public shifts", language: locale.toUpperCase() }, ttl: 3600, timezone: org.timezone });
  for (const { opportunity: o, seatsLeft } of await openShifts(db, org.id, now)) {
    const seats = seatsLeft === null ? "" : `\n\n${t("feedSeatsLeft", { count: seatsLeft })}`;
    cal.createEvent({
      id: `public-${o.id}@corps`,
      start: o.startDatetime,
      end: o.endDatetime,
      stamp: o.updatedAt,
      summary: o.title,
      description: `${(o.shortDescription || o.description).trim()}${seats}`,
      location: where(o, t),
      url: publicShiftUrl(org.slug, o.id, locale),
    });
  }
  return cal.toString();
}
