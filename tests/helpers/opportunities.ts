// Arranging opportunities for the opportunity and signup tests.
import { api } from "./api";

export type Opp = Record<string, unknown> & { id: string; status: string; org_id: string };

const DAY = 86_400_000;

export function futureWindow(daysAhead = 7, hours = 3) {
  const start = new Date(Date.now() + daysAhead * DAY);
  start.setUTCMinutes(0, 0, 0);
  return { start_datetime: start.toISOString(), end_datetime: new Date(start.getTime() + hours * 3_600_000).toISOString() };
}

/** Creates an opportunity as the given recruiter (published unless told otherwise). */
export async function createOpp(token: string, body: Record<string, unknown> = {}): Promise<Opp> {
  const res = await api<Opp>("/api/corps/opportunities", {
    token,
    body: { title: "Park cleanup", zip_code: "97214", status: "published", ...futureWindow(), ...body },
  });
  if (res.status !== 201) throw new Error(`create failed ${res.status}: ${res.text}`);
  return res.body;
}
