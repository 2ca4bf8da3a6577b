// Skills catalogue management (the admin Skills page's services): scope, duplicate names,
// renames carried over to profiles and opportunities, deactivation hiding a skill from
// GET /skills, and never deleting a skill in use.
import { describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { createSkill, deleteSkill, listSkillCatalogue, updateSkill } from "@/lib/corps/skills/skills";
import { ApiError } from "@/lib/errors/api-error";
import { api, newOrg, testDb, tokenFor, uniq } from "@/tests/helpers/api";

async function callerFor(userId: string): Promise<Caller> {
  const u = await testDb().user.findUniqueOrThrow({ where: { id: userId } });
  return { id: u.id, email: u.email, name: u.name, role: u.role, orgId: u.orgId, volunteerId: null };
}

async function rejects(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe("skills catalogue management", () => {
  it("renames a skill everywhere it is used, refuses duplicates and deletes only unused skills", async () => {
    const org = await newOrg("Skills");
    const ctx = { caller: await callerFor(org.corpsAdmin.userId), db: testDb() };
    const name = `Beekeeping ${uniq()}`;
    const skill = await createSkill(ctx, { name, category: "Outdoors" });

    // A case-insensitive duplicate is a CONFLICT naming the field.
    const dup = await rejects(createSkill(ctx, { name: name.toUpperCase(), category: "Outdoors" }));
    expect(dup.code).toBe("CONFLICT");
    expect(dup.details?.fields).toMatchObject({ name: expect.stringContaining("already exists") });

    // A volunteer lists it; the rename follows onto the profile.
    const upd = await api(`/api/corps/volunteers/${org.vol1.volunteerId}`, { method: "PATCH", token: org.vol1.token, body: { skills: ["Cooking", name] } });
    expect(upd.status).toBe(200);
    const renamed = `Apiculture ${uniq()}`;
    await updateSkill(ctx, skill.id, { name: renamed, category: "Animals" });
    const profile = await testDb().volunteerProfile.findUniqueOrThrow({ where: { id: org.vol1.volunteerId } });
    expect(profile.skills).toEqual(["Cooking", renamed]);

    // In use: never deleted, deactivation is the way out.
    const inUse = await rejects(deleteSkill(ctx, skill.id));
    expect(inUse.code).toBe("CONFLICT");
    expect(inUse.message).toMatch(/deactivate it instead/);
    expect(inUse.details).toMatchObject({ volunteers: 1, opportunities: 0 });

    await updateSkill(ctx, skill.id, { is_active: false });
    const listed = await api<{ skills: { name: string }[] }>("/api/corps/skills", { token: org.vol1.token });
    expect(listed.body.skills.map((s) => s.name)).not.toContain(renamed);
    const catalogue = await listSkillCatalogue(ctx);
    expect(catalogue.skills.find((s) => s.id === skill.id)).toMatchObject({ name: renamed, category: "Animals", is_active: false, volunteers_using: 1, can_manage: true });
    // The profile keeps the deactivated skill.
    expect((await testDb().volunteerProfile.findUniqueOrThrow({ where: { id: org.vol1.volunteerId } })).skills).toContain(renamed);

    // Unused: deleted.
    const spare = await createSkill(ctx, { name: `Spare ${uniq()}`, category: "Outdoors" });
    await expect(deleteSkill(ctx, spare.id)).resolves.toEqual({ success: true });
    expect(await testDb().skill.findUnique({ where: { id: spare.id } })).toBeNull();
  });

  it("lets corps_admins change only their organization's skills; admins change any", async () => {
    const a = await newOrg("SkillsA");
    const b = await newOrg("SkillsB");
    const ctxA = { caller: await callerFor(a.corpsAdmin.userId), db: testDb() };
    const ctxB = { caller: await callerFor(b.corpsAdmin.userId), db: testDb() };
    const skill = await createSkill(ctxA, { name: `Owned ${uniq()}`, category: "Outdoors" });

    expect((await rejects(updateSkill(ctxB, skill.id, { category: "Other" }))).code).toBe("FORBIDDEN");
    expect((await rejects(deleteSkill(ctxB, skill.id))).code).toBe("FORBIDDEN");
    const seeded = await testDb().skill.findFirstOrThrow({ where: { createdBy: null } });
    expect((await rejects(updateSkill(ctxA, seeded.id, { is_active: false }))).code).toBe("FORBIDDEN");
    expect((await listSkillCatalogue(ctxB)).skills.find((s) => s.id === skill.id)?.can_manage).toBe(false);

    const admin = await tokenFor({ email: `admin-${uniq()}@test.org`, role: "admin" });
    const ctxAdmin = { caller: await callerFor(admin.userId), db: testDb() };
    await expect(updateSkill(ctxAdmin, skill.id, { category: "Other" })).resolves.toMatchObject({ category: "Other" });
    expect((await rejects(updateSkill(ctxAdmin, "00000000-0000-4000-8000-000000000000", { category: "x" }))).code).toBe("NOT_FOUND");

    // Volunteers and recruiters cannot manage the catalogue at all.
    const ctxRecruiter = { caller: await callerFor(a.recruiter.userId), db: testDb() };
    expect((await rejects(updateSkill(ctxRecruiter, skill.id, { category: "x" }))).code).toBe("FORBIDDEN");
  });
});
