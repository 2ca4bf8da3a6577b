import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { emitEvent } from "@/lib/corps/events";
import { createWebhook, redeliver, sendTestWebhook } from "@/lib/corps/webhooks/webhooks";
import { resetEnvCache } from "@/lib/env";
import { deliverWebhooks, fanOutEvents } from "@/lib/webhooks/deliver-webhooks";
import { runWebhookCron } from "@/lib/webhooks/run-webhook-cron";
import { isPublicAddress } from "@/lib/webhooks/ssrf-guard";
import { api, newOrg, testDb, tokenFor, uniq } from "@/tests/helpers/api";

type Endpoint = { id: string; org_id: string | null; url: string; event_types: string[]; is_active: boolean; secret?: string };
type Delivery = { id: string; event_type: string; status: string; attempts: number; last_status: number | null; attempt_log: { status_code: number | null; error: string | null }[] };

// A public address literal: nothing is resolved or contacted by the CRUD tests.
const PUBLIC_URL = "https://93.184.215.14/hooks/corps";

describe("webhook endpoints API", () => {
  it("creates (secret shown once), lists, reads, updates, rotates and deletes, scoped to the organization", async () => {
    const a = await newOrg("Hook A");
    const b = await newOrg("Hook B");
    const created = await api<Endpoint>("/api/corps/webhooks", {
      token: a.corpsAdmin.token,
      body: { url: PUBLIC_URL, event_types: ["signup.created", "hours.approved"], description: "CRM" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ org_id: a.orgId, url: PUBLIC_URL, event_types: ["signup.created", "hours.approved"], is_active: true });
    expect(created.body.secret).toMatch(/^whsec_/);
    const id = created.body.id;

    const got = await api<Endpoint>(`/api/corps/webhooks/${id}`, { token: a.corpsAdmin.token });
    expect(got.status).toBe(200);
    expect(got.body.secret).toBeUndefined();
    const list = await api<{ webhooks: Endpoint[]; total: number; page: number; limit: number }>("/api/corps/webhooks", { token: a.corpsAdmin.token });
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 25 });
    expect(list.body.webhooks[0].secret).toBeUndefined();

    // Another organization's corps_admin: 404 everywhere, and an empty list.
    expect((await api(`/api/corps/webhooks/${id}`, { token: b.corpsAdmin.token })).status).toBe(404);
    expect((await api(`/api/corps/webhooks/${id}`, { method: "PATCH", token: b.corpsAdmin.token, body: { is_active: false } })).status).toBe(404);
    expect((await api(`/api/corps/webhooks/${id}/rotate-secret`, { method: "POST", token: b.corpsAdmin.token })).status).toBe(404);
    expect((await api(`/api/corps/webhooks/${id}/deliveries`, { token: b.corpsAdmin.token })).status).toBe(404);
    expect((await api(`/api/corps/webhooks/${id}`, { method: "DELETE", token: b.corpsAdmin.token })).status).toBe(404);
    expect((await api<{ total: number }>("/api/corps/webhooks", { token: b.corpsAdmin.token })).body.total).toBe(0);
    // Recruiters and volunteers: 403; anonymous: 401.
    expect((await api("/api/corps/webhooks", { token: a.recruiter.token })).status).toBe(403);
    expect((await api("/api/corps/webhooks", { token: a.vol1.token })).status).toBe(403);
    expect((await api("/api/corps/webhooks")).status).toBe(401);

    const patched = await api<Endpoint>(`/api/corps/webhooks/${id}`, { method: "PATCH", token: a.corpsAdmin.token, body: { event_types: [], is_active: false } });
    expect(patched.body).toMatchObject({ event_types: [], is_active: false });
    const rotated = await api<Endpoint>(`/api/corps/webhooks/${id}/rotate-secret`, { method: "POST", token: a.corpsAdmin.token });
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    expect((await testDb().webhookEndpoint.findUnique({ where: { id } }))?.secret).toBe(rotated.body.secret);

    const admin = await tokenFor({ email: `adm-${uniq()}@test.org`, role: "admin" });
    expect((await api(`/api/corps/webhooks/${id}`, { token: admin.token })).status).toBe(200);
    const systemWide = await api<Endpoint>("/api/corps/webhooks", { token: admin.token, body: { url: PUBLIC_URL } });
    expect(systemWide.body.org_id).toBeNull();
    expect((await api(`/api/corps/webhooks/${systemWide.body.id}`, { token: a.corpsAdmin.token })).status).toBe(404);
    await api(`/api/corps/webhooks/${systemWide.body.id}`, { method: "DELETE", token: admin.token });

    expect((await api(`/api/corps/webhooks/${id}`, { method: "DELETE", token: a.corpsAdmin.token })).body).toEqual({ success: true });
    expect((await api(`/api/corps/webhooks/${id}`, { token: a.corpsAdmin.token })).status).toBe(404);
  });

  it("refuses private, loopback and link-local URLs and bad bodies", async () => {
    const a = await newOrg("Hook SSRF");
    for (const url of ["http://127.0.0.1:8080/x", "http://10.1.2.3/x", "http://169.254.169.254/latest", "http://[::1]/x", "http://[::ffff:192.168.0.1]/x", "http://localhost/x"]) {
      const res = await api<{ error: { code: string; details: { fields: Record<string, string> } } }>("/api/corps/webhooks", { token: a.corpsAdmin.token, body: { url } });
      expect(res.status, url).toBe(400);
      expect(res.body.error.details.fields.url, url).toBeTruthy();
    }
    const bad = await api<{ error: { details: { fields: Record<string, string> } } }>("/api/corps/webhooks", {
      token: a.corpsAdmin.token,
      body: { url: "ftp://example.com", event_types: ["nope"], extra: true },
    });
    expect(bad.status).toBe(400);
    expect(isPublicAddress("93.184.215.14")).toBe(true);
    expect(isPublicAddress("fe80::1")).toBe(false);
  });
});

describe("webhook delivery", () => {
  interface Received {
    headers: IncomingHttpHeaders;
    body: string;
  }
  const received: Received[] = [];
  let failNext = 0;
  let server: Server;
  let url = "";
  const saved = { ...process.env };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        if (failNext > 0) {
          failNext -= 1;
          res.statusCode = 500;
          res.end("oops");
          return;
        }
        res.end("ok");
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    process.env.WEBHOOK_ALLOW_PRIVATE = "1";
    resetEnvCache();
    // The suites before this one share the database: they leave thousands of events in the
    // outbox (a 52-date series alone emits 52) and register endpoints of their own (the
    // cross-site and fuzz sweeps), whose deliveries would fill the cron's batches first. Pause
    // those endpoints and clear the backlog: each test below then finds its own events.
    await testDb().webhookEndpoint.updateMany({ data: { isActive: false } });
    while ((await fanOutEvents(testDb())) > 0);
  });
  afterAll(async () => {
    process.env = saved;
    resetEnvCache();
    await new Promise((r) => server.close(r));
  });

  it("delivers signed events that verify with the endpoint secret, retries a 500, and logs every attempt", async () => {
    const a = await newOrg("Deliver");
    const b = await newOrg("Deliver other");
    const caller: Caller = { id: a.corpsAdmin.userId, email: "ca@test.org", name: "Cory", role: "corps_admin", orgId: a.orgId, volunteerId: null };
    const endpoint = await createWebhook({ caller, db: testDb() }, { url, description: "", event_types: ["signup.created"], is_active: true });
    const ref = uniq();
    await testDb().$transaction(async (tx) => {
      await emitEvent(tx, "signup.created", a.orgId, { signup_id: ref, opportunity_id: "o", volunteer_id: "v", status: "confirmed" });
      await emitEvent(tx, "hours.approved", a.orgId, { ref });
      await emitEvent(tx, "signup.created", b.orgId, { ref: `${ref}-other-org` });
    });

    received.length = 0;
    failNext = 1;
    await runWebhookCron(testDb());
    const mine = () => received.filter((r) => r.body.includes(ref));
    expect(mine()).toHaveLength(1);
    let [delivery] = await testDb().webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastStatus: 500, eventType: "signup.created" });
    expect(delivery.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());

    // Backoff elapsed: the next drain delivers it.
    await testDb().webhookDelivery.update({ where: { id: delivery.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await runWebhookCron(testDb());
    expect(mine()).toHaveLength(2);
    delivery = (await testDb().webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } }));
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2, lastStatus: 200 });

    const last = mine()[1];
    expect(last.headers["webhook-id"]).toBe(delivery.id);
    const hdrs = {
      "webhook-id": String(last.headers["webhook-id"]),
      "webhook-timestamp": String(last.headers["webhook-timestamp"]),
      "webhook-signature": String(last.headers["webhook-signature"]),
    };
    const verified = new Webhook(endpoint.secret).verify(last.body, hdrs) as { type: string; data: Record<string, string> };
    expect(verified).toMatchObject({ type: "signup.created", data: { signup_id: ref, status: "confirmed" } });
    expect(() => new Webhook(endpoint.secret).verify(last.body.replace("confirmed", "cancelled"), hdrs)).toThrow();
    expect(() => new Webhook(`whsec_${Buffer.from("another secret 32 bytes long!!!!").toString("base64")}`).verify(last.body, hdrs)).toThrow();

    // The delivery log over HTTP: both attempts; manual redelivery adds a third.
    const log = await api<{ deliveries: Delivery[]; total: number }>(`/api/corps/webhooks/${endpoint.id}/deliveries`, { token: a.corpsAdmin.token });
    expect(log.body.total).toBe(1);
    expect(log.body.deliveries[0].attempt_log.map((x) => x.status_code)).toEqual([500, 200]);
    expect(log.body.deliveries[0].attempt_log[0].error).toBe("HTTP 500");
    expect((await api(`/api/corps/webhooks/deliveries/${delivery.id}/redeliver`, { method: "POST", token: b.corpsAdmin.token })).status).toBe(404);
  });

  it("delivers requirement.completed (a waiver signed over HTTP) and signup.created with party_size, signed like the other events", async () => {
    const a = await newOrg("Deliver requirement");
    const caller: Caller = { id: a.corpsAdmin.userId, email: "ca@test.org", name: "Cory", role: "corps_admin", orgId: a.orgId, volunteerId: null };
    const endpoint = await createWebhook({ caller, db: testDb() }, { url, description: "", event_types: ["requirement.completed", "signup.created"], is_active: true });
    const waiver = await api<{ id: string }>("/api/corps/requirements", { token: a.corpsAdmin.token, body: { kind: "waiver", name: "Hook waiver", body: "Text", applies_to_all: true } });
    const signed = await api<{ id: string }>(`/api/corps/requirements/${waiver.body.id}/sign`, { token: a.vol1.token, body: { full_name: "Vera One", agree: true } });
    expect(signed.status).toBe(201);
    const opp = await api<{ id: string }>("/api/corps/opportunities", {
      token: a.recruiter.token,
      body: { title: "Hook party", status: "published", max_volunteers: 5, start_datetime: new Date(Date.now() + 5 * 86_400_000).toISOString(), end_datetime: new Date(Date.now() + 5 * 86_400_000 + 3_600_000).toISOString() },
    });
    const joined = await api<{ id: string }>(`/api/corps/opportunities/${opp.body.id}/signup`, { token: a.vol1.token, body: { party_size: 2, guests: [{ name: "Kim" }] } });
    expect(joined.status).toBe(201);

    // The app fans each request's events out right after answering and tries them at once; its
    // own settings refuse this loopback receiver (no WEBHOOK_ALLOW_PRIVATE), so each delivery
    // waits for a retry. Once both tries are recorded (an attempt row is written with the retry
    // time: a delivery merely claimed is still being tried, and its outcome would push back the
    // retry made due below), make them due and let this process deliver them. Only these two are
    // delivered here: other test files' endpoints can have more than a drain's batch due at the
    // same moment on the shared database, and a plain cron pass takes the oldest.
    const tried = () =>
      testDb().webhookDelivery.findMany({ where: { endpointId: endpoint.id, status: "pending", attemptsLog: { some: {} } }, select: { id: true } });
    let ours = await tried();
    for (let i = 0; i < 300 && ours.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      ours = await tried();
    }
    expect(ours, "the app tried both events right after answering").toHaveLength(2);
    await testDb().webhookDelivery.updateMany({ where: { endpointId: endpoint.id, status: "pending" }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    received.length = 0;
    await deliverWebhooks(testDb(), ours.map((d) => d.id));
    const bodies = received.filter((r) => r.body.includes(signed.body.id) || r.body.includes(joined.body.id));
    expect(bodies).toHaveLength(2);
    for (const r of bodies) {
      const verified = new Webhook(endpoint.secret).verify(r.body, {
        "webhook-id": String(r.headers["webhook-id"]),
        "webhook-timestamp": String(r.headers["webhook-timestamp"]),
        "webhook-signature": String(r.headers["webhook-signature"]),
      }) as { type: string; data: Record<string, unknown> };
      if (verified.type === "requirement.completed") {
        expect(verified.data).toMatchObject({ record_id: signed.body.id, requirement_id: waiver.body.id, volunteer_id: a.vol1.volunteerId, kind: "waiver", status: "signed", version: 1 });
      } else {
        expect(verified).toMatchObject({ type: "signup.created", data: { signup_id: joined.body.id, party_size: 2 } });
      }
    }
  });

  it("redelivers manually and sends test events (in-process, private receiver allowed)", async () => {
    const a = await newOrg("Redeliver");
    const caller: Caller = { id: a.corpsAdmin.userId, email: "ca@test.org", name: "Cory", role: "corps_admin", orgId: a.orgId, volunteerId: null };
    const ctx = { caller, db: testDb() };
    const endpoint = await createWebhook(ctx, { url, description: "", event_types: [], is_active: true });
    received.length = 0;
    const test = await sendTestWebhook(ctx, endpoint.id);
    expect(test).toMatchObject({ event_type: "webhook.test", status: "succeeded", attempts: 1 });
    expect(received).toHaveLength(1);
    expect(new Webhook(endpoint.secret).verify(received[0].body, received[0].headers as Record<string, string>)).toMatchObject({ type: "webhook.test" });
    const again = await redeliver(ctx, test.id);
    expect(again.attempt_log).toHaveLength(2);
    expect(received).toHaveLength(2);
    expect(received[1].headers["webhook-id"]).toBe(test.id);
  });

  it("claims each delivery once under concurrent cron runs, and re-checks the address at delivery time", async () => {
    const a = await newOrg("Concurrent");
    const caller: Caller = { id: a.corpsAdmin.userId, email: "ca@test.org", name: "Cory", role: "corps_admin", orgId: a.orgId, volunteerId: null };
    // Registered while private addresses were allowed (this process); the app server does not
    // allow them, so its cron must refuse the loopback receiver after resolving it.
    const endpoint = await createWebhook({ caller, db: testDb() }, { url, description: "", event_types: ["opportunity.published"], is_active: true });
    const ref = uniq();
    await testDb().$transaction(async (tx) => {
      for (let i = 0; i < 4; i++) await emitEvent(tx, "opportunity.published", a.orgId, { opportunity_id: `${ref}-${i}`, title: "T" });
    });
    received.length = 0;
    const cron = () => api("/api/cron/webhooks", { headers: { authorization: `Bearer ${inject("cronSecret")}` } });
    const runs = await Promise.all([cron(), cron(), cron()]);
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
    await cron();
    const ds = await testDb().webhookDelivery.findMany({ where: { endpointId: endpoint.id }, include: { attemptsLog: true } });
    expect(ds).toHaveLength(4);
    for (const d of ds) {
      expect(d).toMatchObject({ status: "pending", attempts: 1, lastStatus: null });
      expect(d.attemptsLog).toHaveLength(1);
      expect(d.attemptsLog[0].error).toMatch(/private, loopback or link-local/);
    }
    expect(received.filter((r) => r.body.includes(ref))).toHaveLength(0);
  });
});

