// The SMS provider's webhooks: inbound texts (STOP, START, HELP) and delivery status callbacks.
// Both are signed by Twilio (X-Twilio-Signature over the URL it was given and the form fields);
// anything unsigned, wrongly signed, or arriving while no auth token is configured is 403.
import type { Db } from "@/lib/db/client";
import { appUrl, env } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import { validTwilioSignature } from "@/lib/sms/twilio-signature";
import { handleInboundSms } from "./sms-contacts";

export function assertSignedByTwilio(pathAndQuery: string, fields: Record<string, string>, signature: string | null): void {
  const token = env().TWILIO_AUTH_TOKEN;
  if (!token || !validTwilioSignature(token, `${appUrl()}${pathAndQuery}`, fields, signature)) {
    throw ApiError.forbidden("Missing or invalid X-Twilio-Signature");
  }
}

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Handles an inbound text and answers TwiML (the reply, if any, goes back as a Message). */
export async function inboundSms(db: Db, fields: Record<string, string>): Promise<string> {
  const from = fields.From ?? "";
  const reply = from ? await handleInboundSms(db, from, fields.Body ?? "") : null;
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${reply ? `<Message>${escapeXml(reply)}</Message>` : ""}</Response>`;
}

/** Stores a status callback and the message's latest provider status. */
export async function recordSmsStatus(db: Db, fields: Record<string, string>): Promise<void> {
  const sid = fields.MessageSid ?? fields.SmsSid;
  const status = fields.MessageStatus ?? fields.SmsStatus;
  if (!sid || !status) throw ApiError.validation({ MessageSid: "MessageSid and MessageStatus are required" });
  await db.$transaction([
    db.smsStatusEvent.create({ data: { messageSid: sid, status, errorCode: fields.ErrorCode ?? null } }),
    db.smsMessage.updateMany({ where: { providerSid: sid }, data: { providerStatus: status } }),
  ]);
}
