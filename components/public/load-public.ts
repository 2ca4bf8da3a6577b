// The public pages' reads, once per request (generateMetadata and the page share them), with
// links in the page's language (the URL's, set by proxy.ts).
import { cache } from "react";
import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { db } from "@/lib/db/client";
import { listPublicOpportunities } from "@/lib/corps/public-pages/public-listing";
import { PublicListQuery, PublicShiftParams } from "@/lib/corps/public-pages/public-schemas";
import { publicShift } from "@/lib/corps/public-pages/public-shift";
import { orNotFound } from "./or-not-found";

export const loadListing = cache(async (slug: string, page: string | undefined, limit = 20) => {
  const q = PublicListQuery.safeParse({ page, limit });
  const locale = await getLocale();
  return orNotFound(listPublicOpportunities(db(), slug, q.success ? q.data : PublicListQuery.parse({ limit }), new Date(), locale));
});

export const loadShift = cache(async (slug: string, id: string) => {
  const p = PublicShiftParams.safeParse({ slug, id });
  if (!p.success) notFound();
  const locale = await getLocale();
  return orNotFound(publicShift(db(), p.data.slug, p.data.id, new Date(), locale));
});

export function firstParam(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
