// An organization outside Pacific time: the opportunity form reads the times on the
// organization's clocks and every page shows them there, with the zone's name.
import type { Page } from "@playwright/test";
import { expect, signIn, signOut, test } from "./fixtures";

async function setZone(page: Page, zone: string): Promise<void> {
  await page.goto("/admin/organization");
  await page.getByLabel("Time zone").selectOption(zone);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: /saved|time zone/i }).first()).toBeVisible();
}

/** The date `days` from now (UTC) as YYYY-MM-DD. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test("a New York organization enters 9:00 and sees 9:00 Eastern on the form, the opportunity and the volunteer's board", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "corps.admin@demo.org");
  await setZone(page, "America/New_York");
  try {
    const day = dayFromNow(6);
    // The zone's short name on that day (EST in winter, EDT in summer).
    const abbr = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", timeZoneName: "short" })
      .formatToParts(new Date(`${day}T14:00:00Z`))
      .find((p) => p.type === "timeZoneName")?.value;
    const title = `Harbor Lights ${Date.now()}`;
    await page.goto("/recruiter/opportunities/new");
    await expect(page.getByText("Time in America/New_York").first()).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Short description").fill("Stringing lights along the pier");
    await page.getByLabel("Starts").fill(`${day}T09:00`);
    await page.getByLabel("Ends").fill(`${day}T11:00`);
    await page.getByLabel("City").fill("Portland");
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(`9:00 AM–11:00 AM ${abbr}`)).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published: volunteers can now sign up.")).toBeVisible();

    // The edit form shows the time as it was entered.
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByLabel("Starts")).toHaveValue(`${day}T09:00`);

    // A volunteer sees it at 9:00 Eastern too (the times are the organization's, not the viewer's).
    await signOut(page);
    await signIn(page, "volunteer@demo.org");
    await page.goto(`/opportunities?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole("article").or(page.locator("li")).filter({ hasText: title }).first()).toContainText(`9:00 AM–11:00 AM ${abbr}`);
    await signOut(page);
    await signIn(page, "corps.admin@demo.org");
  } finally {
    await setZone(page, "America/Los_Angeles");
  }
});
