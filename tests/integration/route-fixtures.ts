// Real resources of one fresh organization, so the OpenAPI sweeps can put ids into every path
// that point at something (a request then reaches the route's deepest checks, not just a 404).
// Ids are chosen by the collection before a path parameter; unknown collections (routes added
// later) get a random UUID, which still exercises their validation.
import { randomUUID } from "node:crypto";
import { api, newOrg, tokenFor, uniq } from "@/tests/helpers/api";
import { createOpp } from "@/tests/helpers/opportunities";

async function created(path: string, token: string, body: unknown): Promise<string> {
  const res = await api<{ id: string }>(path, { token, body });
  if (res.status !== 201 && res.status !== 200) throw new Error(`fixture ${path} answered ${res.status}: ${res.text}`);
  return res.body.id;
}

export interface RouteFixtures {
  org: Awaited<ReturnType<typeof newOrg>>;
  admin: { token: string; userId: string };
  ids: Record<string, string>;
  /** An id for the path parameter `name` after the segment `collection`. */
  idFor(name: string, collection: string): string;
}

export async function routeFixtures(label = "Sweep"): Promise<RouteFixtures> {
  const org = await newOrg(label);
  const admin = await tokenFor({ email: `admin-${uniq()}@test.org`, role: "admin", org: org.name, name: "Ada Admin" });
  const opp = await createOpp(org.recruiter.token, { max_volunteers: 10 });
  const signup = await created(`/api/corps/opportunities/${opp.id}/signup`, org.vol1.token, {});
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const hours = await created("/api/corps/hours", org.vol2.token, { hours_worked: 2, date_worked: yesterday });
  await api("/api/corps/notifications/send", {
    token: org.recruiter.token,
    body: { notification_type: "announcement", title: "Hello", message: "Hello all", target_type: "volunteers", target_criteria: { volunteer_ids: [org.vol1.volunteerId] } },
  });
  const notification = (await api<{ notifications: { id: string }[] }>("/api/corps/notifications", { token: org.vol1.token })).body.notifications[0]?.id;
  const webhook = await created("/api/corps/webhooks", org.corpsAdmin.token, { url: "https://93.184.215.14/hooks/sweep" });
  const achievement = (await api<{ achievements: { id: string }[] }>("/api/corps/achievements", { token: admin.token })).body.achievements[0]?.id;
  const property = await created("/api/properties", org.corpsAdmin.token, { address: `${uniq()} Sweep St`, city: "Portland", state: "OR" });
  const unit = await created(`/api/properties/${property}/units`, org.corpsAdmin.token, { unit_number: "1A", rent: 1200 });
  const tenant = await created(`/api/properties/${property}/units/${unit}/tenants`, org.corpsAdmin.token, { first_name: "Tess", last_name: "Tenant", email: "tess@example.org" });
  const contact = await created(`/api/properties/${property}/contacts`, org.corpsAdmin.token, { first_name: "Cora", last_name: "Contact", phone: "503-555-0100" });
  const inspection = await created(`/api/properties/${property}/inspections`, org.corpsAdmin.token, { inspection_date: yesterday });

  const ids: Record<string, string> = {
    opportunities: opp.id,
    signups: signup,
    hours,
    volunteers: org.vol1.volunteerId,
    webhooks: webhook,
    properties: property,
    units: unit,
    tenants: tenant,
    contacts: contact,
    inspections: inspection,
    ...(notification ? { notifications: notification } : {}),
    ...(achievement ? { achievements: achievement } : {}),
  };
  return {
    org,
    admin,
    ids,
    idFor: (name, collection) => ids[collection] ?? (name === "token" ? `feed-${uniq()}` : randomUUID()),
  };
}
