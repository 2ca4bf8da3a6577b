import { db } from "@/lib/db/client";
import { opportunityIcs } from "@/lib/corps/calendars/ical-feeds";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";
import { resolveLocale } from "@/lib/i18n/resolve-locale";

export const GET = route({ auth: "volunteer", params: idParams }, async ({ req, caller, params }) => {
  const locale = resolveLocale({ chosen: caller.locale, acceptLanguage: req.headers.get("accept-language"), orgDefault: caller.orgDefaultLocale });
  const ics = await opportunityIcs({ caller, db: db() }, params.id, locale);
  return new Response(ics.body, {
    headers: { "content-type": "text/calendar; charset=utf-8", "content-disposition": `attachment; filename="${ics.filename}"` },
  });
});
