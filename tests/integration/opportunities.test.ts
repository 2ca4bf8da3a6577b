import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq, type ErrorBody } from "@/tests/helpers/api";
import { createOpp, futureWindow, type Opp } from "@/tests/helpers/opportunities";
import { mailBody } from "@/tests/helpers/outbox";

type ListItem = { id: string; status: string; title: string; is_full: boolean; confirmed_count: number; organization_name: string; start_datetime: string };
type List = { opportunities: ListItem[]; total: number; page: number; limit: number };

describe("opportunities: create, read, visibility", () => {
  it("creates with every field, the zip centroid and zero counts", async () => {
    const a = await newOrg("OppCreate");
    const res = await api<Opp>("/api/corps/opportunities", {
      token: a.recruiter.token,
      body: {
        title: "Food bank sorting",
        description: "Sort donations",
        short_description: "Sort food",
        labor_type: "physical",
        physical_demand: "moderate",
        tech_level: "basic",
        skills_needed: ["Lifting", "Sorting"],
        requirements: "Closed-toe shoes",
        min_volunteers: 2,
        max_volunteers: 10,
        location_type: "onsite",
        location_name: "Warehouse",
        address: "1 Main St",
        city: "Portland",
        state: "OR",
        zip_code: "97214",
        schedule_type: "one_time",
        auto_approve_signups: true,
        auto_approve_hours: true,
        allow_waitlist: false,
        reminder_hours_before: 12,
        estimated_hours: 3,
        ...futureWindow(),
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      org_id: a.orgId,
      organization_name: a.name,
      created_by: a.recruiter.userId,
      title: "Food bank sorting",
      labor_type: "physical",
      physical_demand: "moderate",
      tech_level: "basic",
      skills_needed: ["Lifting", "Sorting"],
      max_volunteers: 10,
      location_type: "onsite",
      zip_code: "97214",
      status: "draft",
      auto_approve_signups: true,
      auto_approve_hours: true,
      allow_waitlist: false,
      reminder_hours_before: 12,
      estimated_hours: 3,
      confirmed_count: 0,
      pending_count: 0,
      waitlist_count: 0,
      is_full: false,
      user_signup_status: null,
    });
    expect(res.body.latitude as number).toBeCloseTo(45.51, 1);
    expect(res.body.longitude as number).toBeCloseTo(-122.64, 1);
    expect(res.body.created_at).toMatch(/Z$/);
  });

  it("rejects bad input with field details, unknown fields and wrong roles", async () => {
    const a = await newOrg("OppBad");
    const bad = await api<ErrorBody>("/api/corps/opportunities", {
      token: a.recruiter.token,
      body: { title: "", labor_type: "juggling", start_datetime: "tomorrow", max_volunteers: 0, is_full: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(bad.body.error.details?.fields as object)).toEqual(
      expect.arrayContaining(["title", "labor_type", "start_datetime", "end_datetime", "max_volunteers", "is_full"]),
    );
    const backwards = await api<ErrorBody>("/api/corps/opportunities", {
      token: a.recruiter.token,
      body: { title: "x", start_datetime: "2030-01-02T10:00:00Z", end_datetime: "2030-01-02T09:00:00Z" },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details?.fields).toHaveProperty("end_datetime");
    const cancelledStatus = await api<ErrorBody>("/api/corps/opportunities", { token: a.recruiter.token, body: { title: "x", status: "full", ...futureWindow() } });
    expect(cancelledStatus.body.error.details?.fields).toHaveProperty("status");
    for (const image_url of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "ftp://example.org/a.png"]) {
      const script = await api<ErrorBody>("/api/corps/opportunities", { token: a.recruiter.token, body: { title: "x", image_url, ...futureWindow() } });
      expect(script.status, image_url).toBe(400);
      expect(script.body.error.details?.fields, image_url).toHaveProperty("image_url");
    }
    const picture = await api<{ image_url: string }>("/api/corps/opportunities", { token: a.recruiter.token, body: { title: "x", image_url: "https://example.org/a.png", ...futureWindow() } });
    expect(picture.body.image_url).toBe("https://example.org/a.png");

    const asVolunteer = await api<ErrorBody>("/api/corps/opportunities", { token: a.vol1.token, body: { title: "x", ...futureWindow() } });
    expect(asVolunteer.status).toBe(403);
    expect(asVolunteer.body.error.code).toBe("FORBIDDEN");
    const anonymous = await api<ErrorBody>("/api/corps/opportunities");
    expect(anonymous.status).toBe(401);
    expect((await api<ErrorBody>("/api/corps/opportunities/not-a-uuid", { token: a.vol1.token })).status).toBe(400);
    expect((await api<ErrorBody>(`/api/corps/opportunities/${crypto.randomUUID()}`, { token: a.vol1.token })).status).toBe(404);
  });

  it("shows drafts to their organization's staff only", async () => {
    const a = await newOrg("OppVisA");
    const b = await newOrg("OppVisB");
    const draft = await createOpp(a.recruiter.token, { status: "draft", title: `Draft ${uniq()}` });
    const pub = await createOpp(a.recruiter.token, { title: `Pub ${uniq()}` });

    expect((await api(`/api/corps/opportunities/${draft.id}`, { token: a.recruiter.token })).status).toBe(200);
    expect((await api(`/api/corps/opportunities/${draft.id}`, { token: a.corpsAdmin.token })).status).toBe(200);
    const volGet = await api<ErrorBody>(`/api/corps/opportunities/${draft.id}`, { token: a.vol1.token });
    expect(volGet.status).toBe(404);
    expect(volGet.body.error.code).toBe("NOT_FOUND");
    const otherRec = await api<ErrorBody>(`/api/corps/opportunities/${draft.id}`, { token: b.recruiter.token });
    expect(otherRec.status).toBe(404);
    expect(otherRec.text).not.toContain(draft.title as string);
    // Published ones are public to every organization.
    expect((await api(`/api/corps/opportunities/${pub.id}`, { token: b.vol1.token })).status).toBe(200);
    const admin = await tokenFor({ email: `adm-${uniq()}@test.org`, role: "admin" });
    expect((await api(`/api/corps/opportunities/${draft.id}`, { token: admin.token })).status).toBe(200);

    const volList = await api<List>(`/api/corps/opportunities?org_id=${a.orgId}&limit=100`, { token: a.vol1.token });
    expect(volList.body.opportunities.map((o) => o.id)).toEqual([pub.id]);
    const bList = await api<List>(`/api/corps/opportunities?org_id=${a.orgId}&status=draft`, { token: b.recruiter.token });
    expect(bList.body).toMatchObject({ opportunities: [], total: 0 });
    const aList = await api<List>(`/api/corps/opportunities?org_id=${a.orgId}&status=draft`, { token: a.recruiter.token });
    expect(aList.body.opportunities.map((o) => o.id)).toEqual([draft.id]);

    // Changes by another organization's staff: 404, nothing changed.
    const patch = await api<ErrorBody>(`/api/corps/opportunities/${pub.id}`, { method: "PATCH", token: b.recruiter.token, body: { title: "Hijack" } });
    expect(patch.status).toBe(404);
    expect((await api(`/api/corps/opportunities/${draft.id}/publish`, { method: "POST", token: b.recruiter.token })).status).toBe(404);
    expect((await api(`/api/corps/opportunities/${pub.id}/cancel`, { method: "POST", token: b.corpsAdmin.token, body: {} })).status).toBe(404);
    expect((await api(`/api/corps/opportunities/${pub.id}/complete`, { method: "POST", token: a.vol1.token })).status).toBe(403);
  });

  it("updates fields and recomputes coordinates from a new zip", async () => {
    const a = await newOrg("OppPatch");
    const opp = await createOpp(a.recruiter.token);
    const res = await api<Opp>(`/api/corps/opportunities/${opp.id}`, {
      method: "PATCH",
      token: a.recruiter.token,
      body: { title: "Renamed", zip_code: "10001", skills_needed: ["Cooking"] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "Renamed", zip_code: "10001", skills_needed: ["Cooking"], status: "published" });
    expect(res.body.latitude as number).toBeCloseTo(40.75, 1);
    const explicit = await api<Opp>(`/api/corps/opportunities/${opp.id}`, { method: "PATCH", token: a.recruiter.token, body: { latitude: 45, longitude: -122 } });
    expect(explicit.body).toMatchObject({ latitude: 45, longitude: -122 });
    const unknown = await api<ErrorBody>(`/api/corps/opportunities/${opp.id}`, { method: "PATCH", token: a.recruiter.token, body: { status: "full" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details?.fields).toHaveProperty("status");
  });

  it("checks min_volunteers against the stored max_volunteers on a partial update", async () => {
    const a = await newOrg("OppMinMax");
    const opp = await createOpp(a.recruiter.token, { min_volunteers: 2, max_volunteers: 4 });
    const tooMany = await api<ErrorBody>(`/api/corps/opportunities/${opp.id}`, { method: "PATCH", token: a.recruiter.token, body: { min_volunteers: 5 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ code: "VALIDATION_ERROR", details: { fields: { min_volunteers: expect.any(String) } } });
    const tooFew = await api<ErrorBody>(`/api/corps/opportunities/${opp.id}`, { method: "PATCH", token: a.recruiter.token, body: { max_volunteers: 1 } });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.error.details?.fields).toHaveProperty("max_volunteers");
    const after = await api<Opp>(`/api/corps/opportunities/${opp.id}`, { token: a.recruiter.token });
    expect(after.body).toMatchObject({ min_volunteers: 2, max_volunteers: 4 });
    const ok = await api<Opp>(`/api/corps/opportunities/${opp.id}`, { method: "PATCH", token: a.recruiter.token, body: { min_volunteers: 4 } });
    expect(ok.status).toBe(200);
    expect(ok.body.min_volunteers).toBe(4);
  });
});

describe("opportunities: state machine", () => {
  it("publishes a draft once and emits opportunity.published", async () => {
    const a = await newOrg("OppPub");
    const draft = await createOpp(a.recruiter.token, { status: "draft" });
    const res = await api(`/api/corps/opportunities/${draft.id}/publish`, { method: "POST", token: a.recruiter.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: draft.id, status: "published" });
    const event = await testDb().domainEvent.findFirst({ where: { type: "opportunity.published", payload: { path: ["opportunity_id"], equals: draft.id } } });
    expect(event?.orgId).toBe(a.orgId);
    const again = await api<ErrorBody>(`/api/corps/opportunities/${draft.id}/publish`, { method: "POST", token: a.recruiter.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "INVALID_STATE", details: { from: "published", to: "published" } });
  });

  it("refuses completing a draft and every transition out of cancelled or completed", async () => {
    const a = await newOrg("OppFsm");
    const draft = await createOpp(a.recruiter.token, { status: "draft" });
    const complete = await api<ErrorBody>(`/api/corps/opportunities/${draft.id}/complete`, { method: "POST", token: a.recruiter.token });
    expect(complete.status).toBe(409);
    expect(complete.body.error).toMatchObject({ code: "INVALID_STATE", details: { from: "draft", to: "completed" } });

    const cancelDraft = await api(`/api/corps/opportunities/${draft.id}/cancel`, { method: "POST", token: a.recruiter.token, body: { reason: "Rain" } });
    expect(cancelDraft.body).toEqual({ id: draft.id, status: "cancelled" });
    for (const action of ["publish", "complete", "cancel"]) {
      const res = await api<ErrorBody>(`/api/corps/opportunities/${draft.id}/${action}`, { method: "POST", token: a.recruiter.token, body: {} });
      expect(res.status).toBe(409);
      expect(res.body.error.details).toMatchObject({ from: "cancelled" });
    }
    const patch = await api<ErrorBody>(`/api/corps/opportunities/${draft.id}`, { method: "PATCH", token: a.recruiter.token, body: { title: "Again" } });
    expect(patch.status).toBe(409);
    expect(patch.body.error.code).toBe("INVALID_STATE");

    const pub = await createOpp(a.corpsAdmin.token);
    expect((await api(`/api/corps/opportunities/${pub.id}/complete`, { method: "POST", token: a.corpsAdmin.token })).body).toEqual({ id: pub.id, status: "completed" });
    const cancelDone = await api<ErrorBody>(`/api/corps/opportunities/${pub.id}/cancel`, { method: "POST", token: a.recruiter.token, body: {} });
    expect(cancelDone.body.error).toMatchObject({ code: "INVALID_STATE", details: { from: "completed", to: "cancelled" } });
    const badBody = await api<ErrorBody>(`/api/corps/opportunities/${pub.id}/cancel`, { method: "POST", token: a.recruiter.token, body: { notify_volunteers: "yes" } });
    expect(badBody.status).toBe(400);
  });

  it("cancel with notify_volunteers stores the reason and notifies every active signup", async () => {
    const a = await newOrg("OppCancel");
    const opp = await createOpp(a.recruiter.token, { auto_approve_signups: true, max_volunteers: 1 });
    expect((await api(`/api/corps/opportunities/${opp.id}/signup`, { token: a.vol1.token, body: {} })).status).toBe(201);
    expect((await api(`/api/corps/opportunities/${opp.id}/signup`, { token: a.vol2.token, body: {} })).status).toBe(409);
    const res = await api(`/api/corps/opportunities/${opp.id}/cancel`, {
      method: "POST",
      token: a.recruiter.token,
      body: { reason: "Storm warning", notify_volunteers: true },
    });
    expect(res.body).toEqual({ id: opp.id, status: "cancelled" });
    const detail = await api<Opp>(`/api/corps/opportunities/${opp.id}`, { token: a.recruiter.token });
    expect(detail.body).toMatchObject({ status: "cancelled", cancel_reason: "Storm warning", confirmed_count: 0, waitlist_count: 0 });
    const notes = await testDb().notification.findMany({ where: { opportunityId: opp.id, notificationType: "opportunity_cancelled" } });
    expect(notes.map((n) => n.userId).sort()).toEqual([a.vol1.userId, a.vol2.userId].sort());
    expect(notes[0].message).toContain("Storm warning");
    // The same notice goes out by e-mail, through the outbox, with the reason and the action link.
    const mails = await testDb().emailMessage.findMany({ where: { notificationType: "opportunity_cancelled", userId: { in: [a.vol1.userId, a.vol2.userId] } } });
    expect(mails.map((m) => m.userId).sort()).toEqual([a.vol1.userId, a.vol2.userId].sort());
    for (const m of mails) {
      expect(m.subject).toContain(String(opp.title));
      expect(mailBody(m).text).toContain("Storm warning");
      expect(mailBody(m).html).toContain("Storm warning");
      expect(mailBody(m).text).toContain(`/opportunities/${opp.id}`);
    }
    const signups = await testDb().signup.findMany({ where: { opportunityId: opp.id } });
    expect(signups.every((s) => s.status === "cancelled")).toBe(true);
  });

  it("complete marks confirmed signups that never checked in as no_show", async () => {
    const a = await newOrg("OppComplete");
    const opp = await createOpp(a.recruiter.token, { auto_approve_signups: true });
    const s1 = await api<{ id: string }>(`/api/corps/opportunities/${opp.id}/signup`, { token: a.vol1.token, body: {} });
    const s2 = await api<{ id: string }>(`/api/corps/opportunities/${opp.id}/signup`, { token: a.vol2.token, body: {} });
    expect((await api(`/api/corps/signups/${s1.body.id}/check-in`, { token: a.vol1.token, body: {} })).status).toBe(200);
    const res = await api(`/api/corps/opportunities/${opp.id}/complete`, { method: "POST", token: a.recruiter.token });
    expect(res.body).toEqual({ id: opp.id, status: "completed" });
    const rows = await testDb().signup.findMany({ where: { opportunityId: opp.id } });
    const byId = new Map(rows.map((r) => [r.id, r.status]));
    expect(byId.get(s1.body.id)).toBe("checked_in");
    expect(byId.get(s2.body.id)).toBe("no_show");
  });
});
