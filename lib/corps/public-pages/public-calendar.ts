// /o/{slug}/calendar.ics: the public list as an iCal feed, one event per open date. Nothing but
// what the public page shows (title, summary, place, the public page's URL).
import ical from "ical-generator";
import type { DbTx } from "@/lib/db/client";
import { openShifts } from "./public-listing";
import { publicOrganizationOrThrow, publicShiftUrl } from "./public-organization";

function where(o: { locationType: string; locationName: string | null; address: string | null; city: string | null; state: string | null; zipCode: string | null }): string | null {
  if (o.locationType === "remote") return "Remote";
  const parts = [o.locationName, o.address, o.city, [o.state, o.zipCode].filter(Boolean).join(" ")].filter((p) => p && p.length);
  return parts.length ? parts.join(", ") : null;
}

export async function publicCalendar(db: DbTx, slug: string, now = new Date()): Promise<string> {
  const org = await publicOrganizationOrThrow(db, slug);
  const cal = ical({ name: `${org.name}: volunteer shifts`, prodId: { company: "Corps", product: "Public shifts", language: "EN" }, ttl: 3600, timezone: org.timezone });
  for (const { opportunity: o, seatsLeft } of await openShifts(db, org.id, now)) {
    const seats = seatsLeft === null ? "" : `\n\n${seatsLeft} ${seatsLeft === 1 ? "seat" : "seats"} left when this feed was made.`;
    cal.createEvent({
      id: `public-${o.id}@corps`,
      start: o.startDatetime,
      end: o.endDatetime,
      stamp: o.updatedAt,
      summary: o.title,
      description: `${(o.shortDescription || o.description).trim()}${seats}`,
      location: where(o),
      url: publicShiftUrl(org.slug, o.id),
    });
  }
  return cal.toString();
}
