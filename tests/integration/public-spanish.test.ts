// Spanish on the pages anyone can open (issue 30), over HTTP: the sign-in page follows
// Accept-Language (and not a client's own x-corps-locale), public pages follow their URL
// (/es/o/{slug} is Spanish whatever the browser asks, /o/{slug} English), with canonical, hreflang
// alternates and og:locale, shared-cache headers and no cookie; the sitemap lists both languages.
import { beforeAll, describe, expect, it } from "vitest";
import { api, uniq } from "@/tests/helpers/api";
import { EMBED_ORIGINS, frameAncestors, jsonLdOf, optIn, PEOPLE, publicOrg, type PublicFixture } from "@/tests/helpers/public-pages";

const PUBLIC_CACHE = "public, s-maxage=60, stale-while-revalidate=300";
// `next dev` marks every page no-store; the built app keeps what proxy.ts set.
const PAGE_CACHE = process.env.TEST_SERVER === "dev" ? "no-store" : PUBLIC_CACHE;

let f: PublicFixture;

beforeAll(async () => {
  f = await publicOrg("Spanish");
  expect((await optIn(f.org.corpsAdmin.token, f.slug)).status).toBe(200);
});

function htmlLang(html: string): string | undefined {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
}

/** The <link rel="alternate" hreflang> of a page: language -> URL. */
function hreflangs(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)) {
    const lang = /hreflang="([^"]+)"/i.exec(m[0])?.[1];
    const href = /href="([^"]+)"/.exec(m[0])?.[1];
    if (lang && href) out[lang] = href;
  }
  return out;
}

function canonical(html: string): string | undefined {
  return /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];
}

function ogLocale(html: string): string | undefined {
  return /<meta[^>]*property="og:locale"[^>]*content="([^"]+)"/.exec(html)?.[1];
}

describe("the sign-in page", () => {
  it("is Spanish with <html lang=\"es\"> for Accept-Language: es, English for en", async () => {
    const es = await api("/signin", { headers: { "accept-language": "es-MX,es;q=0.9,en;q=0.5" } });
    expect(es.status).toBe(200);
    expect(htmlLang(es.text)).toBe("es");
    expect(es.text).toContain("<title>Iniciar sesión · Corps</title>");
    expect(es.text).toMatch(/<h1[^>]*>Iniciar sesión<\/h1>/);
    expect(es.text).not.toMatch(/<h1[^>]*>Sign in<\/h1>/);

    const en = await api("/signin", { headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(en.status).toBe(200);
    expect(htmlLang(en.text)).toBe("en");
    expect(en.text).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(en.text).not.toContain("Iniciar sesión");
  });

  it("ignores a language header the client sets itself: only proxy.ts says a page's language", async () => {
    const res = await api("/signin", { headers: { "accept-language": "en", "x-corps-locale": "es" } });
    expect(htmlLang(res.text)).toBe("en");
    expect(res.text).toMatch(/<h1[^>]*>Sign in<\/h1>/);
  });

  it("explains an identity provider's refusal in Spanish", async () => {
    const res = await api("/signin?error=AccountDeactivated", { headers: { "accept-language": "es" } });
    expect(res.text).toContain("Esta cuenta fue desactivada.");
  });
});

describe("the public page in Spanish", () => {
  it("/es/o/{slug} is Spanish for any browser, cached by shared caches, sets no cookie and names nobody", async () => {
    for (const acceptLanguage of ["es", "en-US"]) {
      const res = await api(`/es/o/${f.slug}`, { headers: { "accept-language": acceptLanguage } });
      expect(res.status).toBe(200);
      expect(htmlLang(res.text)).toBe("es");
      expect(res.text).toContain("Haz voluntariado con");
      expect(res.text).toContain("Los lugares se actualizan cada minuto.");
      expect(res.text).toContain(f.title("Open"));
      expect(res.headers.get("cache-control")).toBe(PAGE_CACHE);
      expect(res.headers.get("set-cookie")).toBeNull();
      for (const name of PEOPLE) expect(res.text).not.toContain(name);
    }
  });

  it("has its own canonical URL, hreflang alternates of both languages, og:locale es_US, a link to the English page, and links that stay Spanish", async () => {
    const res = await api(`/es/o/${f.slug}`);
    const base = new URL(canonical(res.text) ?? "http://x").origin;
    expect(canonical(res.text)).toBe(`${base}/es/o/${f.slug}`);
    expect(hreflangs(res.text)).toEqual({ en: `${base}/o/${f.slug}`, es: `${base}/es/o/${f.slug}`, "x-default": `${base}/o/${f.slug}` });
    expect(ogLocale(res.text)).toBe("es_US");
    expect(res.text).toMatch(new RegExp(`<a[^>]*href="/o/${f.slug}"[^>]*>English</a>`));
    expect(res.text).toContain(`${base}/es/o/${f.slug}/opportunities/${f.open.id}`);
    expect(res.text).not.toContain(`${base}/o/${f.slug}/opportunities/`);
  });

  it("/o/{slug} stays English with an Accept-Language: es browser, and links to the Spanish page", async () => {
    const res = await api(`/o/${f.slug}`, { headers: { "accept-language": "es" } });
    expect(res.status).toBe(200);
    expect(htmlLang(res.text)).toBe("en");
    expect(res.text).toContain(`Volunteer with ${f.org.name}`);
    expect(ogLocale(res.text)).toBe("en_US");
    expect(canonical(res.text)).toMatch(new RegExp(`/o/${f.slug}$`));
    expect(res.text).toMatch(new RegExp(`<a[^>]*href="/es/o/${f.slug}"[^>]*>Español</a>`));
  });

  it("a shift's Spanish page has Spanish words, Spanish links and the same JSON-LD Event", async () => {
    const res = await api(`/es/o/${f.slug}/opportunities/${f.open.id}`);
    expect(res.status).toBe(200);
    expect(htmlLang(res.text)).toBe("es");
    expect(res.text).toContain("Inscribirse");
    expect(res.text).toContain(`Todos los turnos de ${f.org.name}`);
    const base = new URL(canonical(res.text) ?? "http://x").origin;
    expect(canonical(res.text)).toBe(`${base}/es/o/${f.slug}/opportunities/${f.open.id}`);
    expect(hreflangs(res.text).en).toBe(`${base}/o/${f.slug}/opportunities/${f.open.id}`);
    const [ld] = jsonLdOf(res.text);
    expect(ld).toMatchObject({ "@type": "Event", name: f.title("Open"), url: `${base}/es/o/${f.slug}/opportunities/${f.open.id}`, organizer: { name: f.org.name } });
  });

  it("/es/o/<unknown> and /es/o/{slug}/opportunities/<unknown> are 404, in Spanish", async () => {
    // Next serves a notFound() raised while rendering in its error shell (<html id="__next_error__">,
    // no lang attribute: vercel/next.js#97514), so only the status and the words are checked here.
    for (const path of [`/es/o/no-such-${uniq()}`, `/es/o/${f.slug}/opportunities/00000000-0000-4000-8000-000000000000`]) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain("Página no encontrada");
      expect(res.text, path).not.toContain("Page not found");
      expect(res.headers.get("set-cookie"), path).toBeNull();
    }
  });

  it("the embed and the iCal feed answer in Spanish under /es", async () => {
    const embed = await api(`/es/embed/o/${f.slug}`);
    expect(embed.status).toBe(200);
    expect(embed.text).toContain(`Turnos de ${f.org.name}`);
    expect(frameAncestors(embed.headers.get("content-security-policy"))).toBe(EMBED_ORIGINS.join(" "));
    expect(embed.text).toMatch(new RegExp(`<a[^>]*href="/embed/o/${f.slug}"[^>]*>English</a>`));
    const feed = await api(`/es/o/${f.slug}/calendar.ics`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    // iCal folds lines at 75 octets: unfold before reading.
    const ics = feed.text.replace(/\r\n[ \t]/g, "");
    expect(ics).toContain(`${f.org.name}: turnos de voluntariado`);
    expect(ics).toContain(`/es/o/${f.slug}/opportunities/${f.open.id}`);
    expect(ics).toMatch(/Quedaban? \d+ lugar(es)? cuando se generó este calendario\./);
  });
});

describe("search engines", () => {
  it("sitemap.xml lists each public page in both languages with hreflang alternates, robots.txt lets /es/o/ in", async () => {
    const res = await api("/sitemap.xml");
    expect(res.status).toBe(200);
    const urls = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    for (const path of [`/o/${f.slug}`, `/es/o/${f.slug}`, `/o/${f.slug}/opportunities/${f.open.id}`, `/es/o/${f.slug}/opportunities/${f.open.id}`]) {
      expect(urls.some((u) => u.endsWith(path)), path).toBe(true);
    }
    expect(res.text).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="es" href="[^"]*/es/o/${f.slug}"`));
    const robots = await api("/robots.txt");
    expect(robots.text).toMatch(/^Allow: \/es\/o\/$/m);
  });
});
