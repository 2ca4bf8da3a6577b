// What the hours suites share: the answer types, an organization with an opportunity, and logging
// hours (or a pending entry from a checked-out signup).
import { expect } from "vitest";
import { api, newOrg } from "./api";

export type Entry = {
  id: string;
  volunteer_id: string;
  volunteer_name: string;
  org_id: string;
  opportunity_id: string | null;
  opportunity_title: string | null;
  hours_worked: number;
  date_worked: string;
  labor_type: string;
  description: string;
  status: string;
  submitted_at: string;
  approved_at: string | null;
  approved_by_name: string | null;
  rejected_reason: string | null;
};

export type HoursList = { hours: Entry[]; total: number; total_hours: number; page: number; limit: number };

export type Org = Awaited<ReturnType<typeof newOrg>>;

export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export async function logHours(token: string, body: Record<string, unknown>) {
  return api<Entry>("/api/corps/hours", { token, body: { hours_worked: 2, date_worked: daysAgo(1), ...body } });
}

export async function pendingEntry(org: Org, hours = 2) {
  const res = await logHours(org.vol1.token, { hours_worked: hours });
  expect(res.status).toBe(201);
  return res.body;
}
