// The public iCal feed of an organization's open shifts (the list of /o/{slug}), in the URL's
// language (proxy.ts rewrites /es/o/{slug}/calendar.ics here and says so in LOCALE_HEADER).
import { db } from "@/lib/db/client";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { LOCALE_HEADER } from "@/lib/i18n/public-locale";
import { publicCalendar } from "@/lib/corps/public-pages/public-calendar";
import { PUBLIC_CACHE_CONTROL, PublicSlugParams } from "@/lib/corps/public-pages/public-schemas";
import { publicRoute } from "@/lib/http/route";

export const GET = publicRoute({ identify: false, rateLimit: "public", params: PublicSlugParams }, async ({ params, req }) => {
  const asked = req.headers.get(LOCALE_HEADER);
  return new Response(await publicCalendar(db(), params.slug, new Date(), isLocale(asked) ? asked : DEFAULT_LOCALE), {
    headers: { "content-type": "text/calendar; charset=utf-8", "cache-control": PUBLIC_CACHE_CONTROL },
  });
});
