// Opportunity search over real HTTP: every filter, the order and the pages.
import { describe, expect, it } from "vitest";
import { api, newOrg, uniq, type ErrorBody } from "@/tests/helpers/api";
import { createOpp, futureWindow } from "@/tests/helpers/opportunities";

type ListItem = { id: string; status: string; title: string; is_full: boolean; confirmed_count: number; organization_name: string; start_datetime: string };
type List = { opportunities: ListItem[]; total: number; page: number; limit: number };

describe("opportunities: search", () => {
  it("filters by every parameter, orders by start and paginates", async () => {
    const a = await newOrg("OppSearch");
    const tag = uniq();
    const o1 = await createOpp(a.recruiter.token, { title: `Garden ${tag}`, labor_type: "physical", skills_needed: ["Gardening"], location_type: "onsite", ...futureWindow(3) });
    const o2 = await createOpp(a.recruiter.token, { title: "Tutoring night", description: `Help kids ${tag.toUpperCase()}`, labor_type: "education", skills_needed: ["Tutoring"], location_type: "remote", ...futureWindow(5) });
    const o3 = await createOpp(a.recruiter.token, { title: "Phone bank", labor_type: "outreach", skills_needed: ["Calling", "Gardening"], location_type: "hybrid", ...futureWindow(9) });
    const o4 = await createOpp(a.recruiter.token, { title: "Draft thing", status: "draft", ...futureWindow(4) });
    const base = `/api/corps/opportunities?org_id=${a.orgId}`;
    const ids = async (q: string) => {
      const res = await api<List>(`${base}&${q}`, { token: a.recruiter.token });
      expect(res.status).toBe(200);
      return res.body.opportunities.map((o) => o.id);
    };
    expect(await ids("limit=100")).toEqual([o1.id, o4.id, o2.id, o3.id]);
    expect(await ids("status=draft")).toEqual([o4.id]);
    expect(await ids("status=published,draft")).toEqual([o1.id, o4.id, o2.id, o3.id]);
    expect(await ids("labor_type=physical&labor_type=outreach")).toEqual([o1.id, o3.id]);
    expect(await ids("skills_needed=Gardening")).toEqual([o1.id, o3.id]);
    expect(await ids("skills_needed=Tutoring,Calling")).toEqual([o2.id, o3.id]);
    expect(await ids("location_type=remote")).toEqual([o2.id]);
    expect(await ids(`search=${tag}`)).toEqual([o1.id, o2.id]);
    expect(await ids("search=%25")).toEqual([]);
    const after = new Date(Date.now() + 4.5 * 86_400_000).toISOString();
    const before = new Date(Date.now() + 6 * 86_400_000).toISOString();
    expect(await ids(`start_after=${after}`)).toEqual([o2.id, o3.id]);
    expect(await ids(`start_after=${after}&start_before=${before}`)).toEqual([o2.id]);
    // A plain date is its midnight UTC; an offset's "+" typed unencoded (read as a space) still counts.
    const day6 = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    expect(await ids(`start_after=${day6}`)).toEqual([o3.id]);
    expect(await ids(`start_before=${day6}&limit=100`)).toEqual([o1.id, o4.id, o2.id]);
    expect(await ids(`start_after=${after.replace("Z", "+00:00")}`)).toEqual([o2.id, o3.id]);

    const page2 = await api<List>(`${base}&limit=2&page=2`, { token: a.recruiter.token });
    expect(page2.body).toMatchObject({ total: 4, page: 2, limit: 2 });
    expect(page2.body.opportunities.map((o) => o.id)).toEqual([o2.id, o3.id]);
    const first = page2.body.opportunities[0];
    expect(first).toMatchObject({ organization_name: a.name, confirmed_count: 0, is_full: false, status: "published" });
    const past = await api<List>(`${base}&limit=2&page=9`, { token: a.recruiter.token });
    expect(past.body).toMatchObject({ opportunities: [], total: 4, page: 9 });
    const def = await api<List>(base, { token: a.recruiter.token });
    expect(def.body).toMatchObject({ page: 1, limit: 25 });

    for (const q of ["limit=101", "page=0", "status=open", "labor_type=juggling", "location_type=space", "start_after=yesterday", "radius_miles=-1", "zip_code=abc", "org_id=nope"]) {
      const res = await api<ErrorBody>(`/api/corps/opportunities?${q}`, { token: a.vol1.token });
      expect(res.status, q).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    }
    const unknownZip = await api<ErrorBody>("/api/corps/opportunities?zip_code=00000", { token: a.vol1.token });
    expect(unknownZip.status).toBe(400);
    expect(unknownZip.body.error.details?.fields).toHaveProperty("zip_code");
  });
});
