// /sitemap.xml: the public organization pages and their upcoming shift pages in every language,
// with hreflang alternates (xhtml:link), read per request (the database is not there at build
// time); shared caches keep it a minute (proxy.ts).
import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { db } from "@/lib/db/client";
import { publicSitemap } from "@/lib/corps/public-pages/public-sitemap";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const entries = await publicSitemap(db());
  return entries.map((e) => ({ url: e.url, lastModified: e.lastModified, alternates: { languages: e.languages } }));
}
