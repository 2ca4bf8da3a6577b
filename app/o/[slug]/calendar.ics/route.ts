// The public iCal feed of an organization's open shifts (the list of /o/{slug}).
import { db } from "@/lib/db/client";
import { publicCalendar } from "@/lib/corps/public-pages/public-calendar";
import { PUBLIC_CACHE_CONTROL, PublicSlugParams } from "@/lib/corps/public-pages/public-schemas";
import { publicRoute } from "@/lib/http/route";

export const GET = publicRoute({ identify: false, limitPerAddress: true, params: PublicSlugParams }, async ({ params }) =>
  new Response(await publicCalendar(db(), params.slug), {
    headers: { "content-type": "text/calendar; charset=utf-8", "cache-control": PUBLIC_CACHE_CONTROL },
  }),
);
