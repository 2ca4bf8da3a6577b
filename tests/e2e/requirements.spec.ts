// Signup requirements and parties through the UI: a corps admin adds a waiver, a recruiter asks
// for it on a new opportunity, a volunteer reads and signs it and signs up with two guests in one
// flow, and the recruiter sees the party and the signed waiver on the roster.
import { expect as baseExpect, signIn, test, localInput, signOut, expectNoSeriousAxeViolations } from "./fixtures";

// Server actions and first compiles under `next dev` on a loaded machine take a while.
const expect = baseExpect.configure({ timeout: 60_000 });

// Under `next dev` a page compiles on first request, and a click before hydration is lost: warm
// the sign-in flow and the pages this journey visits (signed out they redirect, but compile).
test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  const someId = "00000000-0000-4000-8000-000000000000";
  for (const path of [
    "/signin",
    "/api/auth/providers",
    "/api/auth/csrf",
    "/",
    "/admin",
    "/recruiter",
    "/volunteer",
    "/admin/requirements",
    "/recruiter/opportunities/new",
    `/recruiter/opportunities/${someId}`,
    `/opportunities/${someId}`,
    "/volunteer/profile",
  ]) {
    await request.get(path, { maxRedirects: 0, timeout: 300_000 });
  }
});

test("a volunteer signs the waiver and signs up with two guests in one flow, and the recruiter sees the party on the roster", async ({ page }) => {
  test.setTimeout(420_000);
  const stamp = Date.now();
  const waiverName = `Harbor cleanup waiver ${stamp}`;
  const title = `Harbor Cleanup ${stamp}`;

  // The corps admin adds a waiver to the catalogue (for chosen opportunities only).
  await signIn(page, "corps.admin@demo.org");
  await page.goto("/admin/requirements");
  await expect(page.getByRole("heading", { level: 1, name: "Signup requirements" })).toBeVisible();
  const add = page.getByRole("form", { name: "Add a requirement" });
  await add.getByRole("button", { name: "Add requirement" }).click();
  await expect(add.getByText("A waiver needs its text")).toBeVisible();
  await add.getByRole("textbox", { name: "Name", exact: true }).fill(waiverName);
  await add.getByLabel("Waiver text").fill("I take part at my own risk.\nI will wear the gloves provided.");
  await add.getByLabel("Valid for (days)").fill("365");
  await add.getByRole("button", { name: "Add requirement" }).click();
  await expect(page.getByText(`Added ${waiverName}`)).toBeVisible();
  const listed = page.getByRole("list", { name: "Requirements" }).getByRole("listitem").filter({ hasText: waiverName });
  await expect(listed).toContainText("Waiver · version 1 · valid 365 days · 0 opportunities");
  await expectNoSeriousAxeViolations(page);
  await signOut(page);

  // The recruiter asks for it on a new opportunity and publishes it.
  await signIn(page, "recruiter@demo.org");
  await page.goto("/recruiter/opportunities/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Short description").fill("Picking up litter along the harbor");
  await page.getByLabel("Starts").fill(localInput(4, 9));
  await page.getByLabel("Ends").fill(localInput(4, 12));
  await page.getByLabel("Maximum volunteers").fill("6");
  await page.getByLabel("City").fill("Portland");
  await page.getByRole("checkbox", { name: new RegExp(waiverName) }).check();
  await page.getByRole("checkbox", { name: "Confirm signups automatically" }).check();
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText(waiverName)).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: volunteers can now sign up.")).toBeVisible();
  const recruiterPath = new URL(page.url()).pathname;
  const opportunityId = recruiterPath.split("/").pop() as string;
  await signOut(page);

  // A volunteer (of the other organization) reads the waiver in place, signs it and signs up with two guests.
  await signIn(page, "volunteer2@demo.org");
  await page.goto(`/opportunities/${opportunityId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const needed = page.getByRole("list", { name: "Signup requirements" }).getByRole("listitem").filter({ hasText: waiverName });
  await expect(needed).toContainText("Needed");
  await expect(page.getByRole("region", { name: `Text of ${waiverName}` })).toContainText("I take part at my own risk.");
  await page.getByLabel("How many people, including you?").selectOption("3");
  await page.getByLabel("Guest 1 name").fill("Avery Brooks");
  await page.getByLabel("Guest 1 e-mail (optional)").fill("avery@example.org");
  await page.getByLabel("Guest 2 name").fill("Quinn Brooks");
  await page.getByLabel("Type your full name to sign").fill("Taylor Brooks");
  // Without ticking "I agree" nothing is signed and what was typed stays.
  await page.getByRole("button", { name: "Sign and sign up" }).click();
  await expect(page.getByText("Tick the box to agree to this waiver")).toBeVisible();
  await expect(page.getByLabel("Guest 2 name")).toHaveValue("Quinn Brooks");
  await expect(page.getByLabel("Type your full name to sign")).toHaveValue("Taylor Brooks");
  await page.getByLabel(`I have read and agree to the ${waiverName}`).check();
  await page.getByRole("button", { name: "Sign and sign up" }).click();
  await expect(page.getByText("Your party of 3 is signed up!")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "You're confirmed for this shift." })).toContainText("Party of 3: you and Avery Brooks, Quinn Brooks.");
  await expect(needed).toContainText("Done");
  await expectNoSeriousAxeViolations(page);
  // Usable on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });

  // My documents lists the signed waiver with its PDF.
  await page.goto("/volunteer/profile");
  const doc = page.getByRole("list", { name: "My documents" }).getByRole("listitem").filter({ hasText: waiverName });
  await expect(doc).toContainText("Signed version 1 as Taylor Brooks");
  const pdfLink = doc.getByRole("link", { name: `Download signed PDF of ${waiverName}` });
  const pdf = await page.request.get((await pdfLink.getAttribute("href")) as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await signOut(page);

  // The recruiter sees the party, its guests and the signed waiver on the roster.
  await signIn(page, "recruiter@demo.org");
  await page.goto(recruiterPath);
  const row = page.getByRole("row").filter({ hasText: "Taylor Brooks" });
  await expect(row).toContainText("Party of 3");
  await expect(row.getByRole("list", { name: "Guests of Taylor Brooks" })).toContainText("Avery Brooks");
  await expect(row.getByRole("list", { name: "Guests of Taylor Brooks" })).toContainText("Quinn Brooks");
  await expect(row.getByRole("list", { name: "Requirements of Taylor Brooks" })).toContainText("Done");
  await expect(page.getByText("Seats taken", { exact: true }).locator("..")).toContainText("3 / 6");
  await row.getByRole("button", { name: "Check in Taylor Brooks and party" }).click();
  await expect(page.getByText("Checked in: Taylor Brooks")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
