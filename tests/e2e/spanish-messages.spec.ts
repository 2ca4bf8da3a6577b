// Form field errors in the reader's language (issue 30, decision 089): the schema shared with the
// API says "Must be at most 24"; a Spanish reader's form shows it in Spanish, and the value stays.
import { expect, signIn, test } from "./fixtures";

test.use({ extraHTTPHeaders: { "accept-language": "es" } });

test("a Spanish reader gets the hours form's field error in Spanish", async ({ page }) => {
  await signIn(page, "volunteer2@demo.org");
  await page.goto("/volunteer/hours");
  const form = page.locator("form", { has: page.locator('input[name="hours_worked"]') });
  await form.locator('input[name="hours_worked"]').fill("30");
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText("Debe ser como máximo 24")).toBeVisible();
  await expect(page.getByText("Must be at most 24")).toHaveCount(0);
  await expect(form.locator('input[name="hours_worked"]')).toHaveValue("30");
});
