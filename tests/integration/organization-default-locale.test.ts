// An organization's default language (issue 30): corps admins set default_locale through
// PATCH /organizations/me, everyone in the organization reads it, and it is the language of a
// member who chose none and whose browser asks for no language the app speaks.
import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq, type ErrorBody } from "@/tests/helpers/api";

interface Org {
  id: string;
  default_locale: string;
}

describe("organizations/me default_locale", () => {
  it("starts English; a corps_admin sets Spanish and every member reads it; the change is audited", async () => {
    const org = await newOrg("Locale");
    const before = await api<Org>("/api/corps/organizations/me", { token: org.vol1.token });
    expect(before.status).toBe(200);
    expect(before.body.default_locale).toBe("en");

    const set = await api<Org>("/api/corps/organizations/me", { method: "PATCH", token: org.corpsAdmin.token, body: { default_locale: "es" } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: org.orgId, default_locale: "es" });
    for (const caller of [org.vol1, org.recruiter, org.corpsAdmin]) {
      expect((await api<Org>("/api/corps/organizations/me", { token: caller.token })).body.default_locale).toBe("es");
    }
    expect((await testDb().organization.findUniqueOrThrow({ where: { id: org.orgId } })).defaultLocale).toBe("es");
    const audit = await api<{ entries: { action: string; changes: Record<string, unknown> }[] }>("/api/corps/audit-log?action=organization.updated", { token: org.corpsAdmin.token });
    expect(audit.body.entries[0]?.changes).toEqual({ default_locale: { from: "en", to: "es" } });

    // Another field left out keeps the language.
    const renamed = await api<Org>("/api/corps/organizations/me", { method: "PATCH", token: org.corpsAdmin.token, body: { name: `Locale renamed ${uniq()}` } });
    expect(renamed.body.default_locale).toBe("es");
  });

  it("recruiters and volunteers get 403 and the language stays", async () => {
    const org = await newOrg("LocaleRoles");
    for (const caller of [org.recruiter, org.vol1]) {
      const res = await api<ErrorBody>("/api/corps/organizations/me", { method: "PATCH", token: caller.token, body: { default_locale: "es" } });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("FORBIDDEN");
    }
    expect((await api<Org>("/api/corps/organizations/me", { token: org.corpsAdmin.token })).body.default_locale).toBe("en");
  });

  it("a language the app does not speak is 400 VALIDATION_ERROR on the field", async () => {
    const org = await newOrg("LocaleBad");
    for (const value of ["fr", "ES", "", null]) {
      const res = await api<ErrorBody>("/api/corps/organizations/me", { method: "PATCH", token: org.corpsAdmin.token, body: { default_locale: value } });
      expect(res.status, String(value)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(res.body.error.details?.fields).toHaveProperty("default_locale");
    }
    expect((await api<Org>("/api/corps/organizations/me", { token: org.corpsAdmin.token })).body.default_locale).toBe("en");
  });

  it("an admin sets another organization's language through /organizations/{id}", async () => {
    const org = await newOrg("LocaleAdmin");
    const { token } = await tokenFor({ email: `la-${uniq()}@test.org`, role: "admin", name: "Lena Admin" });
    const res = await api<Org>(`/api/corps/organizations/${org.orgId}`, { method: "PATCH", token, body: { default_locale: "es" } });
    expect(res.status).toBe(200);
    expect(res.body.default_locale).toBe("es");
  });
});
