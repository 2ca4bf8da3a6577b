// schema.org Event JSON-LD for a shift's public page: what Google's event rich result requires
// and recommends (name, startDate/endDate with the organization's offset, eventStatus,
// eventAttendanceMode, location, organizer, description, image, offers with price 0 and
// availability by seats). Typed with schema-dts.
import type { Event, EventAttendanceModeEnumeration, EventStatusType, ItemAvailability, Place, VirtualLocation, WithContext } from "schema-dts";
import { offsetDateTime } from "@/lib/time/offset-date-time";
import type { PublicOrg } from "./public-organization";
import type { PublicShift } from "./public-schemas";

function place(s: PublicShift): Place {
  return {
    "@type": "Place",
    name: s.locationName ?? ([s.city, s.state].filter(Boolean).join(", ") || s.title),
    address: {
      "@type": "PostalAddress",
      ...(s.address ? { streetAddress: s.address } : {}),
      ...(s.city ? { addressLocality: s.city } : {}),
      ...(s.state ? { addressRegion: s.state } : {}),
      ...(s.zipCode ? { postalCode: s.zipCode } : {}),
      addressCountry: "US",
    },
  };
}

function virtual(s: PublicShift): VirtualLocation {
  return { "@type": "VirtualLocation", url: s.url };
}

const MODE: Record<PublicShift["locationType"], EventAttendanceModeEnumeration> = {
  onsite: "https://schema.org/OfflineEventAttendanceMode",
  remote: "https://schema.org/OnlineEventAttendanceMode",
  hybrid: "https://schema.org/MixedEventAttendanceMode",
};

export function eventJsonLd(org: PublicOrg, s: PublicShift): WithContext<Event> {
  const status: EventStatusType = s.phase === "cancelled" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled";
  const availability: ItemAvailability = s.full || s.phase !== "scheduled" ? "https://schema.org/SoldOut" : "https://schema.org/InStock";
  const location = s.locationType === "remote" ? virtual(s) : s.locationType === "hybrid" ? [place(s), virtual(s)] : place(s);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: s.title,
    description: s.description || s.summary || s.title,
    startDate: offsetDateTime(s.start, org.timezone),
    endDate: offsetDateTime(s.end, org.timezone),
    eventStatus: status,
    eventAttendanceMode: MODE[s.locationType],
    location,
    ...(s.imageUrl ? { image: [s.imageUrl] } : {}),
    organizer: { "@type": "Organization", name: org.name, url: org.url },
    offers: { "@type": "Offer", price: 0, priceCurrency: "USD", availability, url: s.url },
    url: s.url,
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
