// The recruiter experience through the UI: opportunities (create, publish, roster, kiosk
// check-in, cancel), the hours queue, notifications, accessibility and screenshots.
import type { Page } from "@playwright/test";
import { expect, signIn, test, localInput, signOut } from "./fixtures";

/** Creates and publishes an opportunity through the form; returns its page's path. */
async function createAndPublish(page: Page, title: string, opts: { max?: string } = {}): Promise<string> {
  await page.goto("/recruiter/opportunities/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Short description").fill("Sorting donations for the winter drive");
  await page.getByLabel("Starts").fill(localInput(3, 9));
  await page.getByLabel("Ends").fill(localInput(3, 12));
  await page.getByLabel("Maximum volunteers").fill(opts.max ?? "5");
  // No ZIP code: these test events stay out of the radius searches other specs run.
  await page.getByLabel("City").fill("Portland");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page).toHaveURL(/\/recruiter\/opportunities\/[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: volunteers can now sign up.")).toBeVisible();
  return new URL(page.url()).pathname;
}

// Under `next dev` a page compiles on first request, and a click before hydration is lost:
// warm the sign-in page and its auth routes once before the journeys.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  for (const path of ["/signin", "/api/auth/providers", "/api/auth/csrf"]) await request.get(path);
});

test.describe("recruiter journey", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(180_000);

  test("creates an opportunity (field errors keep input), publishes it, approves hours, and the volunteer sees the badge", async ({ page }) => {
    await signIn(page, "recruiter@demo.org");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recruiter home");
    await page.getByRole("link", { name: "Opportunities" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your opportunities");
    await page.getByRole("link", { name: "New opportunity" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New opportunity");

    // A bad submit: no title, and an end before the start. Both errors show and input stays.
    const title = `Winter Coat Drive ${Date.now()}`;
    await page.getByLabel("Short description").fill("Sorting coats for families");
    await page.getByLabel("Starts").fill(localInput(5, 10));
    await page.getByLabel("Ends").fill(localInput(5, 8));
    await page.getByLabel("Maximum volunteers").fill("8");
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByText("Required", { exact: true })).toBeVisible();
    await expect(page.getByText("Must be after start_datetime")).toBeVisible();
    await expect(page.getByLabel("Short description")).toHaveValue("Sorting coats for families");
    await expect(page.getByLabel("Maximum volunteers")).toHaveValue("8");

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Ends").fill(localInput(5, 13));
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Saved as a draft.")).toBeVisible();
    await expect(page.getByText("draft", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published: volunteers can now sign up.")).toBeVisible();
    await expect(page.getByText("published", { exact: true })).toBeVisible();
    // Publish is offered only to drafts.
    await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
    await page.goto("/recruiter/opportunities?status=published");
    await expect(page.getByRole("link", { name: title })).toBeVisible();

    // The hours queue: Jordan Rivera has 5 approved hours; approving these 5 crosses 10 Hours.
    await page.getByRole("link", { name: "Hours queue" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hours awaiting approval");
    const row = page.getByRole("row").filter({ hasText: "Staffed the welcome table at the volunteer fair" });
    await expect(row).toContainText("Jordan Rivera");
    // The day worked is a calendar date: the queue shows that very day, not the day before (as
    // it did when the date was read as UTC midnight and shown in Pacific time).
    const pending = await page.request.get("/api/corps/hours?status=pending&limit=100");
    const entry = ((await pending.json()) as { hours: { description: string; date_worked: string }[] }).hours.find((h) => h.description === "Staffed the welcome table at the volunteer fair");
    const day = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric", year: "numeric" }).format(new Date(`${entry?.date_worked}T00:00:00Z`));
    await expect(row).toContainText(day);
    await row.getByRole("button", { name: /^Approve Jordan Rivera/ }).click();
    await expect(page.getByText("Approved 5 h for Jordan Rivera")).toBeVisible();
    await expect(row).toHaveCount(0);
    await signOut(page);

    await signIn(page, "volunteer@demo.org");
    // /volunteer/badges is being built beside this page; assert there when it exists (asked
    // first without the page, since a 404 navigation would log a console error).
    const badges = await page.request.get("/volunteer/badges", { maxRedirects: 0 });
    await page.goto(badges.status() === 200 ? "/volunteer/badges" : "/volunteer");
    await expect(page.getByText("10 Hours").first()).toBeVisible();
  });

  test("bulk queue: select all, reject needs a reason, approve two selected entries", async ({ page }) => {
    await signIn(page, "recruiter@demo.org");
    await page.goto("/recruiter/hours");
    const selectAll = page.getByLabel(/^Select all/);
    await selectAll.check();
    const total = await page.getByRole("row").filter({ has: page.getByRole("checkbox") }).count();
    await expect(page.getByText(`${total} selected`)).toBeVisible();
    await selectAll.uncheck();
    await expect(page.getByText("0 selected")).toBeVisible();

    const rows = page.getByRole("row").filter({ has: page.getByRole("checkbox") }).filter({ hasNotText: "Jordan Rivera" });
    await rows.nth(0).getByRole("checkbox").check();
    await rows.nth(1).getByRole("checkbox").check();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "Reject selected" }).click();
    await expect(page.getByText("Required", { exact: true })).toBeVisible();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "Approve selected" }).click();
    await expect(page.getByText("2 approved, 0 failed")).toBeVisible();
    await expect(page.getByText("0 selected")).toBeVisible();
  });

  let opportunityPath = "";
  const kioskTitle = `Pantry Restock ${Date.now()}`;

  test("roster: approve, decline and notes; kiosk QR code checks a volunteer in", async ({ page }) => {
    await signIn(page, "recruiter@demo.org");
    opportunityPath = await createAndPublish(page, kioskTitle);
    await signOut(page);

    // Two volunteers sign up through the public page (signups wait for approval).
    for (const email of ["volunteer@demo.org", "volunteer2@demo.org"]) {
      await signIn(page, email);
      await page.goto(opportunityPath.replace("/recruiter", ""));
      await page.getByRole("button", { name: "Sign up" }).click();
      await expect(page.getByRole("button", { name: "Cancel my signup" })).toBeVisible();
      await signOut(page);
    }

    await signIn(page, "recruiter@demo.org");
    await page.goto(opportunityPath);
    await expect(page.getByRole("heading", { name: "Roster (2)" })).toBeVisible();
    const jordan = page.getByRole("row").filter({ hasText: "volunteer@demo.org" });
    const taylor = page.getByRole("row").filter({ hasText: "volunteer2@demo.org" });
    await expect(jordan).toContainText("pending");
    await jordan.getByRole("button", { name: "Approve Jordan Rivera" }).click();
    await expect(page.getByText("Signup approved: Jordan Rivera")).toBeVisible();
    await expect(jordan).toContainText("confirmed");
    await taylor.getByRole("button", { name: "Decline Taylor Brooks" }).click();
    await expect(page.getByText("Signup declined: Taylor Brooks")).toBeVisible();
    await expect(taylor).toContainText("declined");
    await jordan.getByLabel("Organizer notes for Jordan Rivera").fill("Bring gloves");
    await jordan.getByRole("button", { name: "Save notes" }).click();
    await expect(page.getByText("Notes saved")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Organizer notes for Jordan Rivera")).toHaveValue("Bring gloves");

    // The kiosk page shows a QR code of the check-in link.
    await page.getByRole("link", { name: "Kiosk check-in (QR code)" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Check in: ${kioskTitle}`);
    const qr = page.getByRole("img", { name: `QR code for checking in to ${kioskTitle}` });
    await expect(qr).toBeVisible();
    await expect(qr.locator("svg path").first()).toBeAttached();
    await page.getByText("Show the check-in link").click();
    const url = new URL((await page.getByTestId("kiosk-url").innerText()).trim());
    expect(url.pathname).toMatch(/^\/check-in\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get("code")).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const checkInPath = `${url.pathname}${url.search}`;
    await signOut(page);

    // A wrong code is refused; an anonymous visitor signs in and comes back to check in.
    await page.goto(`${url.pathname}?code=${"x".repeat(22)}`);
    await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
    await page.getByRole("button", { name: /volunteer@demo\.org/ }).click();
    await expect(page.getByText("This check-in code is not valid.")).toBeVisible();
    await page.goto(checkInPath);
    await expect(page.getByRole("status").filter({ hasText: "You're checked in to" })).toContainText(kioskTitle);
    await page.goto(checkInPath);
    await expect(page.getByText(`You're already checked in to ${kioskTitle}`)).toBeVisible();
    await signOut(page);

    // A volunteer whose signup was declined cannot check in.
    await page.goto(checkInPath);
    await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
    await page.getByRole("button", { name: /volunteer2@demo\.org/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: "was declined, so you cannot check in" })).toBeVisible();
    await signOut(page);

    await signIn(page, "recruiter@demo.org");
    await page.goto(opportunityPath);
    const checkedIn = page.getByRole("row").filter({ hasText: "volunteer@demo.org" });
    await expect(checkedIn).toContainText("checked in");
    await checkedIn.getByRole("button", { name: "Check out Jordan Rivera" }).click();
    await expect(page.getByText("Checked out: the hours entry was logged: Jordan Rivera")).toBeVisible();
    await expect(checkedIn).toContainText("completed");

    // The event is over: Complete (after its confirm step) closes it and the kiosk.
    await page.getByRole("button", { name: "Complete" }).click();
    await page.getByRole("button", { name: "Confirm completion" }).click();
    await expect(page.getByText("The opportunity is completed.")).toBeVisible();
    await expect(page.getByText("completed", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Kiosk check-in (QR code)" })).toHaveCount(0);
    await signOut(page);
    await signIn(page, "volunteer@demo.org");
    await page.goto(checkInPath);
    await expect(page.getByRole("alert").filter({ hasText: "check-in is closed" })).toContainText(kioskTitle);
  });

  test("cancels an opportunity with a reason after a confirm step", async ({ page }) => {
    await signIn(page, "recruiter@demo.org");
    const title = `Shoreline Cleanup ${Date.now()}`;
    const path = await createAndPublish(page, title);
    await page.goto(path);
    await page.getByRole("button", { name: "Cancel opportunity" }).click();
    await page.getByLabel("Reason for cancelling").fill("Storm warning for the coast");
    await expect(page.getByLabel(/Notify the 0 signed-up volunteers/)).toBeChecked();
    await page.getByRole("button", { name: "Keep it" }).click();
    await expect(page.getByRole("button", { name: "Confirm cancellation" })).toHaveCount(0);
    await page.getByRole("button", { name: "Cancel opportunity" }).click();
    await page.getByLabel("Reason for cancelling").fill("Storm warning for the coast");
    await page.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByText("The opportunity is cancelled.")).toBeVisible();
    await expect(page.getByText("Cancelled: Storm warning for the coast")).toBeVisible();
    // Cancelled is final: no actions, no edit link.
    await expect(page.getByRole("button", { name: "Cancel opportunity" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  });

  test("notify form shows the live audience count and sends", async ({ page }) => {
    await signIn(page, "recruiter@demo.org");
    await page.getByRole("link", { name: "Notify" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send a notification");
    const preview = page.getByRole("status").filter({ hasText: /This will reach|Required|Counting/ });
    await expect(preview).toHaveText(/This will reach \d+ volunteers\./);
    const everyone = Number((await preview.innerText()).match(/\d+/)?.[0]);
    expect(everyone).toBeGreaterThan(1);

    await page.getByLabel(/Volunteers signed up for an opportunity/).check();
    await expect(preview).toHaveText(/This will reach \d+ volunteers?\./);
    await page.getByLabel(/Volunteers I pick/).check();
    await expect(preview).toHaveText("Required for volunteers");
    // The picker lists the first 20 by last name; anyone else is found by a server-side search.
    await expect(page.getByText(/^Showing 20 of \d+; type a name or e-mail to find the others\.$/)).toBeVisible();
    const next = await page.request.get("/api/corps/volunteers?is_active=true&page=2&limit=20");
    const beyond = ((await next.json()) as { volunteers: { first_name: string; last_name: string; email: string }[] }).volunteers[0];
    const beyondName = new RegExp(`${beyond.first_name} ${beyond.last_name}`);
    await expect(page.getByRole("checkbox", { name: beyondName })).toHaveCount(0);
    await page.getByLabel("Find by name or e-mail").fill(beyond.email);
    await expect(page.getByRole("checkbox", { name: beyondName })).toBeVisible();
    await page.getByLabel("Find by name or e-mail").fill("volunteer@demo.org");
    await page.getByRole("checkbox", { name: /Jordan Rivera/ }).check();
    await expect(preview).toHaveText("This will reach 1 volunteer.");

    await page.getByRole("button", { name: "Send notification" }).click();
    await expect(page.getByText("Required", { exact: true }).first()).toBeVisible();
    await page.getByLabel("Subject").fill("Thank you for helping");
    await page.getByLabel("Message").fill("The pantry is fully stocked again. See you next week!");
    await page.getByRole("button", { name: "Send notification" }).click();
    await expect(page.getByText("Sent to 1 volunteer: 1 in-app, 0 e-mail, 0 skipped.")).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("");
  });
});
