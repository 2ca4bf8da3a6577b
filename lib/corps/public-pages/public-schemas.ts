// What the public API and pages answer for an organization that opted in (issue 30): its name
// and description, and its upcoming open shifts as cards (a series is one card with its dates).
// Never in here: drafts, cancelled shifts, names, contact details, counts other than seats.
import { z } from "zod";
import { isoDateTime, pagination, uuid } from "@/lib/schemas/common-schemas";

/** How old the public answers may be (Cache-Control s-maxage), said on the pages too. */
export const PUBLIC_MAX_AGE_SECONDS = 60;
export const PUBLIC_CACHE_CONTROL = `public, s-maxage=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=300`;

/** A cancelled or past shift's page still answers this long after its end (then 404). */
export const SHIFT_PAGE_GRACE_DAYS = 30;

export const PublicSlugParams = z.object({
  // Any string: an address that is no organization's is NOT_FOUND, not a validation error.
  slug: z.string().max(200).describe("The organization's public slug"),
});

export const PublicShiftParams = z.object({ slug: PublicSlugParams.shape.slug, id: uuid });

export const PublicListQuery = z.object({ ...pagination });
export type PublicListQuery = z.infer<typeof PublicListQuery>;

export const PublicOrganization = z
  .object({
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    timezone: z.string().describe("IANA zone the organization's times are shown in"),
    url: z.url().describe("The public page"),
  })
  .meta({ id: "PublicOrganization" });
export type PublicOrganization = z.infer<typeof PublicOrganization>;

export const PublicShiftDate = z
  .object({
    id: uuid.describe("The shift (opportunity) id"),
    start_datetime: isoDateTime,
    end_datetime: isoDateTime,
    seats_left: z.number().int().nullable().describe("Seats still free by the seat rule; null when the shift has no limit. Up to 60 s old"),
    url: z.url().describe("The shift's public page"),
  })
  .meta({ id: "PublicShiftDate" });
export type PublicShiftDate = z.infer<typeof PublicShiftDate>;

export const PublicListing = z
  .object({
    id: uuid.describe("The series id for a recurring shift, else the shift's id"),
    series_id: uuid.nullable(),
    title: z.string(),
    summary: z.string(),
    location_type: z.enum(["onsite", "remote", "hybrid"]),
    location_name: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    image_url: z.string().nullable(),
    dates: z.array(PublicShiftDate).describe("Open upcoming dates, earliest first (one for a one-off shift)"),
  })
  .meta({ id: "PublicListing" });
export type PublicListing = z.infer<typeof PublicListing>;

export const PublicListingPage = z
  .object({
    organization: PublicOrganization,
    items: z.array(PublicListing),
    total: z.number().int().describe("Cards in all pages"),
    page: z.number().int(),
    limit: z.number().int(),
    max_age_seconds: z.number().int().describe("Seat counts may be this old"),
  })
  .meta({ id: "PublicListingPage" });
export type PublicListingPage = z.infer<typeof PublicListingPage>;

/** One shift's public page. */
export interface PublicShift {
  id: string;
  title: string;
  description: string;
  summary: string;
  start: Date;
  end: Date;
  locationType: "onsite" | "remote" | "hybrid";
  locationName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  imageUrl: string | null;
  /** scheduled: open for signups or full; cancelled; past: ended or completed. */
  phase: "scheduled" | "cancelled" | "past";
  full: boolean;
  seatsLeft: number | null;
  /** On the organization's list (open, upcoming, seats left). */
  listed: boolean;
  url: string;
  signUpUrl: string;
}
