// The public pages' reads, once per request (generateMetadata and the page share them).
import { cache } from "react";
import { db } from "@/lib/db/client";
import { listPublicOpportunities } from "@/lib/corps/public-pages/public-listing";
import { PublicListQuery, PublicShiftParams } from "@/lib/corps/public-pages/public-schemas";
import { publicShift } from "@/lib/corps/public-pages/public-shift";
import { orNotFound } from "./or-not-found";
import { notFound } from "next/navigation";

export const loadListing = cache(async (slug: string, page: string | undefined, limit = 20) => {
  const q = PublicListQuery.safeParse({ page, limit });
  return orNotFound(listPublicOpportunities(db(), slug, q.success ? q.data : PublicListQuery.parse({ limit })));
});

export const loadShift = cache(async (slug: string, id: string) => {
  const p = PublicShiftParams.safeParse({ slug, id });
  if (!p.success) notFound();
  return orNotFound(publicShift(db(), p.data.slug, p.data.id));
});

export function firstParam(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
