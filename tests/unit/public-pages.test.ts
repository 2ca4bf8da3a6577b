// The public page's pure rules: slugs, embed origins, the Event JSON-LD and dates with offsets.
import { describe, expect, it } from "vitest";
import { EmbedOrigin, OrganizationUpdate, Slug } from "@/lib/corps/organizations/organization-schemas";
import { eventJsonLd, jsonLdText } from "@/lib/corps/public-pages/event-json-ld";
import type { PublicOrg } from "@/lib/corps/public-pages/public-organization";
import type { PublicShift } from "@/lib/corps/public-pages/public-schemas";
import { offsetDateTime } from "@/lib/time/offset-date-time";

describe("slugs", () => {
  it("are 3-60 lowercase letters, digits and hyphens", () => {
    for (const ok of ["abc", "eastside-food-bank", "a1-", "x".repeat(60)]) expect(Slug.safeParse(ok).success, ok).toBe(true);
    for (const bad of ["ab", "x".repeat(61), "Food", "food bank", "food_bank", "café", ""]) expect(Slug.safeParse(bad).success, bad).toBe(false);
  });
});

describe("embed origins", () => {
  it("are https origins, lowercased, a trailing slash dropped", () => {
    expect(EmbedOrigin.parse("https://WWW.Example.org/")).toBe("https://www.example.org");
    expect(EmbedOrigin.parse("https://example.org:8443")).toBe("https://example.org:8443");
    for (const bad of ["http://example.org", "https://example.org/path", "https://example.org?x=1", "https://*.example.org", "example.org", "https://user@example.org", "javascript:alert(1)", "'none'"]) {
      expect(EmbedOrigin.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("are at most 20", () => {
    const many = Array.from({ length: 21 }, (_, i) => `https://site${i}.example.org`);
    expect(OrganizationUpdate.safeParse({ embed_origins: many }).success).toBe(false);
    expect(OrganizationUpdate.safeParse({ embed_origins: many.slice(0, 20) }).success).toBe(true);
  });
});

describe("offsetDateTime", () => {
  it("writes the zone's offset, daylight saving included", () => {
    expect(offsetDateTime(new Date("2026-12-05T17:00:00Z"), "America/Los_Angeles")).toBe("2026-12-05T09:00:00-08:00");
    expect(offsetDateTime(new Date("2026-07-05T16:00:00Z"), "America/Los_Angeles")).toBe("2026-07-05T09:00:00-07:00");
    expect(offsetDateTime(new Date("2026-07-05T16:00:00Z"), "UTC")).toBe("2026-07-05T16:00:00+00:00");
  });
});

const org: PublicOrg = { id: "o", name: "Eastside Food Bank", slug: "eastside", description: null, timezone: "America/Los_Angeles", url: "https://corps.example/o/eastside", embedOrigins: [] };
const shift: PublicShift = {
  id: "s",
  title: "Pantry shift",
  description: "Sort food.",
  summary: "Sort food.",
  start: new Date("2026-12-05T17:00:00Z"),
  end: new Date("2026-12-05T20:00:00Z"),
  locationType: "onsite",
  locationName: "Pantry",
  address: "12 Main St",
  city: "Portland",
  state: "OR",
  zipCode: "97214",
  imageUrl: null,
  phase: "scheduled",
  full: false,
  seatsLeft: 3,
  listed: true,
  url: "https://corps.example/o/eastside/opportunities/s",
  signUpUrl: "/signin?callbackUrl=%2Fopportunities%2Fs",
};

describe("eventJsonLd", () => {
  it("is a schema.org Event with offsets, a Place, the organizer and a free offer", () => {
    expect(eventJsonLd(org, shift)).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Pantry shift",
      description: "Sort food.",
      startDate: "2026-12-05T09:00:00-08:00",
      endDate: "2026-12-05T12:00:00-08:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Pantry",
        address: { "@type": "PostalAddress", streetAddress: "12 Main St", addressLocality: "Portland", addressRegion: "OR", postalCode: "97214", addressCountry: "US" },
      },
      organizer: { "@type": "Organization", name: "Eastside Food Bank", url: "https://corps.example/o/eastside" },
      offers: { "@type": "Offer", price: 0, priceCurrency: "USD", availability: "https://schema.org/InStock", url: shift.url },
      url: shift.url,
    });
  });

  it("says SoldOut when full, EventCancelled when cancelled, and has a VirtualLocation for remote and hybrid shifts", () => {
    expect(eventJsonLd(org, { ...shift, full: true, seatsLeft: 0 }).offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
    const cancelled = eventJsonLd(org, { ...shift, phase: "cancelled" });
    expect(cancelled.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(eventJsonLd(org, { ...shift, locationType: "remote" }).location).toEqual({ "@type": "VirtualLocation", url: shift.url });
    const hybrid = eventJsonLd(org, { ...shift, locationType: "hybrid", imageUrl: "https://img.example/a.jpg" });
    expect(hybrid.eventAttendanceMode).toBe("https://schema.org/MixedEventAttendanceMode");
    expect(hybrid.location).toHaveLength(2);
    expect(hybrid.image).toEqual(["https://img.example/a.jpg"]);
  });

  it("cannot close its script element", () => {
    const text = jsonLdText(eventJsonLd(org, { ...shift, title: "</script><script>alert(1)</script>" }));
    expect(text).not.toContain("</script>");
    expect((JSON.parse(text) as { name: string }).name).toBe("</script><script>alert(1)</script>");
  });
});
