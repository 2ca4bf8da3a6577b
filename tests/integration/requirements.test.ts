// Signup requirements over HTTP: the catalogue's role boundaries, the waiver gate (sign, new
// version, PDF), background checks at check-in (expiry, override), minimum age, tenancy, and
// date_of_birth privacy.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, type ErrorBody } from "@/tests/helpers/api";
import { createOpp } from "@/tests/helpers/opportunities";
import { Req, RecordBody, DAY, createRequirement, signup, statuses } from "@/tests/helpers/requirements";
const WAIVER_TEXT = "I release the organizers from liability.\nI will follow the safety briefing.";
const sign = (reqId: string, token: string, body: Record<string, unknown> = { full_name: "Vera One", agree: true }, headers?: Record<string, string>) =>
  api<RecordBody & ErrorBody>(`/api/corps/requirements/${reqId}/sign`, { token, body, headers });

async function pdfText(res: Response): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "waiver-"));
  const file = join(dir, "waiver.pdf");
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString();
}

describe("requirements: the catalogue", () => {
  it("anonymous 401; volunteers and recruiters read but may not write (403); corps_admin writes; shapes per kind are validated", async () => {
    const a = await newOrg("ReqCat");
    expect((await api<ErrorBody>("/api/corps/requirements")).status).toBe(401);
    expect((await api<ErrorBody>("/api/corps/requirements", { body: { kind: "orientation", name: "x" } })).status).toBe(401);
    const byVolunteer = await api<ErrorBody>("/api/corps/requirements", { token: a.vol1.token, body: { kind: "orientation", name: "Orientation" } });
    expect(byVolunteer.status).toBe(403);
    expect(byVolunteer.body.error.code).toBe("FORBIDDEN");
    expect((await api("/api/corps/requirements", { token: a.recruiter.token, body: { kind: "orientation", name: "Orientation" } })).status).toBe(403);

    const noBody = await api<ErrorBody>("/api/corps/requirements", { token: a.corpsAdmin.token, body: { kind: "waiver", name: "Liability" } });
    expect(noBody.status).toBe(400);
    expect(noBody.body.error.details?.fields).toHaveProperty("body");
    const ageWithoutMin = await api<ErrorBody>("/api/corps/requirements", { token: a.corpsAdmin.token, body: { kind: "minimum_age", name: "Adults" } });
    expect(ageWithoutMin.body.error.details?.fields).toHaveProperty("min_age");
    const bodyOnCheck = await api<ErrorBody>("/api/corps/requirements", { token: a.corpsAdmin.token, body: { kind: "background_check", name: "BG", body: "text" } });
    expect(bodyOnCheck.body.error.details?.fields).toHaveProperty("body");

    const waiver = await createRequirement(a.corpsAdmin.token, { kind: "waiver", name: "Liability waiver", body: WAIVER_TEXT, valid_days: 365 });
    expect(waiver).toMatchObject({ org_id: a.orgId, kind: "waiver", version: 1, applies_to_all: false, valid_days: 365, min_age: null, body: WAIVER_TEXT, opportunity_count: 0 });
    const check = await createRequirement(a.corpsAdmin.token, { kind: "background_check", name: "Background check", valid_days: 730, applies_to_all: true });

    const list = await api<{ requirements: Req[]; total: number }>("/api/corps/requirements", { token: a.vol1.token });
    expect(list.status).toBe(200);
    expect(list.body.requirements.map((r) => r.id)).toEqual([waiver.id, check.id]);
    expect((await api(`/api/corps/requirements/${waiver.id}`, { token: a.recruiter.token })).status).toBe(200);

    for (const token of [a.vol1.token, a.recruiter.token]) {
      expect((await api(`/api/corps/requirements/${waiver.id}`, { method: "PATCH", token, body: { name: "x" } })).status).toBe(403);
      expect((await api(`/api/corps/requirements/${waiver.id}`, { method: "DELETE", token })).status).toBe(403);
    }
    const kindChange = await api<ErrorBody>(`/api/corps/requirements/${waiver.id}`, { method: "PATCH", token: a.corpsAdmin.token, body: { kind: "orientation" } });
    expect(kindChange.status).toBe(400);
    const minAgeOnWaiver = await api<ErrorBody>(`/api/corps/requirements/${waiver.id}`, { method: "PATCH", token: a.corpsAdmin.token, body: { min_age: 18 } });
    expect(minAgeOnWaiver.body.error.details?.fields).toHaveProperty("min_age");
    const renamed = await api<Req>(`/api/corps/requirements/${waiver.id}`, { method: "PATCH", token: a.corpsAdmin.token, body: { name: "Liability release" } });
    expect(renamed.body).toMatchObject({ name: "Liability release", version: 1 });
  });
});

describe("requirements: waivers gate signups", () => {
  it("an unsigned waiver blocks the signup; signing records name, time, version, IP and user agent and unblocks it; the PDF holds the text as signed", async () => {
    const a = await newOrg("ReqWaiver");
    const waiver = await createRequirement(a.corpsAdmin.token, { kind: "waiver", name: "Liability waiver", body: WAIVER_TEXT });
    const opp = await createOpp(a.recruiter.token, { requirement_ids: [waiver.id], max_volunteers: 5, auto_approve_signups: true });
    expect(opp).toMatchObject({ requirement_ids: [waiver.id], signup_requirements: [{ id: waiver.id, name: "Liability waiver", kind: "waiver", applies_to_all: false }] });

    const blocked = await signup(opp.id, a.vol1.token);
    expect(blocked.status).toBe(400);
    expect(blocked.body.error.code).toBe("SIGNUP_CLOSED");
    expect(blocked.body.error.details).toEqual({ reason: "requirements_missing", missing: [{ id: waiver.id, name: "Liability waiver", kind: "waiver", status: "missing" }] });

    expect((await sign(waiver.id, a.vol1.token, { full_name: "Vera One", agree: false })).status).toBe(400);
    expect((await sign(waiver.id, a.vol1.token, { full_name: "Vera One" })).status).toBe(400);
    const before = Date.now();
    const signed = await sign(waiver.id, a.vol1.token, { full_name: "Vera Q. One", agree: true, version: 1 }, { "x-forwarded-for": "203.0.113.7, 10.0.0.1", "user-agent": "WaiverTest/1.0" });
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({ status: "signed", version: 1, signed_name: "Vera Q. One", ip_address: "203.0.113.7", user_agent: "WaiverTest/1.0", expires_at: null });
    expect(Date.parse(signed.body.completed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(signed.body.document_url).toBe(`/api/corps/requirements/signatures/${signed.body.id}/pdf`);
    const viaRealIp = await sign(waiver.id, a.vol2.token, { full_name: "Victor Two", agree: true }, { "x-real-ip": "198.51.100.4" });
    expect(viaRealIp.body.ip_address).toBe("198.51.100.4");

    const event = await testDb().domainEvent.findFirst({ where: { type: "requirement.completed", payload: { path: ["record_id"], equals: signed.body.id } } });
    expect(event?.payload).toMatchObject({ requirement_id: waiver.id, volunteer_id: a.vol1.volunteerId, kind: "waiver", status: "signed", version: 1, org_id: a.orgId });

    const ok = await signup(opp.id, a.vol1.token);
    expect(ok.status).toBe(201);
    expect(ok.body.status).toBe("confirmed");

    const list = await statuses(a.vol1.volunteerId, a.vol1.token, opp.id);
    expect(list.body.requirements).toMatchObject([{ id: waiver.id, status: "met", record: { id: signed.body.id, signed_name: "Vera Q. One" } }]);

    // The PDF: signer and recruiter+ of the organization; another volunteer gets 404.
    const pdfUrl = `${inject("baseUrl")}${signed.body.document_url}`;
    const mine = await fetch(pdfUrl, { headers: { authorization: `Bearer ${a.vol1.token}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("content-disposition")).toMatch(/attachment; filename="liability-waiver-v1-signed-\d{4}-\d{2}-\d{2}\.pdf"/);
    const text = await pdfText(mine);
    expect(text).toContain("Liability waiver");
    expect(text).toContain("I release the organizers from liability.");
    expect(text).toContain("I will follow the safety briefing.");
    expect(text).toContain("Signed by: Vera Q. One");
    expect(text).toContain("203.0.113.7");
    expect(text).toContain("WaiverTest/1.0");
    expect((await fetch(pdfUrl, { headers: { authorization: `Bearer ${a.recruiter.token}` } })).status).toBe(200);
    expect((await fetch(pdfUrl, { headers: { authorization: `Bearer ${a.vol2.token}` } })).status).toBe(404);
    expect((await fetch(pdfUrl)).status).toBe(401);
  });

  it("a new waiver version makes the signature outdated and blocks again; the old signature's PDF keeps the old text; a stale version is CONFLICT", async () => {
    const a = await newOrg("ReqVersion");
    const waiver = await createRequirement(a.corpsAdmin.token, { kind: "waiver", name: "Season waiver", body: "Version one text.", applies_to_all: true });
    const first = await createOpp(a.recruiter.token, { max_volunteers: 5 });
    const second = await createOpp(a.recruiter.token, { max_volunteers: 5 });
    expect(first.signup_requirements).toEqual([{ id: waiver.id, name: "Season waiver", kind: "waiver", applies_to_all: true }]);
    const v1 = await sign(waiver.id, a.vol1.token);
    expect((await signup(first.id, a.vol1.token)).status).toBe(201);

    const sameText = await api<Req>(`/api/corps/requirements/${waiver.id}`, { method: "PATCH", token: a.corpsAdmin.token, body: { body: "Version one text." } });
    expect(sameText.body.version).toBe(1);
    const changed = await api<Req>(`/api/corps/requirements/${waiver.id}`, { method: "PATCH", token: a.corpsAdmin.token, body: { body: "Version two text: new rules." } });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(2);

    const list = await statuses(a.vol1.volunteerId, a.vol1.token);
    expect(list.body.requirements.find((r) => r.id === waiver.id)).toMatchObject({ status: "outdated", record: { version: 1 } });
    const blocked = await signup(second.id, a.vol1.token);
    expect(blocked.status).toBe(400);
    expect(blocked.body.error.details).toEqual({ reason: "requirements_missing", missing: [{ id: waiver.id, name: "Season waiver", kind: "waiver", status: "outdated" }] });

    const stale = await sign(waiver.id, a.vol1.token, { full_name: "Vera One", agree: true, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: "CONFLICT", details: { version: 2 } });
    const v2 = await sign(waiver.id, a.vol1.token, { full_name: "Vera One", agree: true, version: 2 });
    expect(v2.body.version).toBe(2);
    expect((await signup(second.id, a.vol1.token)).status).toBe(201);

    const oldPdf = await pdfText(await fetch(`${inject("baseUrl")}${v1.body.document_url}`, { headers: { authorization: `Bearer ${a.vol1.token}` } }));
    expect(oldPdf).toContain("Version one text.");
    expect(oldPdf).not.toContain("Version two");
    const newPdf = await pdfText(await fetch(`${inject("baseUrl")}${v2.body.document_url}`, { headers: { authorization: `Bearer ${a.vol1.token}` } }));
    expect(newPdf).toContain("Version two text: new rules.");

    // Deleting it lifts the gate at once; the signatures stay downloadable.
    expect((await api(`/api/corps/requirements/${waiver.id}`, { method: "DELETE", token: a.corpsAdmin.token })).body).toEqual({ success: true });
    expect((await signup(first.id, a.vol2.token)).status).toBe(201);
    expect((await api(`/api/corps/requirements/${waiver.id}`, { token: a.corpsAdmin.token })).status).toBe(404);
    expect((await fetch(`${inject("baseUrl")}${v1.body.document_url}`, { headers: { authorization: `Bearer ${a.vol1.token}` } })).status).toBe(200);
  });
});

describe("requirements: tenancy", () => {
  it("another organization's requirements, records and signatures are 404; requirement_ids must be the opportunity's organization's", async () => {
    const a = await newOrg("ReqTenA");
    const b = await newOrg("ReqTenB");
    const check = await createRequirement(a.corpsAdmin.token, { kind: "background_check", name: "A check" });
    const waiver = await createRequirement(a.corpsAdmin.token, { kind: "waiver", name: "A waiver", body: "A's text" });
    const bWaiver = await createRequirement(b.corpsAdmin.token, { kind: "waiver", name: "B waiver", body: "B's text" });

    for (const token of [b.recruiter.token, b.vol1.token, b.corpsAdmin.token]) {
      expect((await api<ErrorBody>(`/api/corps/requirements/${check.id}`, { token })).status).toBe(404);
    }
    expect((await api(`/api/corps/requirements/${check.id}`, { method: "PATCH", token: b.corpsAdmin.token, body: { name: "Mine now" } })).status).toBe(404);
    expect((await api(`/api/corps/requirements/${check.id}`, { method: "DELETE", token: b.corpsAdmin.token })).status).toBe(404);
    expect((await api<{ requirements: Req[] }>("/api/corps/requirements", { token: b.corpsAdmin.token })).body.requirements.map((r) => r.id)).toEqual([bWaiver.id]);
    expect((await api<{ requirements: Req[] }>(`/api/corps/requirements?org_id=${a.orgId}`, { token: b.corpsAdmin.token })).body.requirements).toEqual([]);
    // Not applying to anything public, A's waiver cannot be read or signed by B's volunteer.
    expect((await sign(waiver.id, b.vol1.token)).status).toBe(404);

    const rec = await api<RecordBody>(`/api/corps/volunteers/${a.vol1.volunteerId}/requirements`, {
      token: a.recruiter.token,
      body: { requirement_id: check.id, status: "passed", completed_at: new Date().toISOString() },
    });
    expect(rec.status).toBe(201);
    expect((await statuses(a.vol1.volunteerId, b.recruiter.token)).status).toBe(404);
    expect((await statuses(a.vol1.volunteerId, a.vol2.token)).status).toBe(404);
    expect((await api(`/api/corps/volunteers/${a.vol1.volunteerId}/requirements`, { token: b.recruiter.token, body: { requirement_id: check.id, status: "passed", completed_at: new Date().toISOString() } })).status).toBe(404);
    expect((await api(`/api/corps/volunteers/${b.vol1.volunteerId}/requirements`, { token: b.recruiter.token, body: { requirement_id: check.id, status: "passed", completed_at: new Date().toISOString() } })).status).toBe(404);
    const mine = await sign(waiver.id, a.vol1.token);
    expect((await fetch(`${inject("baseUrl")}${mine.body.document_url}`, { headers: { authorization: `Bearer ${b.recruiter.token}` } })).status).toBe(404);

    const foreign = await api<ErrorBody>("/api/corps/opportunities", {
      token: a.recruiter.token,
      body: { title: "Mixed", status: "draft", requirement_ids: [bWaiver.id], start_datetime: new Date(Date.now() + 5 * DAY).toISOString(), end_datetime: new Date(Date.now() + 5 * DAY + 3_600_000).toISOString() },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details?.fields).toHaveProperty("requirement_ids");
    const opp = await createOpp(a.recruiter.token, { requirement_ids: [waiver.id] });
    const patch = await api<ErrorBody>(`/api/corps/opportunities/${opp.id}`, { method: "PATCH", token: a.recruiter.token, body: { requirement_ids: [waiver.id, bWaiver.id] } });
    expect(patch.status).toBe(400);

    // Once A's waiver applies to a published opportunity, B's volunteer may read and sign it to sign up.
    expect((await api<Req>(`/api/corps/requirements/${waiver.id}`, { token: b.vol1.token })).body.body).toBe("A's text");
    expect((await signup(opp.id, b.vol1.token)).status).toBe(400);
    expect((await sign(waiver.id, b.vol1.token, { full_name: "B Volunteer", agree: true })).status).toBe(201);
    expect((await signup(opp.id, b.vol1.token)).status).toBe(201);
    // A's recruiter now sees B's volunteer's standing on A's requirements (only A's).
    const seen = await statuses(b.vol1.volunteerId, a.recruiter.token);
    expect(seen.status).toBe(200);
    expect(seen.body.requirements.every((r) => [check.id, waiver.id].includes(r.id))).toBe(true);
    expect(seen.body.requirements.find((r) => r.id === waiver.id)?.status).toBe("met");
  });
});
