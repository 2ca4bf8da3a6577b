// An organization's public list as JSON: no sign-in (credentials are never read, so the answer is
// the same for everyone and shared caches may keep it), rate limited per client address.
import { db } from "@/lib/db/client";
import { listPublicOpportunities } from "@/lib/corps/public-pages/public-listing";
import { PUBLIC_CACHE_CONTROL, PublicListQuery, PublicSlugParams } from "@/lib/corps/public-pages/public-schemas";
import { publicRoute } from "@/lib/http/route";

export const GET = publicRoute({ identify: false, limitPerAddress: true, params: PublicSlugParams, query: PublicListQuery }, async ({ params, query }) => {
  const page = await listPublicOpportunities(db(), params.slug, query);
  return Response.json(page, { headers: { "cache-control": PUBLIC_CACHE_CONTROL } });
});
