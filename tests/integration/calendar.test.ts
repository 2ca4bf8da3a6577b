import ical, { type CalendarComponent, type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, uniq } from "@/tests/helpers/api";

const HOUR = 3_600_000;

function vevents(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((e): e is VEvent => (e as CalendarComponent | undefined)?.type === "VEVENT");
}

describe("calendar feeds", () => {
  it("serves a valid private feed of confirmed and checked-in shifts that stops working after revoke", async () => {
    const org = await newOrg("Cal");
    const db = testDb();
    const start = new Date(Date.now() + 3 * 24 * HOUR);
    start.setUTCMinutes(0, 0, 0);
    const longTitle = `Park cleanup; bring gloves, water\\snacks, and a hat — ${"very ".repeat(12)}long ${uniq()}`;
    const [a, b, c] = await Promise.all(
      [longTitle, "Food bank", "Cancelled by me"].map((title, i) =>
        db.opportunity.create({
          data: {
            orgId: org.orgId,
            title,
            description: "Line one\nLine two, with comma; and semicolon",
            startDatetime: new Date(start.getTime() + i * 24 * HOUR),
            endDatetime: new Date(start.getTime() + i * 24 * HOUR + 2 * HOUR),
            status: "published",
            locationName: "Laurelhurst Park",
            city: "Portland",
            state: "OR",
          },
        }),
      ),
    );
    await db.signup.createMany({
      data: [
        { opportunityId: a.id, volunteerId: org.vol1.volunteerId, status: "confirmed" },
        { opportunityId: b.id, volunteerId: org.vol1.volunteerId, status: "checked_in" },
        { opportunityId: c.id, volunteerId: org.vol1.volunteerId, status: "cancelled" },
        { opportunityId: c.id, volunteerId: org.vol2.volunteerId, status: "confirmed" },
      ],
    });

    const none = await api<{ feed_url: string | null }>("/api/corps/calendar", { token: org.vol1.token });
    expect(none.status).toBe(200);
    expect(none.body.feed_url).toBeNull();
    const created = await api<{ feed_url: string }>("/api/corps/calendar", { token: org.vol1.token, method: "POST" });
    expect(created.status).toBe(201);
    const path = new URL(created.body.feed_url).pathname;
    expect(path).toMatch(/^\/api\/corps\/calendar\/feed\/[A-Za-z0-9_-]{43}$/);

    const feed = await api(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(feed.text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(feed.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const events = vevents(feed.text);
    expect(events).toHaveLength(2);
    const byUid = Object.fromEntries(events.map((e) => [e.uid, e]));
    const ev = byUid[`signup-${(await db.signup.findFirstOrThrow({ where: { opportunityId: a.id, volunteerId: org.vol1.volunteerId } })).id}@corps`];
    expect(ev).toBeDefined();
    expect(ev.summary).toBe(longTitle);
    // The description, then the seats by the seat rule (one volunteer on a shift without a limit).
    expect(ev.description).toBe("Line one\nLine two, with comma; and semicolon\n\nSeats: 1 taken");
    expect(ev.start.toISOString()).toBe(a.startDatetime.toISOString());
    expect(ev.dtstamp).toBeDefined();
    expect(ev.location).toBe("Laurelhurst Park, Portland, OR");

    // Rotating replaces the URL; revoking ends the feed.
    const rotated = await api<{ feed_url: string }>("/api/corps/calendar", { token: org.vol1.token, method: "POST" });
    expect(rotated.body.feed_url).not.toBe(created.body.feed_url);
    expect((await api(path)).status).toBe(404);
    const newPath = new URL(rotated.body.feed_url).pathname;
    expect((await api(newPath)).status).toBe(200);
    const revoked = await api("/api/corps/calendar", { token: org.vol1.token, method: "DELETE" });
    expect(revoked.status).toBe(204);
    const gone = await api<{ error: { code: string } }>(newPath);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe("NOT_FOUND");
    expect((await api("/api/corps/calendar/feed/short")).status).toBe(400);
    expect((await api("/api/corps/calendar")).status).toBe(401);
  });

  it("downloads one opportunity as .ics; drafts of other orgs are 404", async () => {
    const org = await newOrg("CalOpp");
    const other = await newOrg("CalOther");
    const db = testDb();
    const start = new Date(Date.now() + 5 * 24 * HOUR);
    const pub = await db.opportunity.create({
      data: { orgId: org.orgId, title: "Tree planting, spring", startDatetime: start, endDatetime: new Date(start.getTime() + HOUR), status: "published" },
    });
    const draft = await db.opportunity.create({
      data: { orgId: org.orgId, title: "Secret draft", startDatetime: start, endDatetime: new Date(start.getTime() + HOUR), status: "draft" },
    });
    const res = await api(`/api/corps/opportunities/${pub.id}/calendar.ics`, { token: other.vol1.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="tree-planting-spring.ics"');
    const events = vevents(res.text);
    expect(events).toHaveLength(1);
    expect(events[0].uid).toBe(`opportunity-${pub.id}@corps`);
    expect(events[0].summary).toBe("Tree planting, spring");
    expect((await api(`/api/corps/opportunities/${draft.id}/calendar.ics`, { token: other.recruiter.token })).status).toBe(404);
    expect((await api(`/api/corps/opportunities/${draft.id}/calendar.ics`, { token: org.recruiter.token })).status).toBe(200);
    expect((await api(`/api/corps/opportunities/${pub.id}/calendar.ics`)).status).toBe(401);
  });
});
