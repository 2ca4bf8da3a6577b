import { db } from "@/lib/db/client";
import { opportunityIcs } from "@/lib/corps/calendars/ical-feeds";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", params: idParams }, async ({ caller, params }) => {
  const ics = await opportunityIcs({ caller, db: db() }, params.id);
  return new Response(ics.body, {
    headers: { "content-type": "text/calendar; charset=utf-8", "content-disposition": `attachment; filename="${ics.filename}"` },
  });
});
