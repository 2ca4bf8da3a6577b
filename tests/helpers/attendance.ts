// Arranging attendance history for the attendance suites: past opportunities and signups with
// the outcomes the reliability model counts, written straight to the database.
import type { SignupStatus } from "@/lib/generated/prisma/client";
import { api, testDb, tokenFor, uniq } from "./api";

const DAY = 86_400_000;

/** A completed opportunity of the organization that started `daysAgo` days ago (3 h long). */
export async function pastOpp(orgId: string, daysAgo: number, title = "Past shift") {
  const start = new Date(Date.now() - daysAgo * DAY);
  return testDb().opportunity.create({
    data: { orgId, title, startDatetime: start, endDatetime: new Date(start.getTime() + 3 * 3_600_000), status: "completed", completedAt: new Date() },
  });
}

type Outcome = "attended" | "no_show" | "late_cancel" | "early_cancel";

/** One past signup with an outcome: checked in and completed, no_show, or cancelled 2 h / 5 days before. */
export async function pastOutcome(orgId: string, volunteerId: string, outcome: Outcome, daysAgo = 10, partySize = 1) {
  const opp = await pastOpp(orgId, daysAgo);
  const start = opp.startDatetime.getTime();
  const status: SignupStatus = outcome === "attended" ? "completed" : outcome === "no_show" ? "no_show" : "cancelled";
  return testDb().signup.create({
    data: {
      opportunityId: opp.id,
      volunteerId,
      status,
      partySize,
      guests: Array.from({ length: partySize - 1 }, (_, i) => ({ name: `Guest ${i + 1}` })),
      signedUpAt: new Date(start - 10 * DAY),
      confirmedAt: new Date(start - 10 * DAY),
      checkInAt: outcome === "attended" ? new Date(start) : null,
      checkOutAt: outcome === "attended" ? new Date(start + 3 * 3_600_000) : null,
      cancelledAt: outcome === "late_cancel" ? new Date(start - 2 * 3_600_000) : outcome === "early_cancel" ? new Date(start - 5 * DAY) : null,
    },
  });
}

export type Reliability = { volunteer_id: string; score: number; prior: number; attended: number; no_shows: number; late_cancellations: number; window_days: number; method: string };

/** Another volunteer of the organization (user, token and profile made over HTTP). */
export async function extraVolunteer(orgName: string, label: string, profile: Record<string, unknown> = {}) {
  const s = uniq();
  const user = await tokenFor({ email: `${label}-${s}@test.org`, role: "volunteer", org: orgName, name: `${label} ${s}` });
  const p = await api<{ id: string }>("/api/corps/volunteers", { token: user.token, body: { zip_code: "97214", first_name: label, last_name: s, ...profile } });
  if (p.status !== 201) throw new Error(`profile creation failed: ${p.text}`);
  return { ...user, volunteerId: p.body.id };
}
