import { db } from "@/lib/db/client";
import { unsubscribe, unsubscribeSubjectOrThrow } from "@/lib/corps/notifications/preferences";
import { OneClickForm, UnsubscribeParams } from "@/lib/corps/notifications/unsubscribe-schemas";
import { FORM_TYPES, formFields } from "@/lib/http/form-body";
import { publicRoute } from "@/lib/http/route";

// A mail scanner follows links: GET only shows the page with its button (never unsubscribes).
export const GET = publicRoute({ identify: false, params: UnsubscribeParams }, async ({ params }) => {
  await unsubscribeSubjectOrThrow(db(), params.token);
  return new Response(null, { status: 303, headers: { location: `/unsubscribe/${encodeURIComponent(params.token)}` } });
});

// RFC 8058 one-click: posted by the mail provider, with no cookie and from no page of ours.
export const POST = publicRoute(
  { identify: false, crossSite: "allowed", uploads: FORM_TYPES, rateLimit: "unsubscribe", params: UnsubscribeParams },
  async ({ params, req }) => {
    OneClickForm.parse(await formFields(req));
    await unsubscribe(db(), params.token);
    return new Response(null, { status: 200 });
  },
);
