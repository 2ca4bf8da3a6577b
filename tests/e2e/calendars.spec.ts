// Recurring series and calendars through the browser: a volunteer signs up for every Saturday of
// the demo "Saturday Food Pantry" series from the opportunity board and finds the dates on their
// calendar; a recruiter spots a date below its minimum on the organization's calendar and opens
// its roster with the keyboard; both calendars pass axe and are screenshotted at phone width.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, signIn, test, expectNoSeriousAxeViolations } from "./fixtures";

const SERIES = "Saturday Food Pantry";

// Under `next dev` a page compiles on its first visit, and compiles finishing while the sign-in
// page is open reload it (Fast Refresh), which can interrupt the sign-in: compile them first.
// Against the built app these requests are quick redirects to /signin.
test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  for (const path of ["/signin", "/volunteer", "/recruiter", "/opportunities", "/volunteer/calendar", "/recruiter/calendar", "/recruiter/opportunities"]) {
    await request.get(path, { maxRedirects: 0, timeout: 300_000 });
  }
});

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a volunteer signs up for all Saturdays of a series and sees them on the calendar", async ({ page }) => {
  test.setTimeout(480_000);
  await signIn(page, "volunteer@demo.org");
  await page.goto(`/opportunities?search=${encodeURIComponent(SERIES)}`);
  // One card for the whole series, with its rule and how many dates still have a seat.
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: SERIES }) });
  await expect(card).toHaveCount(1);
  // A retry finds the first attempt's signups (the demo volunteer and the series are shared):
  // cancelling them as the volunteer would gives the retry the seeded state to start from.
  const cancelMine = card.getByRole("button", { name: `Cancel my signups for ${SERIES}` });
  if (await cancelMine.isVisible()) {
    await cancelMine.click();
    await expect(card.getByRole("button", { name: `Sign up for all 10 dates of ${SERIES}` })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  }
  await expect(card).toContainText(/Saturdays until [A-Z][a-z]{2} \d{1,2} · 9 of 10 open/);
  await card.getByText("All 10 dates", { exact: true }).click();
  await expect(card.getByRole("list", { name: `Dates of ${SERIES}` }).getByRole("listitem")).toHaveCount(10);
  await expectNoSeriousAxeViolations(page);

  await card.getByRole("button", { name: `Sign up for all 10 dates of ${SERIES}` }).click();
  // The first date is full: a waitlist place there, confirmed on the other nine.
  await expect(page.getByText("Signed up: confirmed for 9 dates, on the waitlist for 1 date.").first()).toBeVisible();
  await expect(card.getByRole("button", { name: `Cancel my signups for ${SERIES}` })).toBeVisible();
  await expect(card.getByText("You're confirmed")).toHaveCount(9);
  await expect(card.getByText("You're on the waitlist")).toHaveCount(1);

  // The calendar: every Saturday in the agenda, month by month, with its status. The sign-up
  // toast sits over the header's links at 1280 px until it goes (5 s); a click that lands on it
  // keeps it open (hovered), so the link is clicked once it has gone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calendar" }).click();
  // A first visit may compile the page (next dev): allow for it.
  await expect(page.getByRole("heading", { level: 1, name: "My calendar" })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("table")).toBeVisible();
  // Statuses in the words of the status badges elsewhere.
  await expect(page.getByRole("list", { name: "Colours" })).toContainText("Awaiting confirmation");
  let found = 0;
  let confirmed = 0;
  let waitlisted = 0;
  for (let month = 0; month < 5 && found < 10; month++) {
    const agenda = page.getByRole("list", { name: /^Agenda for / });
    const entries = agenda.getByRole("link", { name: new RegExp(SERIES) });
    const n = await entries.count();
    found += n;
    confirmed += await agenda.getByRole("link", { name: new RegExp(`${SERIES}.*Confirmed`) }).count();
    waitlisted += await agenda.getByRole("link", { name: new RegExp(`${SERIES}.*Waitlisted`) }).count();
    if (n > 0) {
      // The grid shows the same dates (and those of the neighbouring months' days it shows), on Saturdays.
      const inGrid = page.getByRole("table").getByRole("link", { name: new RegExp(SERIES) });
      expect(await inGrid.count()).toBeGreaterThanOrEqual(n);
      const columns = await inGrid.evaluateAll((links) => links.map((a) => a.closest("td")?.cellIndex));
      expect(new Set(columns)).toEqual(new Set([6]));
    }
    if (found < 10) {
      const next = page.getByRole("link", { name: "Next month" });
      const month = new URL((await next.getAttribute("href")) ?? "", page.url()).searchParams.get("month");
      await next.click();
      await expect(page).toHaveURL(new RegExp(`month=${month}$`));
    }
  }
  expect(found).toBe(10);
  expect(confirmed).toBe(9);
  expect(waitlisted).toBe(1);
  await expectNoSeriousAxeViolations(page);
});

test("a recruiter sees a date below its minimum highlighted and opens its roster from the calendar", async ({ page }) => {
  test.setTimeout(480_000);
  await signIn(page, "recruiter@demo.org");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calendar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("link", { name: "Week", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Month", exact: true }).click();
  await expect(page).toHaveURL(/view=month/);
  await expectNoSeriousAxeViolations(page);

  // The series' later dates have fewer confirmed volunteers than their minimum of 3.
  const belowMin = page.getByRole("table").locator(`a[data-fill="below_min"]`).filter({ hasText: SERIES });
  for (let i = 0; i < 3 && (await belowMin.count()) === 0; i++) {
    // One month at a time: count again only once the next month is shown (a count taken while
    // the click is still navigating would click past the month, and the entry would change).
    const shown = page.url();
    await page.getByRole("link", { name: "Next month" }).click();
    await expect(page).not.toHaveURL(shown);
  }
  const entry = belowMin.first();
  await expect(entry).toBeVisible();
  await expect(entry).toContainText("Below minimum");
  await expect(entry).toContainText("min 3");
  await expect(entry).toHaveClass(/bg-red-50/);
  // The legend says what the colours mean; drafts are dashed.
  const legend = page.getByRole("list", { name: "Colours" });
  await expect(legend).toContainText("Below minimum");
  await expect(legend).toContainText("Draft");

  // Keyboard: focus the entry and press Enter to open its roster.
  const href = await entry.getAttribute("href");
  expect(href).toMatch(/^\/recruiter\/opportunities\/[0-9a-f-]{36}#roster$/);
  // The very entry whose link was read, not whichever is first when the locator resolves again.
  await page.locator(`a[href="${href}"]`).first().focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
  await expect(page.getByRole("heading", { level: 1, name: SERIES })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("heading", { level: 2, name: /^Roster \(\d+\)$/ })).toBeVisible();
  // The occurrence page leads to its series, whose dates link back to their rosters.
  await page.getByRole("link", { name: "Every date of the series" }).click();
  await expect(page).toHaveURL(/\/recruiter\/series\//, { timeout: 120_000 });
  await expect(page.getByRole("heading", { level: 1, name: SERIES })).toBeVisible();
  await expect(page.getByRole("table", { name: `Dates of ${SERIES}` }).getByRole("row")).toHaveCount(11);
  await expectNoSeriousAxeViolations(page);

  // The week view lists the same kind of entries, one column per day.
  await page.goto("/recruiter/calendar?view=week");
  await expect(page.getByRole("list", { name: /^Week of / }).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(7);
  await expectNoSeriousAxeViolations(page);
});

for (const who of [
  { name: "volunteer", email: "volunteer@demo.org", path: "/volunteer/calendar", heading: "My calendar" },
  { name: "recruiter", email: "recruiter@demo.org", path: "/recruiter/calendar?view=month", heading: "Calendar" },
] as const) {
  test(`${who.name} calendar at phone width (375 px): the agenda, no sideways scrolling, screenshot`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, who.email);
    await page.goto(who.path);
    await expect(page.getByRole("heading", { level: 1, name: who.heading })).toBeVisible();
    // The month grid is for wide screens; a phone gets the agenda (or its empty state).
    await expect(page.getByRole("table")).toBeHidden();
    await expect(page.getByRole("list", { name: /^Agenda for / }).or(page.getByText(/^No shifts in |^Nothing scheduled this /))).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    mkdirSync("test-results/screenshots", { recursive: true });
    await page.screenshot({ path: `test-results/screenshots/${who.name}-calendar-mobile.png`, fullPage: true });
  });
}

test("calendars at desktop width, for the record", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "recruiter@demo.org");
  await page.goto("/recruiter/calendar?view=month");
  await expect(page.getByRole("table")).toBeVisible();
  mkdirSync("test-results/screenshots", { recursive: true });
  await page.screenshot({ path: "test-results/screenshots/recruiter-calendar-desktop.png", fullPage: true });
});

test("a recruiter creates a weekly series with the opportunity form and publishes every date at once", async ({ page }) => {
  test.setTimeout(300_000);
  const pacific = (d: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles", ...options }).format(d);
  const first = new Date(Date.now() + 10 * 86_400_000);
  const day = pacific(first, { year: "numeric", month: "2-digit", day: "2-digit" });
  const until = pacific(new Date(first.getTime() + 21 * 86_400_000), { year: "numeric", month: "2-digit", day: "2-digit" });
  const weekday = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", weekday: "long" }).format(first).toLowerCase();
  const title = `Tutoring club ${Date.now().toString(36)}`;

  await signIn(page, "recruiter@demo.org");
  await page.goto("/recruiter/opportunities/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Starts").fill(`${day}T16:00`);
  await page.getByLabel("Ends").fill(`${day}T18:00`);
  await page.getByLabel("Schedule").selectOption("recurring");
  await page.getByRole("checkbox", { name: weekday }).check();
  await page.getByLabel("Until").fill(until);
  await page.getByLabel("Minimum volunteers").fill("2");
  await page.getByRole("button", { name: "Save as draft" }).click();

  // The first date opens; it belongs to a series of four weekly dates.
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("link", { name: "Every date of the series" }).click();
  await expect(page).toHaveURL(/\/recruiter\/series\/[0-9a-f-]{36}/);
  const dates = page.getByRole("table", { name: `Dates of ${title}` });
  await expect(dates.getByRole("row")).toHaveCount(5);
  await expect(dates).toContainText("4:00 PM–6:00 PM");
  await page.getByRole("button", { name: "Publish 4 dates" }).click();
  await expect(page.getByText("Published 4 dates.").first()).toBeVisible();
  await expect(dates.getByText("published", { exact: true })).toHaveCount(4);
  // Drafts no more: on the calendar each date is below its minimum of 2, solid, not dashed.
  await page.goto(`/recruiter/calendar?view=week&date=${day}`);
  const entry = page.locator("a[data-fill]").filter({ hasText: title });
  await expect(entry).toHaveAttribute("data-fill", "below_min");
  await expect(entry).toHaveAttribute("data-status", "published");
});
