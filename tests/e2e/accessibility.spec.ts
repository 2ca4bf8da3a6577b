// axe (WCAG 2 A and AA) on every main page, for each role that can open it: no serious or
// critical violations. A page a role may not open redirects elsewhere and is checked for the
// roles that can.
import { expect, signIn, test, seriousAxeViolations } from "./fixtures";

const PAGES = [
  "/",
  "/signin",
  "/volunteer",
  "/volunteer/calendar",
  "/volunteer/notifications",
  "/opportunities",
  "/admin",
  "/admin/reports",
  "/admin/achievements",
  "/admin/skills",
  "/admin/requirements",
  "/admin/webhooks",
  "/admin/mailbox",
  "/admin/organization",
  "/admin/members",
  "/admin/organizations",
  "/admin/audit",
  "/recruiter",
  "/recruiter/calendar",
  "/properties",
  "/reports/rental-heatmap",
  "/docs/api",
];

const ROLES = [
  { role: "anonymous", email: null },
  { role: "volunteer", email: "volunteer@demo.org" },
  { role: "recruiter", email: "recruiter@demo.org" },
  { role: "corps_admin", email: "corps.admin@demo.org" },
  { role: "admin", email: "admin@demo.org" },
] as const;

for (const { role, email } of ROLES) {
  test(`axe: every page ${role} can open has no serious or critical violations`, async ({ page }) => {
    test.setTimeout(300_000);
    if (email) await signIn(page, email);
    const found: Record<string, string[]> = {};
    let checked = 0;
    for (const path of PAGES) {
      // Signed-in visitors of /signin are fine to check too; only redirects elsewhere are skipped.
      await page.goto(path, { timeout: 120_000 });
      if (new URL(page.url()).pathname !== path) continue;
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // Streamed sections and client islands settle (the network never idles: prefetching).
      await expect(page.locator("[aria-busy='true'], .animate-pulse")).toHaveCount(0, { timeout: 30_000 }).catch(() => undefined);
      checked += 1;
      const violations = await seriousAxeViolations(page);
      if (violations.length) found[path] = violations;
    }
    expect(checked, "pages this role could open").toBeGreaterThan(0);
    expect(found).toEqual({});
  });
}
