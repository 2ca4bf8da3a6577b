// An organization that opted in to its public page, with one shift of every kind the public list
// must show or hide: open (with a seat taken), full, draft, cancelled, past, and a weekly series.
import { expect } from "vitest";
import { api, newOrg, testDb, uniq } from "./api";
import { createOpp, type Opp } from "./opportunities";
import { createSeries, weekly } from "./series";

export const EMBED_ORIGINS = ["https://www.example.org", "https://partner.example.com:8443"];

export async function optIn(token: string, slug: string, extra: Record<string, unknown> = {}) {
  return api<Record<string, unknown>>("/api/corps/organizations/me", {
    method: "PATCH",
    token,
    body: { public_page: true, slug, public_description: "We feed the east side.", embed_origins: EMBED_ORIGINS, ...extra },
  });
}

export async function publicOrg(label = "Public") {
  const org = await newOrg(label);
  const slug = `pub-${uniq()}`;
  const t = uniq();
  const title = (kind: string) => `${kind} shift ${t}`;
  const open = await createOpp(org.recruiter.token, { title: title("Open"), max_volunteers: 5, address: "12 Main St", city: "Portland", state: "OR", location_name: "Eastside Pantry" });
  const full = await createOpp(org.recruiter.token, { title: title("Full"), max_volunteers: 1 });
  const draft = await createOpp(org.recruiter.token, { title: title("Draft"), status: "draft" });
  const cancelled = await createOpp(org.recruiter.token, { title: title("Cancelled") });
  const past = await createOpp(org.recruiter.token, { title: title("Past") });
  const remote = await createOpp(org.recruiter.token, { title: title("Remote"), location_type: "remote", zip_code: undefined });
  const series = await createSeries(org.recruiter.token, weekly(3, 3, { title: title("Weekly") }));
  for (const [opp, token] of [
    [open, org.vol1.token],
    [full, org.vol2.token],
  ] as [Opp, string][]) {
    const res = await api(`/api/corps/opportunities/${opp.id}/signup`, { token, body: {} });
    expect(res.status, res.text).toBe(201);
  }
  expect((await api(`/api/corps/opportunities/${cancelled.id}/cancel`, { token: org.recruiter.token, body: { reason: "Rain" } })).status).toBe(200);
  // Started yesterday: the API refuses to create shifts in the past, the clock does not.
  const day = 86_400_000;
  await testDb().opportunity.update({ where: { id: past.id }, data: { startDatetime: new Date(Date.now() - day), endDatetime: new Date(Date.now() - day + 3_600_000) } });
  return { org, slug, title, open, full, draft, cancelled, past, remote, series };
}

export type PublicFixture = Awaited<ReturnType<typeof publicOrg>>;

/** The names of the fixture's people: none may appear in anything public. */
export const PEOPLE = ["Vera", "Victor", "Rita", "Cory"];

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
}

/** The frame-ancestors directive of a Content-Security-Policy. */
export function frameAncestors(csp: string | null): string | undefined {
  return /frame-ancestors ([^;]*)/.exec(csp ?? "")?.[1]?.trim();
}
