// Screenshots of the admin dashboard on a desktop and a phone, and a check that no dashboard
// shows a programming artefact instead of a figure.
import { expect, signIn, test } from "./fixtures";

const ARTEFACTS = ["undefined", "NaN", "[object Object]", '{"'];

async function expectCleanText(page: import("@playwright/test").Page) {
  const text = await page.locator("body").innerText();
  for (const bad of ARTEFACTS) expect(text, `page text contains ${bad}`).not.toContain(bad);
}

for (const view of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 375, height: 812 },
] as const) {
  test(`admin dashboard screenshot, ${view.name} (${view.width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: view.width, height: view.height });
    await signIn(page, "admin@demo.org");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("System administration");
    // Both charts drawn (they load after the first paint).
    await expect(page.locator("figure .recharts-wrapper")).toHaveCount(2, { timeout: 30_000 });
    await expectCleanText(page);
    // Nothing wider than the viewport: the layout stacks on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screenshots/admin-dashboard-${view.name}.png`, fullPage: true });
  });
}

const DASHBOARDS = [
  { email: "volunteer@demo.org", path: "/volunteer" },
  { email: "recruiter@demo.org", path: "/recruiter" },
  { email: "corps.admin@demo.org", path: "/admin" },
  { email: "admin@demo.org", path: "/admin" },
  { email: "admin@demo.org", path: "/admin/reports" },
];

for (const d of DASHBOARDS) {
  test(`${d.path} as ${d.email} shows no undefined, NaN or raw JSON`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, d.email);
    await page.goto(d.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Client islands (charts) render after the first paint; their text counts too.
    await expect(page.locator(".animate-pulse")).toHaveCount(0, { timeout: 30_000 });
    await expectCleanText(page);
  });
}
