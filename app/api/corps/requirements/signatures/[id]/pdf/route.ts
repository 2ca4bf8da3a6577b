import { db } from "@/lib/db/client";
import { signedWaiverPdf } from "@/lib/corps/requirements/signed-waiver-document";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";
import { resolveLocale } from "@/lib/i18n/resolve-locale";

export const GET = route({ auth: "volunteer", params: idParams }, async ({ req, caller, params }) => {
  const locale = resolveLocale({ chosen: caller.locale, acceptLanguage: req.headers.get("accept-language"), orgDefault: caller.orgDefaultLocale });
  const { filename, pdf } = await signedWaiverPdf({ caller, db: db() }, params.id, locale);
  return new Response(new Uint8Array(pdf), {
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${filename}"`, "cache-control": "private, no-store" },
  });
});
