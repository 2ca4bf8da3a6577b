// Webhook endpoint, delivery and event payload schemas (Standard Webhooks; DECISIONS.md "Notifications and events").
import { z } from "zod";
import { isoDateTime, pagination, uuid } from "@/lib/schemas/common-schemas";
import { EVENT_TYPES } from "@/lib/corps/events";

export const WebhookEventType = z.enum(EVENT_TYPES).meta({ id: "WebhookEventType" });

const url = z.url({ protocol: /^https?$/, message: "Must be an http(s) URL" }).max(2000);

export const WebhookCreate = z
  .strictObject({
    url,
    description: z.string().trim().max(500).default(""),
    event_types: z.array(WebhookEventType).max(EVENT_TYPES.length).default([]).describe("Empty: every event type"),
    is_active: z.boolean().default(true),
    /** Admins only: the organization whose events the endpoint receives; omitted: system-wide. */
    org_id: uuid.nullable().optional(),
  })
  .meta({ id: "WebhookCreate" });
export type WebhookCreate = z.infer<typeof WebhookCreate>;

export const WebhookUpdate = z
  .strictObject({
    url: url.optional(),
    description: z.string().trim().max(500).optional(),
    event_types: z.array(WebhookEventType).max(EVENT_TYPES.length).optional(),
    is_active: z.boolean().optional(),
  })
  .meta({ id: "WebhookUpdate" });
export type WebhookUpdate = z.infer<typeof WebhookUpdate>;

export const WebhookEndpointDto = z
  .object({
    id: uuid,
    org_id: uuid.nullable(),
    url: z.string(),
    description: z.string(),
    event_types: z.array(WebhookEventType),
    is_active: z.boolean(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpointDto = z.infer<typeof WebhookEndpointDto>;

export const WebhookEndpointWithSecret = WebhookEndpointDto.extend({
  secret: z.string().describe("Standard Webhooks secret (whsec_...); shown only in this answer"),
}).meta({ id: "WebhookEndpointWithSecret" });

export const WebhookListQuery = z.object({ ...pagination });
export type WebhookListQuery = z.infer<typeof WebhookListQuery>;
export const WebhookList = z
  .object({ webhooks: z.array(WebhookEndpointDto), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "WebhookList" });

export const WebhookAttemptDto = z
  .object({
    attempted_at: isoDateTime,
    status_code: z.number().int().nullable(),
    error: z.string().nullable(),
    duration_ms: z.number().int(),
  })
  .meta({ id: "WebhookAttempt" });

export const WebhookDeliveryDto = z
  .object({
    id: uuid,
    endpoint_id: uuid,
    event_id: uuid.nullable(),
    event_type: z.string(),
    status: z.enum(["pending", "succeeded", "failed"]),
    attempts: z.number().int(),
    next_attempt_at: isoDateTime.nullable(),
    last_status: z.number().int().nullable(),
    last_error: z.string().nullable(),
    created_at: isoDateTime,
    delivered_at: isoDateTime.nullable(),
    payload: z.record(z.string(), z.unknown()),
    attempt_log: z.array(WebhookAttemptDto),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDeliveryDto = z.infer<typeof WebhookDeliveryDto>;

export const WebhookDeliveryList = z
  .object({ deliveries: z.array(WebhookDeliveryDto), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "WebhookDeliveryList" });

/** The body of every delivery (Standard Webhooks convention: type, timestamp, data). */
export function webhookPayloadSchema<T extends z.ZodType>(type: string, data: T) {
  return z.object({ type: z.literal(type), timestamp: isoDateTime, data });
}
