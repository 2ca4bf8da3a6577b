// E-mail frames and notification texts in the recipient's language (issue 30), rendered once per
// language for a fan-out (decision 088).
import { describe, expect, it } from "vitest";
import { renderNotificationEmail } from "@/lib/email/templates/notification-email";
import { renderDigestEmail } from "@/lib/email/templates/digest-email";
import { renderInvitationEmail } from "@/lib/email/templates/invitation-email";
import { notifyT, textCache } from "@/lib/corps/notifications/localized";
import type { Locale } from "@/lib/i18n/locales";

const BASE = "https://corps.example";

describe("notification e-mails", () => {
  const note = { type: "waitlist_promoted" as const, title: "Park cleanup", message: "Line one\n\nLine two", actionUrl: null, recipientName: "Ana", unsubscribeUrl: `${BASE}/u/x` };

  it("keep the English frame word for word", () => {
    const mail = renderNotificationEmail(note, BASE, "en");
    expect(mail.subject).toBe("A spot opened up: Park cleanup");
    expect(mail.text).toBe(
      ["Hi Ana,", "", "Park cleanup", "", "Line one\n\nLine two", "", `View your signup: ${BASE}/volunteer`, "", `Manage e-mail preferences: ${BASE}/volunteer/notifications`, `Unsubscribe from these e-mails: ${BASE}/u/x`].join("\n"),
    );
    expect(mail.html).toContain('<html lang="en">');
  });

  it("are Spanish for a Spanish reader, the notification's own text untouched", () => {
    const mail = renderNotificationEmail(note, BASE, "es");
    expect(mail.subject).toBe("Se liberó un lugar: Park cleanup");
    expect(mail.text).toContain("Hola, Ana:");
    expect(mail.text).toContain(`Ver tu inscripción: ${BASE}/volunteer`);
    expect(mail.text).toContain(`Darse de baja de estos correos: ${BASE}/u/x`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain(">Administrar preferencias de correo</a>");
    expect(mail.html).toContain("<p style=\"margin:0 0 16px\">Line two</p>");
  });

  it("give the digest and the invitation a Spanish frame", () => {
    const digest = renderDigestEmail({ recipientName: null, period: "weekly", sections: [{ heading: "Tus próximos turnos", items: [{ text: "Park cleanup", path: "/o/1" }] }], unsubscribeUrl: `${BASE}/u/d`, preferencesPath: "/volunteer/notifications" }, BASE, "es");
    expect(digest.subject).toBe("Tu resumen semanal de Corps");
    expect(digest.text.split("\n")[0]).toBe("Hola:");
    expect(digest.text).toContain(`Darse de baja de los resúmenes: ${BASE}/u/d`);
    const invite = renderInvitationEmail({ organization: "Food Bank", role: "recruiter", inviter: "Rita", link: `${BASE}/i/t`, expiresAt: new Date("2026-12-04T17:00:00Z"), timezone: "America/New_York" }, "es");
    expect(invite.subject).toBe("Te invitaron a unirte a Food Bank en Corps");
    expect(invite.text).toContain("Rita te invitó a unirte a Food Bank como reclutador.");
    expect(invite.text).toContain(`Aceptar la invitación: ${BASE}/i/t`);
    const english = renderInvitationEmail({ organization: "Food Bank", role: "admin", inviter: null, link: `${BASE}/i/t`, expiresAt: new Date("2026-12-04T17:00:00Z"), timezone: "America/New_York" });
    expect(english.subject).toBe("You're invited to join Food Bank on Corps");
    expect(english.text).toContain("You are invited to join Food Bank as an administrator.");
  });
});

describe("notification texts", () => {
  it("render a shared text once per language, however many recipients", () => {
    const calls: Locale[] = [];
    const text = (locale: Locale) => {
      calls.push(locale);
      return { title: locale, message: `${locale} message` };
    };
    const render = textCache();
    const out = (["es", "en", "es", "es", "en"] as const).map((l) => render(text, l));
    expect(out.map((o) => o.title)).toEqual(["es", "en", "es", "es", "en"]);
    expect(calls).toEqual(["es", "en"]);
  });

  it("use one translator per language", () => {
    expect(notifyT("es")).toBe(notifyT("es"));
    expect(notifyT("en")).not.toBe(notifyT("es"));
  });
});
