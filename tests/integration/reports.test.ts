import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Papa from "papaparse";
import { describe, expect, inject, it } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq } from "@/tests/helpers/api";

type Summary = {
  summary: { total_hours: number; total_volunteers: number; total_events: number; average_hours_per_volunteer: number };
  by_period: { period: string; hours: number; volunteers: number }[];
  by_labor_type: { labor_type: string; hours: number; percentage: number }[];
};

async function opportunity(orgId: string, start: string, extra: Record<string, unknown> = {}) {
  return testDb().opportunity.create({
    data: {
      orgId,
      title: `Opp ${uniq()}`,
      startDatetime: new Date(start),
      endDatetime: new Date(Date.parse(start) + 3 * 3_600_000),
      status: "published",
      ...extra,
    },
  });
}

async function hours(orgId: string, volunteerId: string, date: string, h: number, laborType = "service", status = "approved", opportunityId?: string) {
  return testDb().hoursEntry.create({
    data: {
      orgId,
      volunteerId,
      dateWorked: new Date(`${date}T00:00:00Z`),
      hoursWorked: h,
      laborType: laborType as "service",
      status: status as "approved",
      opportunityId,
    },
  });
}

describe("hours-summary report", () => {
  it("totals, ISO weeks across a year end, months, labor types with percentages", async () => {
    const org = await newOrg("Rep");
    const other = await newOrg("RepOther");
    const opp = await opportunity(org.orgId, "2026-12-30T15:00:00Z");
    const { vol1, vol2 } = org;
    await hours(org.orgId, vol1.volunteerId, "2026-12-27", 2, "service"); // Sunday: 2026-W52
    await hours(org.orgId, vol1.volunteerId, "2026-12-31", 3.5, "physical", "approved", opp.id); // 2026-W53
    await hours(org.orgId, vol2.volunteerId, "2027-01-01", 1.25, "service", "auto_approved", opp.id); // 2026-W53
    await hours(org.orgId, vol2.volunteerId, "2027-01-04", 4, "education"); // 2027-W01
    await hours(org.orgId, vol2.volunteerId, "2027-01-05", 9, "education", "pending"); // not counted
    await hours(org.orgId, vol2.volunteerId, "2027-01-05", 9, "education", "rejected"); // not counted
    await hours(org.orgId, vol1.volunteerId, "2027-02-01", 5, "service"); // outside the window
    await hours(other.orgId, other.vol1.volunteerId, "2027-01-01", 100, "service"); // another org

    const q = "date_from=2026-12-20&date_to=2027-01-10";
    const res = await api<Summary>(`/api/corps/reports/hours-summary?${q}&group_by=week`, { token: org.recruiter.token });
    expect(res.status).toBe(200);
    const total = 2 + 3.5 + 1.25 + 4;
    expect(res.body.summary).toEqual({ total_hours: total, total_volunteers: 2, total_events: 1, average_hours_per_volunteer: Math.round((total / 2) * 100) / 100 });
    expect(res.body.by_period).toEqual([
      { period: "2026-W52", hours: 2, volunteers: 1 },
      { period: "2026-W53", hours: 4.75, volunteers: 2 },
      { period: "2027-W01", hours: 4, volunteers: 1 },
    ]);
    const pct = (h: number) => Math.round((h * 1000) / total) / 10;
    expect(res.body.by_labor_type).toEqual([
      { labor_type: "education", hours: 4, percentage: pct(4) },
      { labor_type: "physical", hours: 3.5, percentage: pct(3.5) },
      { labor_type: "service", hours: 3.25, percentage: pct(3.25) },
    ]);

    const month = await api<Summary>(`/api/corps/reports/hours-summary?${q}&group_by=month`, { token: org.corpsAdmin.token });
    expect(month.body.by_period).toEqual([
      { period: "2026-12", hours: 5.5, volunteers: 1 },
      { period: "2027-01", hours: 5.25, volunteers: 1 },
    ]);
    const day = await api<Summary>(`/api/corps/reports/hours-summary?${q}&group_by=day`, { token: org.recruiter.token });
    expect(day.body.by_period.map((p) => p.period)).toEqual(["2026-12-27", "2026-12-31", "2027-01-01", "2027-01-04"]);
    const byVol = await api<Summary>(`/api/corps/reports/hours-summary?${q}&group_by=volunteer`, { token: org.recruiter.token });
    expect(byVol.body.by_period).toEqual([
      { period: "Vera One", hours: 5.5, volunteers: 1 },
      { period: "Victor Two", hours: 5.25, volunteers: 1 },
    ]);
    const byLabor = await api<Summary>(`/api/corps/reports/hours-summary?${q}&group_by=labor_type`, { token: org.recruiter.token });
    expect(byLabor.body.by_period[0]).toEqual({ period: "education", hours: 4, volunteers: 1 });

    // Admin narrows with org_id; a recruiter asking for another org sees nothing of it.
    const admin = await tokenFor({ email: `admin-${uniq()}@test.org`, role: "admin", name: "Ada Admin" });
    const adminRes = await api<Summary>(`/api/corps/reports/hours-summary?${q}&org_id=${other.orgId}`, { token: admin.token });
    expect(adminRes.body.summary.total_hours).toBe(100);
    const leak = await api<Summary>(`/api/corps/reports/hours-summary?${q}&org_id=${other.orgId}`, { token: org.recruiter.token });
    expect(leak.status).toBe(200);
    expect(leak.body.summary.total_hours).toBe(0);
    expect(leak.body.by_period).toEqual([]);
  });

  it("guards roles and input", async () => {
    const org = await newOrg("RepRoles");
    expect((await api("/api/corps/reports/hours-summary")).status).toBe(401);
    const vol = await api("/api/corps/reports/hours-summary", { token: org.vol1.token });
    expect(vol.status).toBe(403);
    expect(vol.body).toMatchObject({ error: { code: "FORBIDDEN" } });
    const bad = await api<{ error: { code: string; details: { fields: Record<string, string> } } }>(
      "/api/corps/reports/hours-summary?group_by=year&date_from=2026-13-01&org_id=x",
      { token: org.recruiter.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(["date_from", "group_by", "org_id"]);
    const reversed = await api<{ error: { details: { fields: Record<string, string> } } }>(
      "/api/corps/reports/hours-summary?date_from=2026-05-02&date_to=2026-05-01",
      { token: org.recruiter.token },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.details.fields).toHaveProperty("date_to");

    // Valid but extreme windows: the participation report's "window before" would start before
    // year 1, which PostgreSQL cannot express (this was a 500).
    for (const q of ["date_from=0001-01-01", "date_from=1000-01-01&date_to=9999-12-31"]) {
      const wide = await api<Record<string, unknown>>(`/api/corps/reports/participation?${q}`, { token: org.recruiter.token });
      expect(wide.status).toBe(200);
      expect(wide.body).toMatchObject({ active_volunteers: 0, retention_rate: 0 });
    }
  });
});

describe("participation and opportunities reports", () => {
  it("computes retention, no-show rate, events per volunteer, top contributors, fill rate", async () => {
    const org = await newOrg("Part");
    const db = testDb();
    const extra = await tokenFor({ email: `v3-${uniq()}@test.org`, role: "volunteer", org: org.name, name: "Wes Three" });
    const p3 = await api<{ id: string }>("/api/corps/volunteers", { token: extra.token, body: {} });
    const v1 = org.vol1.volunteerId;
    const v2 = org.vol2.volunteerId;
    const v3 = p3.body.id;
    // Window 2026-03-01..2026-03-31 (31 days); previous window 2026-01-29..2026-02-28.
    const q = "date_from=2026-03-01&date_to=2026-03-31";
    await hours(org.orgId, v1, "2026-02-10", 2); // v1 active before
    await hours(org.orgId, v2, "2026-02-15", 3); // v2 active before
    await hours(org.orgId, v1, "2026-03-05", 6); // v1 active now
    await hours(org.orgId, v3, "2026-03-06", 1.5); // v3 active now (new)
    await hours(org.orgId, v2, "2026-03-07", 50, "service", "pending"); // pending: not active
    const done = await opportunity(org.orgId, "2026-03-10T16:00:00Z", { status: "completed", maxVolunteers: 4 });
    const done2 = await opportunity(org.orgId, "2026-03-20T16:00:00Z", { status: "completed", maxVolunteers: 2 });
    const open = await opportunity(org.orgId, "2026-03-25T16:00:00Z", { status: "published" });
    await opportunity(org.orgId, "2026-03-26T16:00:00Z", { status: "cancelled", maxVolunteers: 10 });
    const awaiting = await opportunity(org.orgId, "2026-03-27T16:00:00Z", { status: "published", maxVolunteers: 4 });
    await opportunity(org.orgId, "2026-05-01T16:00:00Z", { status: "published" }); // outside
    await db.signup.createMany({
      data: [
        { opportunityId: done.id, volunteerId: v1, status: "completed" },
        { opportunityId: done.id, volunteerId: v3, status: "completed" },
        { opportunityId: done.id, volunteerId: v2, status: "no_show" },
        { opportunityId: done2.id, volunteerId: v1, status: "completed" },
        { opportunityId: done2.id, volunteerId: v2, status: "cancelled" },
        { opportunityId: open.id, volunteerId: v2, status: "confirmed" },
        // A pending signup holds a seat (DECISIONS: seats taken = confirmed + pending).
        { opportunityId: awaiting.id, volunteerId: v3, status: "pending" },
      ],
    });

    const res = await api<Record<string, unknown>>(`/api/corps/reports/participation?${q}`, { token: org.recruiter.token });
    expect(res.status).toBe(200);
    // active now: v1 (hours + completed), v3 (hours + completed); before: v1, v2 -> retained v1 = 1/2
    expect(res.body).toMatchObject({
      active_volunteers: 2,
      retention_rate: 0.5,
      average_events_per_volunteer: 1.5, // 3 completed / 2 volunteers
      no_show_rate: 0.25, // 1 / (1 + 3)
      top_contributors: [
        { volunteer_id: v1, volunteer_name: "Vera One", total_hours: 6 },
        { volunteer_id: v3, volunteer_name: "Wes Three", total_hours: 1.5 },
      ],
      date_from: "2026-03-01",
      date_to: "2026-03-31",
    });
    expect(res.body.new_volunteers_this_month).toBe(3);

    const opp = await api<Record<string, unknown>>(`/api/corps/reports/opportunities?${q}`, { token: org.corpsAdmin.token });
    expect(opp.status).toBe(200);
    expect(opp.body).toEqual({
      total_opportunities: 5,
      by_status: { draft: 0, published: 2, full: 0, completed: 2, cancelled: 1 },
      fill_rate: 0.2, // seats 2+1+0+1 (the pending one) over capacity 4+2+10+4
      average_volunteers_per_event: 1.5, // 3 completed signups / 2 completed opportunities
      date_from: "2026-03-01",
      date_to: "2026-03-31",
    });

    // A volunteer sees only their own participation and their own opportunities.
    const mine = await api<Record<string, unknown>>(`/api/corps/reports/participation?${q}`, { token: org.vol2.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ active_volunteers: 0, no_show_rate: 1, top_contributors: [] });
    const myOpps = await api<Record<string, unknown>>(`/api/corps/reports/opportunities?${q}`, { token: org.vol2.token });
    expect(myOpps.body.total_opportunities).toBe(3);

    // Another organization's recruiter sees none of it.
    const stranger = await newOrg("PartOther");
    const theirs = await api<Record<string, unknown>>(`/api/corps/reports/opportunities?${q}&org_id=${org.orgId}`, { token: stranger.recruiter.token });
    expect(theirs.body.total_opportunities).toBe(0);
    expect((await api("/api/corps/reports/participation")).status).toBe(401);
  });
});

describe("report export", () => {
  it("CSV parses back to the same rows, with formula injection guarded and scoped per volunteer", async () => {
    const org = await newOrg("Csv");
    const db = testDb();
    const tricky = await tokenFor({ email: `v4-${uniq()}@test.org`, role: "volunteer", org: org.name, name: "X Y" });
    const p = await api<{ id: string }>("/api/corps/volunteers", {
      token: tricky.token,
      body: { first_name: "=HYPERLINK(\"x\")", last_name: 'O"Brien, Jr.\nthe 2nd' },
    });
    expect(p.status).toBe(201);
    await hours(org.orgId, p.body.id, "2026-06-02", 2.5, "service", "approved");
    await db.hoursEntry.updateMany({ where: { volunteerId: p.body.id }, data: { description: "+1 call, \"urgent\"\r\n@home" } });
    await hours(org.orgId, org.vol1.volunteerId, "2026-06-01", 4, "education");
    await hours(org.orgId, org.vol2.volunteerId, "2026-06-03", 1, "outreach");

    const res = await api(`/api/corps/reports/export?report_type=hours&format=csv&date_from=2026-06-01&date_to=2026-06-30`, { token: org.recruiter.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="hours-report-2026-06-01-to-2026-06-30.csv"');
    const parsed = Papa.parse<string[]>(res.text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(["date_worked", "volunteer_name", "volunteer_email", "opportunity", "labor_type", "hours", "status", "description"]);
    const byDate = [...rows].sort((a, b) => a[0].localeCompare(b[0]));
    expect(byDate.map((r) => [r[0], r[1], r[5], r[7]])).toEqual([
      ["2026-06-01", "Vera One", "4", ""],
      ["2026-06-02", `'=HYPERLINK("x") O"Brien, Jr.\nthe 2nd`, "2.5", "'+1 call, \"urgent\"\r\n@home"],
      ["2026-06-03", "Victor Two", "1", ""],
    ]);

    const mine = await api(`/api/corps/reports/export?report_type=hours&format=csv&date_from=2026-06-01&date_to=2026-06-30`, { token: org.vol1.token });
    expect(mine.status).toBe(200);
    const myRows = Papa.parse<string[]>(mine.text, { skipEmptyLines: true }).data.slice(1);
    expect(myRows).toHaveLength(1);
    expect(myRows[0][1]).toBe("Vera One");
    const myProfile = await api(`/api/corps/reports/export?report_type=volunteers&format=csv&date_from=2026-06-01&date_to=2026-06-30`, { token: org.vol1.token });
    const profiles = Papa.parse<string[]>(myProfile.text, { skipEmptyLines: true }).data;
    expect(profiles.slice(1).map((r) => [r[0], r[1], r[6]])).toEqual([["Vera", "One", "4"]]);

    const staffVols = await api(`/api/corps/reports/export?report_type=volunteers&date_from=2026-06-01&date_to=2026-06-30`, { token: org.corpsAdmin.token });
    expect(Papa.parse<string[]>(staffVols.text, { skipEmptyLines: true }).data).toHaveLength(4);

    expect((await api("/api/corps/reports/export?report_type=hours")).status).toBe(401);
    const bad = await api<{ error: { code: string; details: { fields: Record<string, string> } } }>("/api/corps/reports/export?report_type=money&format=xls", { token: org.recruiter.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(["format", "report_type"]);
  });

  it("PDF opens, renders with pdftoppm and holds the totals row", async () => {
    const org = await newOrg("Pdf");
    await hours(org.orgId, org.vol1.volunteerId, "2026-07-01", 4, "education");
    await hours(org.orgId, org.vol2.volunteerId, "2026-07-02", 2.75, "outreach");
    const res = await fetch(`${inject("baseUrl")}/api/corps/reports/export?report_type=hours&format=pdf&date_from=2026-07-01&date_to=2026-07-31`, {
      headers: { authorization: `Bearer ${org.recruiter.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="hours-report-2026-07-01-to-2026-07-31.pdf"');
    const dir = mkdtempSync(join(tmpdir(), "pdf-"));
    const file = join(dir, "report.pdf");
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    execFileSync("pdftoppm", ["-png", "-r", "40", file, join(dir, "page")]);
    expect(readdirSync(dir).filter((f) => f.endsWith(".png")).length).toBeGreaterThanOrEqual(1);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain("Volunteer hours report");
    expect(text).toContain(org.name);
    expect(text).toContain("2026-07-01 to 2026-07-31");
    expect(text).toMatch(/Total \(2 entries\)\s+6\.75/);
    expect(text).toContain("Page 1 of 1");
    expect(text).toContain("Victor Two");
  });
});
