// The volunteer's pages through the browser: the journey (find by ZIP, sign up, join a
// waitlist, check in and out, see the hours pending), the hours form's errors, the unread badge,
// axe checks of every volunteer page and dashboard screenshots. The demo seed provides
// "Evening Meal Service" (under way, volunteer@demo.org confirmed) and "Warming Shelter Setup"
// (full, with a waitlist), which the UI alone cannot arrange. Toasts are matched with first():
// under `next dev` a toast raised from an effect can show twice (effects re-run in dev).
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, signIn, test, expectNoSeriousAxeViolations } from "./fixtures";

async function searchByZip(page: Page, zip: string, search = "") {
  await page.getByRole("link", { name: "Opportunities", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Find opportunities" })).toBeVisible();
  await page.getByLabel("Search", { exact: true }).fill(search);
  await page.getByLabel("ZIP code").fill(zip);
  await page.getByLabel("Within (miles)").fill("30");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`zip_code=${zip}`));
  await expect(page.getByText(/opportunit(y|ies) found/)).toBeVisible();
}

test("a volunteer signs up by ZIP code, joins a waitlist, checks in and out, and sees the hours pending", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "volunteer@demo.org");

  // Sign up for the first published opportunity near 97214.
  await searchByZip(page, "97214");
  await page.getByRole("listitem").filter({ hasText: /published/ }).first().getByRole("link").click();
  await expect(page).toHaveURL(/\/opportunities\/[0-9a-f-]{36}$/);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(title).not.toBe("");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("button", { name: "Cancel my signup" })).toBeVisible();
  await expect(page.getByText(/You're signed up!|Signed up: the organizer will confirm your place\./).first()).toBeVisible();

  // A full opportunity: signing up puts the volunteer on the waitlist, with a position.
  await searchByZip(page, "97214", "Warming Shelter");
  const full = page.getByRole("listitem").filter({ hasText: "Warming Shelter Setup" });
  await expect(full).toContainText("Full");
  await full.getByRole("link", { name: "Warming Shelter Setup" }).click();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText(/added to the waitlist at position \d+/).first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "You're on the waitlist." })).toContainText(/You are number \d+ in line\./);

  // My shifts lists both signups; the shift under way can be checked in and out.
  await page.getByRole("link", { name: "My shifts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My shifts" })).toBeVisible();
  const upcoming = page.getByRole("list", { name: "Upcoming shifts" });
  await expect(upcoming.getByRole("listitem").filter({ hasText: title }).first()).toBeVisible();
  const waiting = upcoming.getByRole("listitem").filter({ hasText: "Warming Shelter Setup" });
  await expect(waiting).toContainText("Waitlisted");
  await expect(waiting).toContainText(/Number \d+ on the waitlist/);
  await expect(waiting.getByRole("button", { name: /^Check in/ })).toHaveCount(0);

  const meal = upcoming.getByRole("listitem").filter({ hasText: "Evening Meal Service" });
  await expect(meal).toContainText("Confirmed");
  await meal.getByRole("button", { name: /^Check in/ }).click();
  await expect(page.getByText("You're checked in. Check out when you leave.").first()).toBeVisible();
  await expect(meal).toContainText("Checked in");
  await meal.getByRole("button", { name: /^Check out/ }).click();
  await expect(page.getByText("Checked out. Your hours are logged.").first()).toBeVisible();
  await expect(page.getByRole("table").filter({ hasText: "Evening Meal Service" })).toContainText("Completed");

  // The checked-out shift's hours wait for approval.
  await page.getByRole("link", { name: "Hours", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hours" })).toBeVisible();
  const entry = page.getByRole("row").filter({ hasText: "Evening Meal Service" });
  await expect(entry).toContainText("Pending");
});

test("logging hours with an invalid value shows the field error and keeps the input", async ({ page }) => {
  await signIn(page, "volunteer2@demo.org");
  await page.goto("/volunteer/hours");
  await page.getByLabel("Hours worked").fill("30");
  await page.getByLabel("What did you do? (optional)").fill("Sorted winter coats");
  await page.getByRole("button", { name: "Log hours" }).click();
  await expect(page.getByText("Must be at most 24")).toBeVisible();
  await expect(page.getByLabel("Hours worked")).toHaveValue("30");
  await expect(page.getByLabel("Hours worked")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("What did you do? (optional)")).toHaveValue("Sorted winter coats");

  // Corrected, the entry is logged and listed as pending.
  await page.getByLabel("Hours worked").fill("2.5");
  await page.getByRole("button", { name: "Log hours" }).click();
  await expect(page.getByText("Hours logged: waiting for approval.").first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Sorted winter coats" })).toContainText("Pending");
});

test("mark all read clears the header's unread count without a reload", async ({ page }) => {
  await signIn(page, "volunteer2@demo.org");
  const navLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Notifications/ });
  await expect(navLink).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
  await navLink.click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  // Nothing below reloads the page: the marker would be gone after a reload.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(navLink).toHaveAccessibleName("Notifications, none unread");
  await expect(page.getByText("You're all caught up.")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test("the volunteer pages pass axe (no serious or critical violations)", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "volunteer@demo.org");
  for (const path of ["/volunteer", "/volunteer/shifts", "/volunteer/hours", "/volunteer/profile", "/volunteer/badges", "/notifications", "/opportunities"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await test.step(`axe ${path}`, () => expectNoSeriousAxeViolations(page));
  }
  await page.goto("/opportunities");
  await page.getByRole("main").getByRole("listitem").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/opportunities\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("link", { name: "Add to calendar" })).toBeVisible();
  await test.step("axe /opportunities/[id]", () => expectNoSeriousAxeViolations(page));
});

test("the opportunity's Add to calendar link downloads an .ics file with the session", async ({ page }) => {
  await signIn(page, "volunteer@demo.org");
  await page.goto("/opportunities");
  await page.getByRole("main").getByRole("listitem").first().getByRole("link").first().click();
  const href = await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
  expect(href).toMatch(/^\/api\/corps\/opportunities\/[0-9a-f-]{36}\/calendar\.ics$/);
  const res = await page.request.get(href ?? "");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/calendar");
  expect(await res.text()).toContain("BEGIN:VEVENT");
});

test("the calendar feed can be created, rotated and turned off", async ({ page }) => {
  await signIn(page, "volunteer2@demo.org");
  await page.goto("/volunteer/badges");
  await expect(page.getByRole("heading", { level: 2, name: /^Earned/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Not yet earned" })).toBeVisible();
  await page.getByRole("button", { name: "Create my calendar feed" }).click();
  const address = page.getByLabel("Private calendar address");
  await expect(address).toHaveValue(/\/api\/corps\/calendar\/feed\/[A-Za-z0-9_-]{43}$/);
  const first = await address.inputValue();
  await expect(page.getByRole("link", { name: "Subscribe in my calendar app" })).toHaveAttribute("href", /^webcal:\/\//);
  expect((await page.request.get(first)).status()).toBe(200);
  await page.getByRole("button", { name: "Get a new address" }).click();
  await expect(address).not.toHaveValue(first);
  expect((await page.request.get(first)).status()).toBe(404);
  await page.getByRole("button", { name: "Turn off feed" }).click();
  await expect(page.getByRole("button", { name: "Create my calendar feed" })).toBeVisible();
});

test("dashboard screenshots at desktop and phone widths", async ({ page }) => {
  mkdirSync("test-results/screenshots", { recursive: true });
  await signIn(page, "volunteer@demo.org");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/volunteer");
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Recommended for you" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: "test-results/screenshots/volunteer-dashboard-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Nothing wider than the phone: no sideways scrolling of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: "test-results/screenshots/volunteer-dashboard-mobile.png", fullPage: true });
});

test("a volunteer sets weekly availability and an emergency contact on the profile", async ({ page }) => {
  await signIn(page, "volunteer2@demo.org");
  await page.goto("/volunteer/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
  const sunday = page.getByRole("listitem").filter({ has: page.getByText("Sunday", { exact: true }) });
  // Start from a clean Sunday, whatever the seed gave this volunteer.
  while ((await sunday.getByRole("button", { name: /^Remove/ }).count()) > 0) await sunday.getByRole("button", { name: /^Remove/ }).first().click();
  await sunday.getByRole("button", { name: "Add time on Sunday" }).click();
  await page.getByLabel("From (Sunday, slot 1)").fill("14:00");
  await page.getByLabel("Until (Sunday, slot 1)").fill("11:00");
  await page.getByLabel("Contact name").fill("Robin Brooks");
  await page.getByLabel("Contact phone").fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("start must be before end")).toBeVisible();
  await expect(page.getByText("Required").first()).toBeVisible();
  await expect(page.getByLabel("Contact name")).toHaveValue("Robin Brooks");
  await expect(page.getByLabel("Until (Sunday, slot 1)")).toHaveValue("11:00");

  await page.getByLabel("Until (Sunday, slot 1)").fill("17:30");
  await page.getByLabel("Contact phone").fill("253-555-0188");
  await page.getByLabel("Relationship").fill("sibling");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("From (Sunday, slot 1)")).toHaveValue("14:00");
  await expect(page.getByLabel("Until (Sunday, slot 1)")).toHaveValue("17:30");
  await expect(page.getByLabel("Contact phone")).toHaveValue("253-555-0188");
  await expect(page.getByLabel("Relationship")).toHaveValue("sibling");
});
