// One shift's public page. It answers for the organization's published, full, completed and
// cancelled shifts until SHIFT_PAGE_GRACE_DAYS after their end, so a search engine that listed a
// shift learns it was cancelled (EventCancelled) or is over; drafts and other organizations'
// shifts are NOT_FOUND. Only open, upcoming shifts are listed.
import type { DbTx } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { publicOrganizationOrThrow, publicShiftUrl, type PublicOrg } from "./public-organization";
import { SHIFT_PAGE_GRACE_DAYS, type PublicShift } from "./public-schemas";
import { publicSeats } from "./public-seats";
import { summaryOf } from "./public-listing";

const DAY_MS = 86_400_000;

/** Where "Sign up" leads: through sign-in (when needed) to the shift's signup in the app. */
export function signUpPath(id: string): string {
  return `/signin?callbackUrl=${encodeURIComponent(`/opportunities/${id}`)}`;
}

export async function publicShift(db: DbTx, slug: string, id: string, now = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<{ org: PublicOrg; shift: PublicShift }> {
  const org = await publicOrganizationOrThrow(db, slug, locale);
  const o = await db.opportunity.findFirst({
    where: {
      id,
      orgId: org.id,
      status: { in: ["published", "full", "completed", "cancelled"] },
      endDatetime: { gt: new Date(now.getTime() - SHIFT_PAGE_GRACE_DAYS * DAY_MS) },
    },
  });
  if (!o) throw ApiError.notFound("Opportunity");
  const seats = (await publicSeats(db, [o])).get(o.id) ?? { full: false, seatsLeft: null };
  const phase = o.status === "cancelled" ? "cancelled" : o.status === "completed" || o.endDatetime <= now ? "past" : "scheduled";
  const listed = phase === "scheduled" && o.status === "published" && o.startDatetime > now && !seats.full;
  return {
    org,
    shift: {
      id: o.id,
      title: o.title,
      description: o.description,
      summary: summaryOf(o),
      start: o.startDatetime,
      end: o.endDatetime,
      locationType: o.locationType,
      locationName: o.locationName,
      address: o.address,
      city: o.city,
      state: o.state,
      zipCode: o.zipCode,
      imageUrl: o.imageUrl,
      phase,
      full: seats.full,
      seatsLeft: seats.seatsLeft,
      listed,
      url: publicShiftUrl(org.slug, o.id, locale),
      signUpUrl: signUpPath(o.id),
    },
  };
}
