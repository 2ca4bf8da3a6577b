// What /sitemap.xml lists: every public organization's page and its upcoming shift pages
// (published or full, not started). Sitemaps hold at most 50,000 URLs.
import type { DbTx } from "@/lib/db/client";
import { publicOrgUrl, publicShiftUrl } from "./public-organization";

const MAX_URLS = 50_000;

export interface SitemapEntry {
  url: string;
  lastModified: Date;
}

export async function publicSitemap(db: DbTx, now = new Date()): Promise<SitemapEntry[]> {
  const orgs = await db.organization.findMany({ where: { publicPage: true, slug: { not: null } }, select: { id: true, slug: true, createdAt: true }, orderBy: { slug: "asc" } });
  const slugOf = new Map(orgs.map((o) => [o.id, o.slug as string]));
  const shifts = orgs.length
    ? await db.opportunity.findMany({
        where: { orgId: { in: orgs.map((o) => o.id) }, status: { in: ["published", "full"] }, startDatetime: { gt: now } },
        select: { id: true, orgId: true, updatedAt: true },
        orderBy: [{ startDatetime: "asc" }, { id: "asc" }],
        take: MAX_URLS - orgs.length,
      })
    : [];
  return [
    ...orgs.map((o) => ({ url: publicOrgUrl(o.slug as string), lastModified: o.createdAt })),
    ...shifts.map((s) => ({ url: publicShiftUrl(slugOf.get(s.orgId) as string, s.id), lastModified: s.updatedAt })),
  ];
}
