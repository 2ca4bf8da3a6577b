// The public list of an organization's shifts: published, not started, with seats left by the
// seat rule (publicSeats); the dates of a recurring series make one card. The page, the JSON API,
// the embed and the iCal feed all read this list, so they always agree.
import type { DbTx } from "@/lib/db/client";
import type { Opportunity } from "@/lib/generated/prisma/client";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { offset } from "@/lib/schemas/common-schemas";
import { publicOrganizationOrThrow, publicShiftUrl, type PublicOrg } from "./public-organization";
import { PUBLIC_MAX_AGE_SECONDS, type PublicListing, type PublicListingPage, type PublicListQuery } from "./public-schemas";
import { publicSeats } from "./public-seats";

/**
 * Upcoming published shifts read per organization at most: years of weekly series. Seats are
 * counted for all of them in one grouped query (countsFor), and shared caches keep the answer a
 * minute, so the read runs about once a minute per organization and page.
 */
export const MAX_PUBLIC_SHIFTS = 5000;

const SUMMARY_CHARS = 280;

export function summaryOf(o: Pick<Opportunity, "shortDescription" | "description">): string {
  const text = (o.shortDescription || o.description).trim().replace(/\s+/g, " ");
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1).trimEnd()}…` : text;
}

export interface OpenShift {
  opportunity: Opportunity;
  seatsLeft: number | null;
}

/** The organization's open shifts (published, not started, not full), earliest first. */
export async function openShifts(db: DbTx, orgId: string, now: Date): Promise<OpenShift[]> {
  const candidates = await db.opportunity.findMany({
    where: { orgId, status: "published", startDatetime: { gt: now } },
    orderBy: [{ startDatetime: "asc" }, { id: "asc" }],
    take: MAX_PUBLIC_SHIFTS,
  });
  const seats = await publicSeats(db, candidates);
  return candidates.flatMap((o) => {
    const s = seats.get(o.id);
    return s && !s.full ? [{ opportunity: o, seatsLeft: s.seatsLeft }] : [];
  });
}

/** Cards in the order of their first open date; a series' dates in one card, linking to pages in `locale`. */
export function toCards(org: Pick<PublicOrg, "slug">, shifts: OpenShift[], locale: Locale = DEFAULT_LOCALE): PublicListing[] {
  const cards = new Map<string, PublicListing>();
  for (const { opportunity: o, seatsLeft } of shifts) {
    const key = o.seriesId ?? o.id;
    let card = cards.get(key);
    if (!card) {
      card = {
        id: key,
        series_id: o.seriesId,
        title: o.title,
        summary: summaryOf(o),
        location_type: o.locationType,
        location_name: o.locationName,
        city: o.city,
        state: o.state,
        image_url: o.imageUrl,
        dates: [],
      };
      cards.set(key, card);
    }
    card.dates.push({
      id: o.id,
      start_datetime: o.startDatetime.toISOString(),
      end_datetime: o.endDatetime.toISOString(),
      seats_left: seatsLeft,
      url: publicShiftUrl(org.slug, o.id, locale),
    });
  }
  return [...cards.values()];
}

/** The list; the pages pass their language so links stay in it (the JSON API answers English URLs). */
export async function listPublicOpportunities(db: DbTx, slug: string, q: PublicListQuery, now = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<PublicListingPage> {
  const org = await publicOrganizationOrThrow(db, slug, locale);
  const cards = toCards(org, await openShifts(db, org.id, now), locale);
  const start = offset(q);
  return {
    organization: { name: org.name, slug: org.slug, description: org.description, timezone: org.timezone, url: org.url },
    items: cards.slice(start, start + q.limit),
    total: cards.length,
    page: q.page,
    limit: q.limit,
    max_age_seconds: PUBLIC_MAX_AGE_SECONDS,
  };
}
