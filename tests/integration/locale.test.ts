// Which language a person reads (issue 30): their choice (users.locale, through the API or the
// header's switch), else the browser's Accept-Language, else the organization's default_locale.
import { describe, expect, it } from "vitest";
import { api, newOrg, testDb } from "@/tests/helpers/api";
import { sessionCookie } from "@/tests/helpers/session-cookie";

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

async function dashboard(userId: string, acceptLanguage?: string) {
  const headers: Record<string, string> = { cookie: await sessionCookie(userId) };
  if (acceptLanguage) headers["accept-language"] = acceptLanguage;
  const res = await api("/volunteer", { headers });
  expect(res.status).toBe(200);
  return { lang: htmlLang(res.text), text: res.text };
}

describe("the reader's language", () => {
  it("is set and forgotten through the message preferences, and refuses a language the app does not speak", async () => {
    const org = await newOrg("Locale");
    const token = org.vol1.token;
    const start = await api<{ locale: string | null }>("/api/corps/notifications/categories", { token });
    expect(start.status).toBe(200);
    expect(start.body.locale).toBeNull();

    const set = await api<{ locale: string | null; categories: unknown[] }>("/api/corps/notifications/categories", { method: "PUT", token, body: { locale: "es" } });
    expect(set.status).toBe(200);
    expect(set.body.locale).toBe("es");
    expect(set.body.categories.length).toBeGreaterThan(0);
    expect((await api<{ locale: string }>("/api/corps/notifications/categories", { token })).body.locale).toBe("es");

    const bad = await api<{ error: { code: string; details: { fields: Record<string, string> } } }>("/api/corps/notifications/categories", { method: "PUT", token, body: { locale: "fr" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(bad.body.error.details.fields)).toContain("locale");
    const empty = await api<{ error: { code: string } }>("/api/corps/notifications/categories", { method: "PUT", token, body: {} });
    expect(empty.status).toBe(400);

    const forget = await api<{ locale: string | null }>("/api/corps/notifications/categories", { method: "PUT", token, body: { locale: null } });
    expect(forget.body.locale).toBeNull();
  });

  it("is the user's choice over the browser's, the browser's over the organization's default, else English", async () => {
    const org = await newOrg("Locale");
    const userId = org.vol1.userId;

    // No choice, no browser preference, the organization's default: English.
    expect((await dashboard(userId)).lang).toBe("en");
    // The browser asks for Spanish (a regional variant, weighted).
    const asked = await dashboard(userId, "fr-CA, es-MX;q=0.8, en;q=0.5");
    expect(asked.lang).toBe("es");
    expect(asked.text).toContain("Cerrar sesión");
    // The organization's default applies when the browser names none of ours.
    await testDb().organization.update({ where: { id: org.orgId }, data: { defaultLocale: "es" } });
    expect((await dashboard(userId, "de")).lang).toBe("es");
    expect((await dashboard(userId, "en-US")).lang).toBe("en");
    // The user's own choice wins over both.
    await testDb().user.update({ where: { id: userId }, data: { locale: "en" } });
    const chosen = await dashboard(userId, "es");
    expect(chosen.lang).toBe("en");
    expect(chosen.text).toContain("Sign out");
  });
});
