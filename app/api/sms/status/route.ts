import { db } from "@/lib/db/client";
import { assertSignedByTwilio, recordSmsStatus } from "@/lib/corps/texts/sms-webhooks";
import { formFields } from "@/lib/http/form-body";
import { publicRoute } from "@/lib/http/route";

export const POST = publicRoute({ identify: false, crossSite: "allowed", uploads: ["application/x-www-form-urlencoded"] }, async ({ req }) => {
  const fields = await formFields(req);
  assertSignedByTwilio(req.nextUrl.pathname + req.nextUrl.search, fields, req.headers.get("x-twilio-signature"));
  await recordSmsStatus(db(), fields);
  return { success: true };
});
