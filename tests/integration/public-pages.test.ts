// Public organization pages (issue 30): opting in through PATCH /organizations/me (slug and
// origin rules, roles), then what /o/{slug}, a shift's page and GET /api/public/... show: open
// upcoming shifts only, a series as one card, no names, JSON-LD an Event that says SoldOut when full.
import { beforeAll, describe, expect, it } from "vitest";
import { api, newOrg, uniq, type ErrorBody } from "@/tests/helpers/api";
import { createOpp } from "@/tests/helpers/opportunities";
import { EMBED_ORIGINS, jsonLdOf, optIn, PEOPLE, publicOrg, type PublicFixture } from "@/tests/helpers/public-pages";

type Listing = { id: string; series_id: string | null; title: string; dates: { id: string; seats_left: number | null; url: string; start_datetime: string }[] };
type ListingPage = { organization: { name: string; slug: string; description: string | null; url: string }; items: Listing[]; total: number; page: number; limit: number; max_age_seconds: number };

let f: PublicFixture;

beforeAll(async () => {
  f = await publicOrg();
});

describe("before opting in", () => {
  it("nothing of the organization is public: 404 everywhere", async () => {
    const res = await optIn(f.org.corpsAdmin.token, f.slug, { public_page: false });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ public_page: false, slug: f.slug });
    for (const path of [`/o/${f.slug}`, `/o/${f.slug}/opportunities/${f.open.id}`, `/embed/o/${f.slug}`, `/o/${f.slug}/calendar.ics`, `/api/public/orgs/${f.slug}/opportunities`]) {
      const page = await api(path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).not.toContain(f.title("Open"));
    }
  });
});

describe("PATCH /api/corps/organizations/me with the public page's fields", () => {
  it("refuses bad slugs, a public page without a slug and origins that are not https origins", async () => {
    const other = await newOrg("Slugless");
    const bad: [Record<string, unknown>, string][] = [
      [{ slug: "ab" }, "slug"],
      [{ slug: "Food-Bank" }, "slug"],
      [{ slug: "food_bank" }, "slug"],
      [{ slug: "x".repeat(61) }, "slug"],
      [{ public_page: true }, "slug"],
      [{ embed_origins: ["http://www.example.org"] }, "embed_origins.0"],
      [{ embed_origins: ["https://www.example.org/page"] }, "embed_origins.0"],
      [{ embed_origins: ["https://*.example.org"] }, "embed_origins.0"],
      [{ embed_origins: ["www.example.org"] }, "embed_origins.0"],
      [{ public_description: "x".repeat(2001) }, "public_description"],
    ];
    for (const [body, field] of bad) {
      const res = await api<ErrorBody>("/api/corps/organizations/me", { method: "PATCH", token: other.corpsAdmin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(Object.keys(res.body.error.details?.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it("is corps_admin+: a recruiter or volunteer is 403, anonymous 401", async () => {
    const body = { public_page: true, slug: `nope-${uniq()}` };
    expect((await api("/api/corps/organizations/me", { method: "PATCH", token: f.org.recruiter.token, body })).status).toBe(403);
    expect((await api("/api/corps/organizations/me", { method: "PATCH", token: f.org.vol1.token, body })).status).toBe(403);
    expect((await api("/api/corps/organizations/me", { method: "PATCH", body })).status).toBe(401);
  });

  it("opts in, normalizes origins, and a slug taken by another organization is 409 CONFLICT", async () => {
    const res = await optIn(f.org.corpsAdmin.token, f.slug, { embed_origins: [...EMBED_ORIGINS, "https://WWW.Example.org/"] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ public_page: true, slug: f.slug, public_description: "We feed the east side.", embed_origins: EMBED_ORIGINS });
    const audit = await api<{ entries: { changes: Record<string, unknown> }[] }>("/api/corps/audit-log?action=organization.updated", { token: f.org.corpsAdmin.token });
    expect(audit.body.entries.map((e) => e.changes.public_page)).toContainEqual({ from: false, to: true });
    const other = await newOrg("Copycat");
    const taken = await api<ErrorBody>("/api/corps/organizations/me", { method: "PATCH", token: other.corpsAdmin.token, body: { slug: f.slug } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe("CONFLICT");
    expect(taken.body.error.details?.fields).toEqual({ slug: "Already taken" });
  });
});

describe("after opting in", () => {
  beforeAll(async () => {
    expect((await optIn(f.org.corpsAdmin.token, f.slug)).status).toBe(200);
  });

  it("the API lists published future shifts with seats, a series as one card, and nothing else", async () => {
    const res = await api<ListingPage>(`/api/public/orgs/${f.slug}/opportunities`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.organization).toMatchObject({ name: f.org.name, slug: f.slug, description: "We feed the east side." });
    const titles = res.body.items.map((i) => i.title);
    expect(titles).toEqual(expect.arrayContaining([f.title("Open"), f.title("Remote"), f.title("Weekly")]));
    for (const hidden of ["Full", "Draft", "Cancelled", "Past"]) expect(titles).not.toContain(f.title(hidden));
    expect(res.body.total).toBe(3);
    const open = res.body.items.find((i) => i.title === f.title("Open"));
    expect(open?.dates).toHaveLength(1);
    expect(open?.dates[0]).toMatchObject({ id: f.open.id, seats_left: 4 });
    expect(open?.dates[0]?.url).toMatch(new RegExp(`/o/${f.slug}/opportunities/${f.open.id}$`));
    const weekly = res.body.items.find((i) => i.title === f.title("Weekly"));
    expect(weekly).toMatchObject({ id: f.series.series_id, series_id: f.series.series_id });
    expect(weekly?.dates).toHaveLength(3);
    expect(res.body.max_age_seconds).toBe(60);
    for (const name of PEOPLE) expect(res.text).not.toContain(name);
    expect(res.text).not.toMatch(/confirmed_count|waitlist|signup/i);
  });

  it("pages the cards: ?page=&limit=", async () => {
    const first = await api<ListingPage>(`/api/public/orgs/${f.slug}/opportunities?limit=2`);
    const second = await api<ListingPage>(`/api/public/orgs/${f.slug}/opportunities?limit=2&page=2`);
    expect(first.body.items).toHaveLength(2);
    expect(second.body.items).toHaveLength(1);
    expect(new Set([...first.body.items, ...second.body.items].map((i) => i.id)).size).toBe(3);
    const bad = await api<ErrorBody>(`/api/public/orgs/${f.slug}/opportunities?limit=1000`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_ERROR");
  });

  it("/o/{slug} shows the name, the description and the open shifts, says seats are updated every minute, and no names", async () => {
    const page = await api(`/o/${f.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(f.org.name);
    expect(page.text).toContain("We feed the east side.");
    expect(page.text).toContain(f.title("Open"));
    expect(page.text).toContain(f.title("Weekly"));
    expect(page.text).toContain("4 seats left");
    expect(page.text).toContain("updated every minute");
    for (const hidden of ["Full", "Draft", "Cancelled", "Past"]) expect(page.text).not.toContain(f.title(hidden));
    for (const name of PEOPLE) expect(page.text).not.toContain(name);
    expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/o/${f.slug}"`));
    expect(page.text).toMatch(/<meta property="og:title" content="Volunteer with /);
  });

  it("a shift's page has an Event JSON-LD with what search engines need, InStock while seats are left", async () => {
    const page = await api(`/o/${f.slug}/opportunities/${f.open.id}`);
    expect(page.status).toBe(200);
    const [event] = jsonLdOf(page.text);
    expect(event).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: f.title("Open"),
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "Eastside Pantry", address: { "@type": "PostalAddress", streetAddress: "12 Main St", addressLocality: "Portland", addressRegion: "OR" } },
      organizer: { "@type": "Organization", name: f.org.name, url: expect.stringMatching(new RegExp(`/o/${f.slug}$`)) },
      offers: { "@type": "Offer", price: 0, availability: "https://schema.org/InStock", url: expect.stringContaining(`/o/${f.slug}/opportunities/${f.open.id}`) },
    });
    expect(event?.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(event?.endDate).toMatch(/[+-]\d\d:\d\d$/);
    expect(event?.description).toBeTruthy();
    expect(page.text).toContain(`/signin?callbackUrl=${encodeURIComponent(`/opportunities/${f.open.id}`)}`.replace(/&/g, "&amp;"));
    for (const name of PEOPLE) expect(page.text).not.toContain(name);
  });

  it("a full shift's page is SoldOut, a remote one has a VirtualLocation, a cancelled one says EventCancelled", async () => {
    const full = jsonLdOf((await api(`/o/${f.slug}/opportunities/${f.full.id}`)).text)[0];
    expect(full?.offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
    const remote = jsonLdOf((await api(`/o/${f.slug}/opportunities/${f.remote.id}`)).text)[0];
    expect(remote).toMatchObject({ eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode", location: { "@type": "VirtualLocation" } });
    const cancelled = await api(`/o/${f.slug}/opportunities/${f.cancelled.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toContain("This shift was cancelled.");
    expect(cancelled.text).not.toContain(">Sign up<");
    expect(jsonLdOf(cancelled.text)[0]).toMatchObject({ eventStatus: "https://schema.org/EventCancelled" });
  });

  it("a draft, another organization's shift, or a malformed id is 404", async () => {
    const stranger = await newOrg("Stranger");
    const theirs = await createOpp(stranger.recruiter.token, { title: `Theirs ${uniq()}` });
    for (const id of [f.draft.id, theirs.id, "not-a-uuid"]) expect((await api(`/o/${f.slug}/opportunities/${id}`)).status, id).toBe(404);
  });

  it("turning the page off makes everything 404 again", async () => {
    const other = await publicOrg("Switch");
    expect((await optIn(other.org.corpsAdmin.token, other.slug)).status).toBe(200);
    expect((await api(`/o/${other.slug}`)).status).toBe(200);
    expect((await optIn(other.org.corpsAdmin.token, other.slug, { public_page: false })).status).toBe(200);
    expect((await api(`/o/${other.slug}`)).status).toBe(404);
    expect((await api(`/api/public/orgs/${other.slug}/opportunities`)).status).toBe(404);
  });
});
