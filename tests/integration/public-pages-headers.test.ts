// What public pages and the public API answer besides their content (issue 30): shared-cache
// headers and no cookies, frame-ancestors (exactly the embed origins on /embed/o/{slug}, 'none'
// everywhere else), the sitemap and robots.txt, the iCal feed and the per-address rate limit.
import { beforeAll, describe, expect, it } from "vitest";
import { api, uniq, type ErrorBody } from "@/tests/helpers/api";
import { EMBED_ORIGINS, frameAncestors, optIn, PEOPLE, publicOrg, type PublicFixture } from "@/tests/helpers/public-pages";
import { sessionCookie } from "@/tests/helpers/session-cookie";

const PUBLIC_CACHE = "public, s-maxage=60, stale-while-revalidate=300";
// `next dev` marks every page no-store (so a browser never shows a stale edit); the built app
// keeps what proxy.ts set.
const PAGE_CACHE = process.env.TEST_SERVER === "dev" ? "no-store" : PUBLIC_CACHE;

let f: PublicFixture;

beforeAll(async () => {
  f = await publicOrg("Headers");
  expect((await optIn(f.org.corpsAdmin.token, f.slug)).status).toBe(200);
});

describe("caching and cookies", () => {
  it("public pages and the public API answer the shared-cache Cache-Control and set no cookie, even for a signed-in visitor", async () => {
    const cookie = await sessionCookie(f.org.vol1.userId);
    const paths = [`/o/${f.slug}`, `/o/${f.slug}/opportunities/${f.open.id}`, `/embed/o/${f.slug}`];
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      for (const path of paths) {
        const res = await api(path, { headers });
        expect(res.status, path).toBe(200);
        expect(res.headers.get("cache-control"), path).toBe(PAGE_CACHE);
        expect(res.headers.get("set-cookie"), path).toBeNull();
        for (const name of PEOPLE) expect(res.text, `${path} ${name}`).not.toContain(name);
      }
      for (const path of [`/api/public/orgs/${f.slug}/opportunities`, `/o/${f.slug}/calendar.ics`]) {
        const res = await api(path, { headers });
        expect(res.status, path).toBe(200);
        expect(res.headers.get("cache-control"), path).toBe(PUBLIC_CACHE);
        expect(res.headers.get("set-cookie"), path).toBeNull();
      }
      for (const path of ["/sitemap.xml", "/robots.txt"]) {
        const res = await api(path, { headers });
        expect(res.status, path).toBe(200);
        expect(res.headers.get("set-cookie"), path).toBeNull();
      }
    }
  });
});

describe("framing", () => {
  it("/embed/o/{slug} may be framed by exactly the organization's embed_origins", async () => {
    const res = await api(`/embed/o/${f.slug}`);
    expect(res.status).toBe(200);
    expect(frameAncestors(res.headers.get("content-security-policy"))).toBe(EMBED_ORIGINS.join(" "));
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.text).toContain(f.title("Open"));
  });

  it("an embed without origins, every other public page and the signed-in pages carry frame-ancestors 'none'", async () => {
    const bare = await publicOrg("Bare");
    expect((await optIn(bare.org.corpsAdmin.token, bare.slug, { embed_origins: [] })).status).toBe(200);
    const cookie = await sessionCookie(f.org.corpsAdmin.userId);
    const pages: [string, Record<string, string>][] = [
      [`/embed/o/${bare.slug}`, {}],
      [`/embed/o/no-such-${uniq()}`, {}],
      [`/o/${f.slug}`, {}],
      [`/o/${f.slug}/opportunities/${f.open.id}`, {}],
      ["/signin", {}],
      ["/admin/organization", { cookie }],
      ["/opportunities", { cookie }],
    ];
    for (const [path, headers] of pages) {
      const res = await api(path, { headers });
      expect(res.status, path).toBeLessThan(500);
      expect(frameAncestors(res.headers.get("content-security-policy")), path).toBe("'none'");
      expect(res.headers.get("x-frame-options"), path).toMatch(/deny/i);
    }
  });
});

describe("search engines", () => {
  it("sitemap.xml lists the public page and its upcoming shift pages, not drafts, cancelled or past shifts", async () => {
    const res = await api("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/xml/);
    const urls = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls.some((u) => u?.endsWith(`/o/${f.slug}`))).toBe(true);
    for (const opp of [f.open, f.full, f.remote]) expect(urls.some((u) => u?.endsWith(`/o/${f.slug}/opportunities/${opp.id}`)), opp.title as string).toBe(true);
    for (const opp of [f.draft, f.cancelled, f.past]) expect(urls.some((u) => u?.includes(opp.id)), opp.title as string).toBe(false);
  });

  it("robots.txt points to the sitemap, lets the public pages in and keeps the app out", async () => {
    const res = await api("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/User-Agent: \*/i);
    expect(res.text).toMatch(/^Allow: \/o\/$/m);
    expect(res.text).toMatch(/^Disallow: \/$/m);
    expect(res.text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });
});

describe("the iCal feed", () => {
  it("/o/{slug}/calendar.ics holds the open shifts only", async () => {
    const res = await api(`/o/${f.slug}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.text).toContain("BEGIN:VCALENDAR");
    expect(res.text).toContain(f.title("Open"));
    expect(res.text.match(/BEGIN:VEVENT/g)).toHaveLength(5); // open, remote, 3 weekly dates
    for (const hidden of ["Full", "Draft", "Cancelled", "Past"]) expect(res.text).not.toContain(f.title(hidden));
    for (const name of PEOPLE) expect(res.text).not.toContain(name);
  });
});

describe("the public API's rate limit", () => {
  it("counts per client address: past RATE_LIMIT_PUBLIC (120 a minute) one address gets 429 with Retry-After, another is still served", async () => {
    const path = `/api/public/orgs/${f.slug}/opportunities?limit=1`;
    const busy = { "x-real-ip": `203.0.113.${Math.floor(Math.random() * 200) + 1}` };
    let last = await api<ErrorBody>(path, { headers: busy });
    for (let i = 1; i <= 120 && last.status === 200; i++) last = await api<ErrorBody>(path, { headers: busy });
    expect(last.status).toBe(429);
    expect(last.body.error.code).toBe("RATE_LIMITED");
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    const calm = await api(path, { headers: { "x-real-ip": "198.51.100.7" } });
    expect(calm.status).toBe(200);
  });
});
