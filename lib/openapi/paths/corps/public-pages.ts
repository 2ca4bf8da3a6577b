import { PublicListingPage, PublicListQuery, PublicSlugParams } from "@/lib/corps/public-pages/public-schemas";
import { registerRoute } from "../../registry";

registerRoute({
  method: "get",
  path: "/api/public/orgs/{slug}/opportunities",
  summary: "An organization's public list of open shifts",
  description:
    "The items of the public page /o/{slug}: published shifts that have not started and have seats left by the seat rule, " +
    "earliest first; the dates of a recurring series make one item. Nothing else is public: no drafts, no cancelled shifts, " +
    "no names, no counts but seats left. An organization that has not opted in (PATCH /api/corps/organizations/me " +
    "{public_page: true, slug}) is NOT_FOUND, as is any other slug. Credentials are never read: the answer is the same " +
    "for everyone and carries `Cache-Control: public, s-maxage=60, stale-while-revalidate=300` (seats may be up to a " +
    "minute old). **Rate limit:** RATE_LIMIT_PUBLIC calls per client address per RATE_LIMIT_WINDOW_SECONDS (defaults 120 " +
    "per 60 s); over it, 429 RATE_LIMITED with Retry-After.",
  tags: ["Public pages"],
  auth: "public",
  params: PublicSlugParams,
  query: PublicListQuery,
  response: { schema: PublicListingPage },
  errors: ["NOT_FOUND"],
});
