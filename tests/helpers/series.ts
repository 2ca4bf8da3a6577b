// What the series suites share: the answer types, an organization in a given time zone, a weekly
// series body, and creating, reading and signing up for a series.
import { expect } from "vitest";
import { api, newOrg, uniq, type ErrorBody } from "./api";
import type { Opp } from "./opportunities";

export type Occurrence = { id: string; start_datetime: string; end_datetime: string; status: string; confirmed_count: number; max_volunteers: number | null; min_volunteers: number | null; is_full: boolean; user_signup_status: string | null };

export type Series = { id: string; org_id: string; title: string; recurrence: { weekdays: string[]; until: string }; timezone: string; occurrences: Occurrence[] };

export type Created = Opp & { series_id: string; series: { id: string; occurrences: Occurrence[] } };

export type SignupResult = { opportunity_id: string; start_datetime: string; status: string | null; signup_id: string | null; waitlist_position: number | null; error_code: string | null };

export const DAY = 86_400_000;

export const WEEKDAY = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** A test organization whose series run in `timezone` (UTC unless told). */
export async function seriesOrg(label: string, timezone = "UTC") {
  const org = await newOrg(label);
  const res = await api<{ timezone: string }>("/api/corps/organizations/me", { method: "PATCH", token: org.corpsAdmin.token, body: { timezone } });
  expect(res.status).toBe(200);
  return org;
}

/** A weekly body (UTC org) starting `daysAhead` days from now, `weeks` occurrences long. */
export function weekly(daysAhead: number, weeks: number, extra: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + daysAhead * DAY);
  start.setUTCMinutes(0, 0, 0);
  const until = new Date(start.getTime() + (weeks - 1) * 7 * DAY).toISOString().slice(0, 10);
  return {
    title: `Pantry shift ${uniq()}`,
    zip_code: "97214",
    status: "published",
    schedule_type: "recurring",
    recurrence: { weekdays: [WEEKDAY[start.getUTCDay()]], until },
    start_datetime: start.toISOString(),
    end_datetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    ...extra,
  };
}

export async function createSeries(token: string, body: Record<string, unknown>): Promise<Created> {
  const res = await api<Created>("/api/corps/opportunities", { token, body });
  if (res.status !== 201) throw new Error(`series create failed ${res.status}: ${res.text}`);
  return res.body;
}

export const getSeries = (id: string, token: string) => api<Series & ErrorBody>(`/api/corps/series/${id}`, { token });

export const seriesSignup = (id: string, token: string) => api<{ results: SignupResult[] } & ErrorBody>(`/api/corps/series/${id}/signup`, { token, body: {} });
