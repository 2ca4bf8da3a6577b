// Messaging routes of issue 31: category preferences, the mobile number, one-click unsubscribe,
// the SMS provider's webhooks and the SMS and digest crons.
import { z } from "zod";
import { MessagePreferences, PreferencesUpdate } from "@/lib/corps/notifications/preference-schemas";
import { PhoneConfirm, PhoneSet, PhoneStatus } from "@/lib/corps/texts/sms-schemas";
import { OneClickForm, UnsubscribeParams } from "@/lib/corps/notifications/unsubscribe-schemas";
import { registerRoute } from "../registry";

const tags = ["Messaging"];

registerRoute({
  method: "get",
  path: "/api/corps/notifications/categories",
  summary: "The caller's message preferences per category",
  description:
    "Categories: reminders, opportunities (targeted sends, cover requests), updates, pending (organizers' pending items), digest (the digest e-mail). " +
    "email is immediate, daily, weekly (Monday) or off; daily and weekly digests go out at 08:00 in the organization's time zone and in-app notifications are always delivered at once. " +
    "Defaults: volunteers get opportunities weekly and everything else immediately; organizers get pending items daily. sms applies to reminders and opportunities (and offers) once a number is confirmed. " +
    "Invitations, sign-in, signed-waiver copies and an offer's own deadline are transactional: no category, always sent, no unsubscribe link.",
  tags,
  auth: "volunteer",
  response: { schema: MessagePreferences },
});
registerRoute({
  method: "put",
  path: "/api/corps/notifications/categories",
  summary: "Change the caller's message preferences",
  description: "Only the categories (and fields) given change. sms is ignored for categories that cannot be texted.",
  tags,
  auth: "volunteer",
  body: PreferencesUpdate,
  response: { schema: MessagePreferences },
});
registerRoute({
  method: "get",
  path: "/api/corps/notifications/phone",
  summary: "The caller's mobile number for texts",
  tags,
  auth: "volunteer",
  response: { schema: PhoneStatus },
});
registerRoute({
  method: "put",
  path: "/api/corps/notifications/phone",
  summary: "Set the caller's mobile number, with consent",
  description:
    "Validates the number (google-libphonenumber; without a country code it is read as US) and stores it in E.164 with the consent text and time. " +
    "Texts a 6-digit code (10 minutes, 5 tries); nothing else is texted until it is confirmed. Setting a number again restarts confirmation.",
  tags,
  auth: "volunteer",
  body: PhoneSet,
  response: { schema: PhoneStatus },
});
registerRoute({
  method: "delete",
  path: "/api/corps/notifications/phone",
  summary: "Remove the caller's mobile number (queued texts are cancelled)",
  tags,
  auth: "volunteer",
  response: { schema: z.object({ success: z.literal(true) }) },
});
registerRoute({
  method: "post",
  path: "/api/corps/notifications/phone/confirm",
  summary: "Confirm the caller's number with the texted code",
  description: "A wrong code counts one of 5 tries (400). An expired code or one tried 5 times is 409 INVALID_STATE: set the number again for a new code.",
  tags,
  auth: "volunteer",
  body: PhoneConfirm,
  response: { schema: PhoneStatus },
  errors: ["NOT_FOUND", "INVALID_STATE"],
});
registerRoute({
  method: "get",
  path: "/api/unsubscribe/{token}",
  summary: "Unsubscribe link (List-Unsubscribe and e-mail footers): shows the page",
  description:
    "Never unsubscribes by itself (mail scanners follow links): answers 303 See Other to the page /unsubscribe/{token}, which names the category and has a button. " +
    "The token is signed with a key derived from NEXTAUTH_SECRET and does not expire; a forged or altered token (or one signed before the secret was rotated) is 404.",
  tags,
  auth: "public",
  rateLimit: "unsubscribe",
  params: UnsubscribeParams,
  response: { status: 303, description: "See Other; Location: /unsubscribe/{token}" },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/unsubscribe/{token}",
  summary: "One-click unsubscribe (RFC 8058)",
  description:
    "Posted by the mail provider with the form body `List-Unsubscribe=One-Click`, as announced by the headers `List-Unsubscribe: <https://…/api/unsubscribe/{token}>` and " +
    "`List-Unsubscribe-Post: List-Unsubscribe=One-Click` on every e-mail that is not strictly transactional. No cookie, no session and no same-origin check: the only route exempt. " +
    "Turns the token's category off for e-mail at once and answers 200 with an empty body; posting again changes nothing (idempotent).",
  tags,
  auth: "public",
  params: UnsubscribeParams,
  bodyContent: { "application/x-www-form-urlencoded": OneClickForm, "multipart/form-data": OneClickForm },
  response: { description: "Unsubscribed (empty body)" },
  errors: ["NOT_FOUND"],
});

const InboundSms = z
  .object({ From: z.string(), Body: z.string(), MessageSid: z.string().optional() })
  .catchall(z.string())
  .meta({ id: "TwilioInboundSms", description: "Twilio's inbound message webhook fields" });
const SmsStatusCallback = z
  .object({ MessageSid: z.string(), MessageStatus: z.string(), ErrorCode: z.string().optional() })
  .catchall(z.string())
  .meta({ id: "TwilioStatusCallback", description: "Twilio's message status callback fields" });

registerRoute({
  method: "post",
  path: "/api/sms/inbound",
  summary: "Inbound texts (Twilio webhook)",
  description:
    "Requires a valid `X-Twilio-Signature` (HMAC-SHA1 with TWILIO_AUTH_TOKEN over APP_URL + path and the form fields); otherwise 403. " +
    "STOP, STOPALL, UNSUBSCRIBE, CANCEL, END and QUIT opt the number out of every text (stored, and queued texts cancelled, before anything else is sent); " +
    "START and UNSTOP opt back in; HELP answers with the organization's name and contact. The answer is TwiML (the reply as a <Message>).",
  tags,
  auth: "public",
  bodyContent: { "application/x-www-form-urlencoded": InboundSms },
  response: { schema: z.string().meta({ description: "TwiML" }), contentType: "text/xml" },
});
registerRoute({
  method: "post",
  path: "/api/sms/status",
  summary: "Text delivery status callbacks (Twilio webhook)",
  description: "Signed like /api/sms/inbound (403 otherwise). Each callback is stored and the message's provider_status updated.",
  tags,
  auth: "public",
  bodyContent: { "application/x-www-form-urlencoded": SmsStatusCallback },
  response: { schema: z.object({ success: z.literal(true) }) },
});
registerRoute({
  method: "get",
  path: "/api/cron/sms",
  summary: "Drain the SMS outbox (Vercel cron)",
  description:
    "Sends due texts through Twilio's Messages API (TWILIO_API_BASE), including those held by quiet hours (08:00-21:00 local; 08:00-20:00 for FL, MD, OK, NJ numbers, 09:00-20:00 for CT), " +
    "retrying failures with backoff. Without TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID) they are kept as `logged`.",
  tags: ["Cron"],
  auth: "cron",
  response: { schema: z.object({ sent: z.number().int(), failed: z.number().int(), logged: z.number().int(), cancelled: z.number().int() }) },
});
registerRoute({
  method: "get",
  path: "/api/cron/digests",
  summary: "Send due daily and weekly digests (Vercel cron, hourly)",
  description: "At or after 08:00 in each organization's zone; exactly one per user and period however often it runs; nothing is sent when there is nothing new.",
  tags: ["Cron"],
  auth: "cron",
  response: { schema: z.object({ digests: z.number().int(), users: z.number().int() }) },
});
