// What /sitemap.xml lists: every public organization's page and its upcoming shift pages
// (published or full, not started), once per language, each with its hreflang alternates (the
// other languages' URLs and x-default, English). Sitemaps hold at most 50,000 URLs.
import type { DbTx } from "@/lib/db/client";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/locales";
import { publicOrgUrl, publicShiftUrl } from "./public-organization";

const MAX_URLS = 50_000;

export interface SitemapEntry {
  url: string;
  lastModified: Date;
  /** hreflang -> URL of the same page in every language, and x-default. */
  languages: Record<string, string>;
}

/** One entry per language of a page whose URL in a language is urlIn(locale). */
function perLanguage(urlIn: (locale: Locale) => string, lastModified: Date): SitemapEntry[] {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[locale] = urlIn(locale);
  languages["x-default"] = urlIn(DEFAULT_LOCALE);
  return LOCALES.map((locale) => ({ url: urlIn(locale), lastModified, languages }));
}

export async function publicSitemap(db: DbTx, now = new Date()): Promise<SitemapEntry[]> {
  const orgs = await db.organization.findMany({ where: { publicPage: true, slug: { not: null } }, select: { id: true, slug: true, createdAt: true }, orderBy: { slug: "asc" } });
  const slugOf = new Map(orgs.map((o) => [o.id, o.slug as string]));
  const shifts = orgs.length
    ? await db.opportunity.findMany({
        where: { orgId: { in: orgs.map((o) => o.id) }, status: { in: ["published", "full"] }, startDatetime: { gt: now } },
        select: { id: true, orgId: true, updatedAt: true },
        orderBy: [{ startDatetime: "asc" }, { id: "asc" }],
        take: Math.max(0, Math.floor(MAX_URLS / LOCALES.length) - orgs.length),
      })
    : [];
  return [
    ...orgs.flatMap((o) => perLanguage((locale) => publicOrgUrl(o.slug as string, locale), o.createdAt)),
    ...shifts.flatMap((s) => perLanguage((locale) => publicShiftUrl(slugOf.get(s.orgId) as string, s.id, locale), s.updatedAt)),
  ];
}
