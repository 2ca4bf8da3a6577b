// The organization page sets what PATCH /organizations/me sets: besides the zone and language,
// the waitlist mode new opportunities start with and when forgotten check-outs are closed. A
// value out of range is refused beside its field and nothing is saved. The demo organization is
// shared by every spec: the settings are put back at the end.
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

interface Org {
  default_waitlist_mode: "auto" | "offer";
  auto_checkout_after_minutes: number;
}

test("a corps admin sets the default waitlist mode and the forgotten check-out delay from the organization page", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "corps.admin@demo.org");
  const before = (await (await page.request.get("/api/corps/organizations/me")).json()) as Org;
  try {
    await page.goto("/admin/organization");
    const mode = page.getByLabel("When seats free up on new opportunities");
    const minutes = page.getByLabel("Close forgotten check-outs after (minutes)");
    await expect(mode).toHaveValue(before.default_waitlist_mode);
    await expect(minutes).toHaveValue(String(before.auto_checkout_after_minutes));
    await expectNoSeriousAxeViolations(page);

    // Out of range: the browser holds the form back (min/max on the field)...
    await minutes.fill("5000");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect(await minutes.evaluate((el) => (el as HTMLInputElement).validity.rangeOverflow)).toBe(true);
    // ...and without the browser's check the server refuses it beside the field.
    await page.locator("form").filter({ has: minutes }).evaluate((form) => ((form as HTMLFormElement).noValidate = true));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("At most 1440 (a day)")).toBeVisible();
    expect(((await (await page.request.get("/api/corps/organizations/me")).json()) as Org).auto_checkout_after_minutes).toBe(before.auto_checkout_after_minutes);

    await mode.selectOption("offer");
    await minutes.fill("90");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: /Saved/ }).first()).toBeVisible();
    const saved = (await (await page.request.get("/api/corps/organizations/me")).json()) as Org;
    expect(saved).toMatchObject({ default_waitlist_mode: "offer", auto_checkout_after_minutes: 90 });

    // After a reload the form shows what is stored.
    await page.reload();
    await expect(page.getByLabel("When seats free up on new opportunities")).toHaveValue("offer");
    await expect(page.getByLabel("Close forgotten check-outs after (minutes)")).toHaveValue("90");
  } finally {
    // A cookie's unsafe request must come from the app's own origin (lib/http/cross-site.ts).
    const restored = await page.request.patch("/api/corps/organizations/me", {
      headers: { origin: new URL(page.url()).origin },
      data: { default_waitlist_mode: before.default_waitlist_mode, auto_checkout_after_minutes: before.auto_checkout_after_minutes },
    });
    // Other specs create opportunities in this organization and expect its defaults.
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
