// The Messages page (issue 31) at phone width: categories with e-mail, digest and SMS choices,
// the number with its consent line; saving works from the keyboard; axe finds nothing serious.
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

test("a volunteer chooses a daily digest for opportunities at 375 px, and the number form asks for consent", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, "volunteer@demo.org");
  await page.goto("/volunteer/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const opportunities = page.getByRole("group", { name: "Opportunities" });
  await expect(opportunities.getByLabel("E-mail")).toHaveValue(/weekly|daily|immediate|off/);
  await opportunities.getByLabel("E-mail").selectOption("daily");
  // Texts need a confirmed number first.
  await expect(page.getByRole("group", { name: "Shift reminders" }).getByRole("checkbox")).toBeDisabled();
  await page.getByRole("button", { name: "Save preferences" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Your preferences are saved.");
  await expect(page.getByRole("group", { name: "Opportunities" }).getByLabel("E-mail")).toHaveValue("daily");
  await expect(page.getByRole("textbox", { name: "Mobile number" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /I agree to receive text messages/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  // Back to the default for other tests.
  await page.getByRole("group", { name: "Opportunities" }).getByLabel("E-mail").selectOption("weekly");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("status")).toHaveText("Your preferences are saved.");
});

test("e-mail settings live on one page: Notifications links to Messages, where single kinds of notification can be kept out of e-mail", async ({ page }) => {
  await signIn(page, "volunteer@demo.org");
  await page.goto("/notifications");
  await page.getByRole("link", { name: "Messages settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const kinds = page.getByRole("group", { name: "Also send me an e-mail for" });
  const hoursApproved = kinds.getByRole("checkbox", { name: "Hours approved" });
  await expect(hoursApproved).toBeChecked();
  try {
    await hoursApproved.uncheck();
    await page.getByRole("button", { name: "Save e-mail preferences" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "E-mail preferences saved." }).first()).toBeVisible();
    const prefs = (await (await page.request.get("/api/corps/notifications/preferences")).json()) as { email_opt_out: string[] };
    expect(prefs.email_opt_out).toContain("hours_approved");
    await page.reload();
    await expect(page.getByRole("group", { name: "Also send me an e-mail for" }).getByRole("checkbox", { name: "Hours approved" })).not.toBeChecked();
    await expectNoSeriousAxeViolations(page);
  } finally {
    const prefs = (await (await page.request.get("/api/corps/notifications/preferences")).json()) as { email_opt_out: string[] };
    const restored = await page.request.put("/api/corps/notifications/preferences", { data: { email_opt_out: prefs.email_opt_out.filter((t) => t !== "hours_approved") } });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
