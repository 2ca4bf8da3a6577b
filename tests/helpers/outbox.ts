// An outbox row as the recipient reads it: a notification's e-mail is rendered when it is sent or
// shown (lib/email/outbox-body.ts), with the test app's base URL, as the app itself would.
import { inject } from "vitest";
import { outboxBody, type OutboxBody, type OutboxBodyFields } from "@/lib/email/outbox-body";

export function mailBody(row: OutboxBodyFields): OutboxBody {
  return outboxBody(row, inject("baseUrl"));
}
