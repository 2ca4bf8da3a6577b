// Webhook endpoints and their delivery log. corps_admins manage their organization's endpoints;
// admins manage every endpoint, including system-wide ones (org_id null: every org's events).
import { randomBytes } from "node:crypto";
import type { Prisma, WebhookEndpoint } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { offset } from "@/lib/schemas/common-schemas";
import { deliverWebhooks } from "@/lib/webhooks/deliver-webhooks";
import { assertSafeWebhookUrl, UnsafeUrlError } from "@/lib/webhooks/ssrf-guard";
import { recordAudit } from "../audit-log/record-audit";
import type { Ctx } from "@/lib/auth/context";
import type { EventType } from "../events";
import type {
  WebhookCreate,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookListQuery,
  WebhookUpdate,
} from "./webhook-schemas";

function visibleWhere(ctx: Ctx): Prisma.WebhookEndpointWhereInput {
  if (ctx.caller.role === "admin") return {};
  return { orgId: ctx.caller.orgId ?? "00000000-0000-0000-0000-000000000000" };
}

/** Scoped look-up: an endpoint the caller may not manage is NOT_FOUND. */
export async function getWebhookOrThrow(ctx: Ctx, id: string): Promise<WebhookEndpoint> {
  const row = await ctx.db.webhookEndpoint.findFirst({ where: { AND: [{ id }, visibleWhere(ctx)] } });
  if (!row) throw ApiError.notFound("Webhook endpoint");
  return row;
}

function newSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

async function checkUrl(url: string): Promise<void> {
  try {
    await assertSafeWebhookUrl(url);
  } catch (err) {
    if (err instanceof UnsafeUrlError) throw ApiError.validation({ url: err.message });
    throw err;
  }
}

function toDto(w: WebhookEndpoint): WebhookEndpointDto {
  return {
    id: w.id,
    org_id: w.orgId,
    url: w.url,
    description: w.description,
    event_types: w.eventTypes as EventType[],
    is_active: w.isActive,
    created_at: w.createdAt.toISOString(),
    updated_at: w.updatedAt.toISOString(),
  };
}

export async function createWebhook(ctx: Ctx, input: WebhookCreate) {
  let orgId: string | null;
  if (ctx.caller.role === "admin") {
    orgId = input.org_id ?? null;
  } else {
    if (input.org_id && input.org_id !== ctx.caller.orgId) throw ApiError.validation({ org_id: "Must be your organization" });
    orgId = ctx.caller.orgId;
  }
  await checkUrl(input.url);
  const secret = newSecret();
  const row = await ctx.db.$transaction(async (tx) => {
    const created = await tx.webhookEndpoint.create({
      data: {
        orgId,
        url: input.url,
        description: input.description,
        eventTypes: [...new Set(input.event_types)],
        isActive: input.is_active,
        secret,
        createdBy: ctx.caller.system ? null : ctx.caller.id,
      },
    });
    await recordAudit(tx, {
      actor: ctx.caller,
      action: "webhook.created",
      targetType: "webhook_endpoint",
      targetId: created.id,
      orgId,
      changes: { url: created.url, event_types: created.eventTypes },
    });
    return created;
  });
  return { ...toDto(row), secret };
}

export async function listWebhooks(ctx: Ctx, q: WebhookListQuery) {
  const where = visibleWhere(ctx);
  const [rows, total] = await Promise.all([
    ctx.db.webhookEndpoint.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }], skip: offset(q), take: q.limit }),
    ctx.db.webhookEndpoint.count({ where }),
  ]);
  return { webhooks: rows.map(toDto), total, page: q.page, limit: q.limit };
}

export async function getWebhook(ctx: Ctx, id: string) {
  return toDto(await getWebhookOrThrow(ctx, id));
}

export async function updateWebhook(ctx: Ctx, id: string, input: WebhookUpdate) {
  await getWebhookOrThrow(ctx, id);
  if (input.url !== undefined) await checkUrl(input.url);
  const row = await ctx.db.webhookEndpoint.update({
    where: { id },
    data: {
      url: input.url,
      description: input.description,
      eventTypes: input.event_types ? [...new Set(input.event_types)] : undefined,
      isActive: input.is_active,
    },
  });
  return toDto(row);
}

export async function deleteWebhook(ctx: Ctx, id: string) {
  const endpoint = await getWebhookOrThrow(ctx, id);
  await ctx.db.$transaction(async (tx) => {
    await tx.webhookEndpoint.delete({ where: { id } });
    await recordAudit(tx, { actor: ctx.caller, action: "webhook.deleted", targetType: "webhook_endpoint", targetId: id, orgId: endpoint.orgId, changes: { url: endpoint.url } });
  });
  return { success: true as const };
}

export async function rotateWebhookSecret(ctx: Ctx, id: string) {
  const endpoint = await getWebhookOrThrow(ctx, id);
  const secret = newSecret();
  const row = await ctx.db.$transaction(async (tx) => {
    const rotated = await tx.webhookEndpoint.update({ where: { id }, data: { secret } });
    // The secret itself is never recorded.
    await recordAudit(tx, { actor: ctx.caller, action: "webhook.secret_rotated", targetType: "webhook_endpoint", targetId: id, orgId: endpoint.orgId, changes: { url: endpoint.url } });
    return rotated;
  });
  return { ...toDto(row), secret };
}

/** Sends a `webhook.test` event to the endpoint now and returns the delivery with its attempt. */
export async function sendTestWebhook(ctx: Ctx, id: string) {
  const endpoint = await getWebhookOrThrow(ctx, id);
  const delivery = await ctx.db.webhookDelivery.create({
    data: {
      endpointId: endpoint.id,
      eventType: "webhook.test",
      payload: { type: "webhook.test", timestamp: new Date().toISOString(), data: { endpoint_id: endpoint.id, message: "Test event from Corps" } },
    },
  });
  await deliverWebhooks(ctx.db, [delivery.id]);
  return getDelivery(ctx, delivery.id);
}

const deliveryInclude = { attemptsLog: { orderBy: { attemptedAt: "asc" } } } as const;
type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ include: typeof deliveryInclude }>;

function toDeliveryDto(d: DeliveryRow): WebhookDeliveryDto {
  return {
    id: d.id,
    endpoint_id: d.endpointId,
    event_id: d.eventId,
    event_type: d.eventType,
    status: d.status,
    attempts: d.attempts,
    next_attempt_at: d.nextAttemptAt?.toISOString() ?? null,
    last_status: d.lastStatus,
    last_error: d.lastError,
    created_at: d.createdAt.toISOString(),
    delivered_at: d.deliveredAt?.toISOString() ?? null,
    payload: d.payload as Record<string, unknown>,
    attempt_log: d.attemptsLog.map((a) => ({
      attempted_at: a.attemptedAt.toISOString(),
      status_code: a.statusCode,
      error: a.error,
      duration_ms: a.durationMs,
    })),
  };
}

export async function listDeliveries(ctx: Ctx, endpointId: string, q: WebhookListQuery) {
  await getWebhookOrThrow(ctx, endpointId);
  const where = { endpointId };
  const [rows, total] = await Promise.all([
    ctx.db.webhookDelivery.findMany({ where, include: deliveryInclude, orderBy: [{ createdAt: "desc" }, { id: "asc" }], skip: offset(q), take: q.limit }),
    ctx.db.webhookDelivery.count({ where }),
  ]);
  return { deliveries: rows.map(toDeliveryDto), total, page: q.page, limit: q.limit };
}

async function getDeliveryRowOrThrow(ctx: Ctx, id: string): Promise<DeliveryRow> {
  const row = await ctx.db.webhookDelivery.findFirst({ where: { id, endpoint: visibleWhere(ctx) }, include: deliveryInclude });
  if (!row) throw ApiError.notFound("Webhook delivery");
  return row;
}

export async function getDelivery(ctx: Ctx, id: string) {
  return toDeliveryDto(await getDeliveryRowOrThrow(ctx, id));
}

/** Manual redelivery: the same delivery (same webhook-id) is queued again and attempted now. */
export async function redeliver(ctx: Ctx, id: string) {
  await getDeliveryRowOrThrow(ctx, id);
  await ctx.db.webhookDelivery.update({ where: { id }, data: { status: "pending", nextAttemptAt: new Date() } });
  await deliverWebhooks(ctx.db, [id]);
  return getDelivery(ctx, id);
}
