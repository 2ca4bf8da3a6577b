import { z } from "zod";
import { idParams, isoDate, isoDateTime, uuid } from "@/lib/schemas/common-schemas";
import {
  WebhookCreate,
  WebhookDeliveryDto,
  WebhookDeliveryList,
  WebhookEndpointDto,
  WebhookEndpointWithSecret,
  WebhookList,
  WebhookListQuery,
  WebhookUpdate,
  webhookPayloadSchema,
} from "@/lib/corps/webhooks/webhook-schemas";
import { registerRoute, registry } from "../../registry";

const tags = ["Webhooks"];
const scope =
  "corps_admins manage their organization's endpoints (they receive that organization's events); admins manage every endpoint and may create " +
  "system-wide endpoints (org_id omitted or null) that receive every organization's events. Another organization's endpoint is 404.";

registerRoute({ method: "get", path: "/api/corps/webhooks", summary: "List webhook endpoints", description: scope, tags, auth: "corps_admin", query: WebhookListQuery, response: { schema: WebhookList } });
registerRoute({
  method: "post",
  path: "/api/corps/webhooks",
  summary: "Register a webhook endpoint",
  description: `${scope} The secret is returned only here and by rotate-secret. URLs resolving to private, loopback or link-local addresses are refused.`,
  tags,
  auth: "corps_admin",
  body: WebhookCreate,
  response: { status: 201, schema: WebhookEndpointWithSecret },
});
registerRoute({ method: "get", path: "/api/corps/webhooks/{id}", summary: "A webhook endpoint", tags, auth: "corps_admin", params: idParams, response: { schema: WebhookEndpointDto }, errors: ["NOT_FOUND"] });
registerRoute({ method: "patch", path: "/api/corps/webhooks/{id}", summary: "Update a webhook endpoint", tags, auth: "corps_admin", params: idParams, body: WebhookUpdate, response: { schema: WebhookEndpointDto }, errors: ["NOT_FOUND"] });
registerRoute({ method: "delete", path: "/api/corps/webhooks/{id}", summary: "Delete a webhook endpoint and its delivery log", tags, auth: "corps_admin", params: idParams, response: { schema: z.object({ success: z.literal(true) }) }, errors: ["NOT_FOUND"] });
registerRoute({ method: "post", path: "/api/corps/webhooks/{id}/rotate-secret", summary: "Replace the signing secret (the new one is shown once)", tags, auth: "corps_admin", params: idParams, response: { schema: WebhookEndpointWithSecret }, errors: ["NOT_FOUND"] });
registerRoute({ method: "post", path: "/api/corps/webhooks/{id}/test", summary: "Send a webhook.test event now", description: "Answers the delivery with its attempt.", tags, auth: "corps_admin", params: idParams, response: { schema: WebhookDeliveryDto }, errors: ["NOT_FOUND"] });
registerRoute({ method: "get", path: "/api/corps/webhooks/{id}/deliveries", summary: "The endpoint's delivery log, newest first, with every attempt", tags, auth: "corps_admin", params: idParams, query: WebhookListQuery, response: { schema: WebhookDeliveryList }, errors: ["NOT_FOUND"] });
registerRoute({ method: "post", path: "/api/corps/webhooks/deliveries/{id}/redeliver", summary: "Deliver again now (same webhook-id)", tags, auth: "corps_admin", params: idParams, response: { schema: WebhookDeliveryDto }, errors: ["NOT_FOUND"] });
registerRoute({
  method: "get",
  path: "/api/cron/webhooks",
  summary: "Fan out new events and deliver due webhooks (Vercel cron)",
  description: "Retries use exponential backoff (30 s doubling, at most 8 attempts).",
  tags: ["Cron"],
  auth: "cron",
  response: { schema: z.object({ fanned_out: z.number().int(), succeeded: z.number().int(), retrying: z.number().int(), failed: z.number().int() }) },
});

const headers = z.object({
  "webhook-id": z.string().describe("The delivery id; the same on every retry of one delivery"),
  "webhook-timestamp": z.string().describe("Unix seconds of this attempt"),
  "webhook-signature": z.string().describe("v1,<base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`> (Standard Webhooks) keyed by the endpoint secret"),
});

const open = (fields: Record<string, z.ZodType>) => z.looseObject(fields);
const events: { type: string; summary: string; data: z.ZodType }[] = [
  {
    type: "volunteer.created",
    summary: "A volunteer profile was created",
    data: z.object({ volunteer_id: uuid, user_id: uuid, org_id: uuid, first_name: z.string(), last_name: z.string(), email: z.string(), created_at: isoDateTime }),
  },
  {
    type: "signup.created",
    summary: "A volunteer signed up for an opportunity",
    data: open({
      signup_id: uuid,
      opportunity_id: uuid,
      volunteer_id: uuid,
      status: z.string(),
      party_size: z.number().int().describe("Seats taken: the volunteer plus their guests"),
    }),
  },
  {
    type: "signup.confirmed",
    summary: "A signup was confirmed (at signup, by the organizer, by a waitlist promotion, an accepted offer or a lottery draw: see via)",
    data: open({ signup_id: uuid, opportunity_id: uuid, volunteer_id: uuid }),
  },
  {
    type: "signup.offered",
    summary: "Freed seats were offered to a waitlisted party (waitlist_mode offer); it holds them until offer_expires_at",
    data: open({ signup_id: uuid, opportunity_id: uuid, volunteer_id: uuid, party_size: z.number().int(), offer_expires_at: isoDateTime }),
  },
  {
    type: "hours.approved",
    summary: "An hours entry was approved (by a recruiter, or automatically)",
    data: z.object({
      hours_entry_id: uuid,
      volunteer_id: uuid,
      opportunity_id: uuid.nullable(),
      hours_worked: z.number(),
      date_worked: isoDate,
      status: z.enum(["approved", "auto_approved"]),
      approved_by: uuid.nullable().describe("The approving user; null when auto-approved"),
      approved_at: isoDateTime,
    }),
  },
  { type: "opportunity.published", summary: "An opportunity was published", data: open({ opportunity_id: uuid, title: z.string() }) },
  {
    type: "achievement.awarded",
    summary: "A volunteer earned a badge",
    data: z.object({
      achievement_id: uuid,
      achievement_name: z.string(),
      volunteer_id: uuid,
      awarded_at: isoDateTime,
      awarded_by: uuid.nullable().describe("The awarding user; null for automatic milestone awards"),
      automatic: z.boolean(),
    }),
  },
  {
    type: "requirement.completed",
    summary: "A volunteer signed a waiver, or staff recorded a background check or orientation (passed or failed)",
    data: z.object({
      record_id: uuid,
      requirement_id: uuid,
      org_id: uuid,
      volunteer_id: uuid,
      kind: z.enum(["waiver", "background_check", "orientation"]),
      name: z.string(),
      status: z.enum(["signed", "passed", "failed"]),
      completed_at: isoDateTime,
      expires_at: isoDateTime.nullable(),
      version: z.number().int().optional().describe("Waivers: the version signed"),
    }),
  },
];
for (const e of events) {
  registry.registerWebhook({
    method: "post",
    path: e.type,
    summary: e.summary,
    description: "Delivered to every active endpoint whose event_types is empty or includes this type. Answer 2xx to acknowledge; anything else is retried.",
    tags,
    // The receiver authenticates the sender by the signature headers, not by a credential.
    security: [],
    request: {
      headers,
      body: { content: { "application/json": { schema: webhookPayloadSchema(e.type, e.data) } } },
    },
    responses: { 200: { description: "Acknowledged (any 2xx)" } },
  });
}
