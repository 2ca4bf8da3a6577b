// The hours daily totals (docs/decisions/105-hours-rollup.md) that the lists, reports and
// dashboards sum: a decision shows at once in every figure built on them, and every way of
// writing hours (the services, bulk updates, deletes, foreign-key cascades, concurrent writers)
// leaves them equal to the entries.
import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, uniq } from "@/tests/helpers/api";
import { type Entry, type HoursList, logHours } from "@/tests/helpers/hours";

type Summary = {
  summary: { total_hours: number; total_volunteers: number; total_events: number };
  by_period: { period: string; hours: number; volunteers: number }[];
  by_labor_type: { labor_type: string; hours: number; percentage: number }[];
};
type RecruiterDashboard = { pending_hours: number; hours_this_month: number };

const today = () => new Date().toISOString().slice(0, 10);

describe("hours daily totals", () => {
  it("shows a logged, edited, approved or rejected entry at once in the lists, the hours summary and the dashboard", async () => {
    const org = await newOrg("Roll");
    const staff = org.recruiter.token;
    const day = today();
    const figures = async () => {
      const [all, pending, approved, rejected, summary, dash] = await Promise.all([
        api<HoursList>("/api/corps/hours", { token: staff }),
        api<HoursList>("/api/corps/hours/pending", { token: staff }),
        api<HoursList>("/api/corps/hours?status=approved", { token: staff }),
        api<HoursList>("/api/corps/hours?status=rejected&labor_type=skilled", { token: staff }),
        api<Summary>(`/api/corps/reports/hours-summary?group_by=week&date_from=${day}&date_to=${day}`, { token: staff }),
        api<RecruiterDashboard>("/api/corps/dashboard/recruiter", { token: staff }),
      ]);
      return {
        all: [all.body.total, all.body.total_hours],
        pending: [pending.body.total, pending.body.total_hours],
        approved: [approved.body.total, approved.body.total_hours],
        rejected: [rejected.body.total, rejected.body.total_hours],
        summary: [summary.body.summary.total_hours, summary.body.summary.total_volunteers],
        labor: summary.body.by_labor_type.map((l) => [l.labor_type, l.hours, l.percentage]),
        weeks: summary.body.by_period.map((p) => [p.hours, p.volunteers]),
        dash: [dash.body.pending_hours, dash.body.hours_this_month],
      };
    };

    const first = await logHours(org.vol1.token, { hours_worked: 2, date_worked: day, labor_type: "skilled" });
    expect(first.status).toBe(201);
    expect(await figures()).toEqual({
      all: [1, 2], pending: [1, 2], approved: [0, 0], rejected: [0, 0], summary: [0, 0], labor: [], weeks: [], dash: [1, 0],
    });

    const edited = await api<Entry>(`/api/corps/hours/${first.body.id}`, { method: "PATCH", token: org.vol1.token, body: { hours_worked: 2.5 } });
    expect(edited.status).toBe(200);
    expect((await figures()).pending).toEqual([1, 2.5]);

    const approved = await api<Entry>(`/api/corps/hours/${first.body.id}/approve`, { token: staff, body: { hours_worked: 3 } });
    expect(approved.status).toBe(200);
    expect(await figures()).toEqual({
      all: [1, 3], pending: [0, 0], approved: [1, 3], rejected: [0, 0], summary: [3, 1], labor: [["skilled", 3, 100]], weeks: [[3, 1]], dash: [0, 3],
    });

    const second = await logHours(org.vol2.token, { hours_worked: 1.5, date_worked: day, labor_type: "skilled" });
    const third = await logHours(org.vol2.token, { hours_worked: 1, date_worked: day, labor_type: "education" });
    expect((await api(`/api/corps/hours/${second.body.id}/reject`, { token: staff, body: { reason: "Not that day" } })).status).toBe(200);
    expect((await api(`/api/corps/hours/${third.body.id}/approve`, { token: staff, body: {} })).status).toBe(200);
    expect(await figures()).toEqual({
      all: [3, 5.5], pending: [0, 0], approved: [2, 4], rejected: [1, 1.5], summary: [4, 2],
      labor: [["skilled", 3, 75], ["education", 1, 25]], weeks: [[4, 2]], dash: [0, 4],
    });
  });

  it("stays equal to the entries through bulk approvals, edits of every key column, deletes, cascades and concurrent writers", async () => {
    const db = testDb();
    const org = await newOrg("RollBulk");
    const other = await newOrg("RollBulkOther");
    const opp = await db.opportunity.create({
      data: { orgId: org.orgId, title: `Opp ${uniq()}`, startDatetime: new Date("2026-03-02T16:00:00Z"), endDatetime: new Date("2026-03-02T19:00:00Z"), status: "published" },
    });
    const entry = (i: number, extra: Record<string, unknown> = {}) => ({
      orgId: org.orgId,
      volunteerId: i % 2 ? org.vol1.volunteerId : org.vol2.volunteerId,
      dateWorked: new Date(`2026-03-0${1 + (i % 3)}T00:00:00Z`),
      hoursWorked: 1 + (i % 4) * 0.25,
      laborType: (["service", "physical"] as const)[i % 2],
      status: "pending" as const,
      opportunityId: i % 3 === 0 ? opp.id : null,
      ...extra,
    });
    await db.hoursEntry.createMany({ data: Array.from({ length: 24 }, (_, i) => entry(i)) });
    // A bulk approval: one statement over many rows and keys.
    await db.hoursEntry.updateMany({ where: { orgId: org.orgId, hoursWorked: { lt: 1.5 } }, data: { status: "approved" } });
    // Every key column moved, and a row moved to another organization and back.
    const ids = (await db.hoursEntry.findMany({ where: { orgId: org.orgId }, select: { id: true }, orderBy: { id: "asc" } })).map((r) => r.id);
    await db.hoursEntry.update({ where: { id: ids[0] }, data: { dateWorked: new Date("2026-03-09T00:00:00Z"), laborType: "technical", hoursWorked: 7.75 } });
    await db.hoursEntry.update({ where: { id: ids[1] }, data: { orgId: other.orgId } });
    await db.hoursEntry.update({ where: { id: ids[2] }, data: { orgId: other.orgId } });
    await db.hoursEntry.update({ where: { id: ids[2] }, data: { orgId: org.orgId, status: "rejected" } });
    await db.hoursEntry.updateMany({ where: { id: { in: ids.slice(3, 6) } }, data: { description: "only a note: no total moves" } });
    await db.hoursEntry.deleteMany({ where: { id: { in: ids.slice(6, 9) } } });
    // Twelve writers at once, all on one key, each in its own transaction.
    await Promise.all(Array.from({ length: 12 }, () => db.hoursEntry.create({ data: entry(3, { status: "approved", hoursWorked: 0.5 }) })));
    // Deleting the opportunity sets its entries' opportunity_id to NULL (an UPDATE by cascade).
    await db.opportunity.delete({ where: { id: opp.id } });

    type Row = { org_id: string; date_worked: string; status: string; labor_type: string; opportunity_id: string; entries: number; hours: string };
    const totals = () =>
      db.$queryRaw<Row[]>`
        SELECT org_id::text, date_worked::text, status::text, labor_type::text, opportunity_id::text, entries, hours::text
        FROM hours_daily_totals WHERE org_id IN (${org.orgId}::uuid, ${other.orgId}::uuid) ORDER BY 1, 2, 3, 4, 5`;
    const fromEntries = () =>
      db.$queryRaw<Row[]>`
        SELECT org_id::text, date_worked::text, status::text, labor_type::text,
               COALESCE(opportunity_id, '00000000-0000-0000-0000-000000000000')::text AS opportunity_id, COUNT(*)::int AS entries, SUM(hours_worked)::text AS hours
        FROM hours_entries WHERE org_id IN (${org.orgId}::uuid, ${other.orgId}::uuid) GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`;
    const expected = await fromEntries();
    expect(expected.length).toBeGreaterThan(8);
    expect(expected.some((r) => r.org_id === other.orgId)).toBe(true);
    expect(expected.some((r) => r.date_worked === "2026-03-09" && r.labor_type === "technical" && r.hours === "7.75")).toBe(true);
    expect(expected.some((r) => r.entries >= 12)).toBe(true);
    expect(await totals()).toEqual(expected);

    // A volunteer's profile going takes their entries (ON DELETE CASCADE) and their totals.
    await db.volunteerProfile.delete({ where: { id: org.vol2.volunteerId } });
    const after = await fromEntries();
    expect(after.reduce((n, r) => n + r.entries, 0)).toBeLessThan(expected.reduce((n, r) => n + r.entries, 0));
    expect(await totals()).toEqual(after);
    // Only keys with entries are kept.
    expect((await totals()).every((r) => r.entries > 0)).toBe(true);
  });
});
