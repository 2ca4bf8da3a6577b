// The recruiter's pages as a whole: no serious accessibility violations, and screenshots at
// desktop and phone widths with nothing wider than the phone.

import { expect, signIn, test, signOut, settled, expectNoSeriousAxeViolations } from "./fixtures";

// Under `next dev` a page compiles on first request, and a click before hydration is lost:
// warm the sign-in page and its auth routes once before the journeys.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  for (const path of ["/signin", "/api/auth/providers", "/api/auth/csrf"]) await request.get(path);
});

test("recruiter pages have no serious accessibility violations", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, "recruiter@demo.org");
  await page.goto("/recruiter/opportunities?status=published");
  const detail = (await page.locator("table a").first().getAttribute("href")) ?? "";
  expect(detail).toMatch(/^\/recruiter\/opportunities\/[0-9a-f-]{36}$/);
  const paths = [
    "/recruiter",
    "/recruiter/opportunities",
    "/recruiter/opportunities/new",
    detail,
    `${detail}/edit`,
    `${detail}/kiosk`,
    "/recruiter/hours",
    "/recruiter/notify",
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Let client pieces (chart, live count) settle before scanning.
    await settled(page);
    await expectNoSeriousAxeViolations(page);
  }
  await page.goto(`${detail}/kiosk`);
  await page.getByText("Show the check-in link").click();
  const url = new URL((await page.getByTestId("kiosk-url").innerText()).trim());
  await signOut(page);
  await signIn(page, "volunteer2@demo.org");
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check in");
  await expectNoSeriousAxeViolations(page);
});

test("recruiter dashboard screenshots at 1280 and 375 px, nothing wider than the phone", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "recruiter@demo.org");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recruiter home");
  await expect(page.getByRole("figure", { name: /approved hours per day/i }).or(page.getByText("No approved hours this month yet"))).toBeVisible();
  await settled(page);
  await page.screenshot({ path: "test-results/screenshots/recruiter-dashboard-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recruiter home");
  await expect(page.getByRole("figure", { name: /approved hours per day/i }).or(page.getByText("No approved hours this month yet"))).toBeVisible();
  await settled(page);
  await page.screenshot({ path: "test-results/screenshots/recruiter-dashboard-mobile.png", fullPage: true });
  await page.goto("/recruiter/opportunities?status=published");
  const detail = (await page.locator("table a").first().getAttribute("href")) ?? "";
  // The roster becomes one card per volunteer at this width.
  for (const path of ["/recruiter", "/recruiter/opportunities", detail, "/recruiter/hours", "/recruiter/notify"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} fits 375 px`).toBeLessThanOrEqual(375);
  }
});
