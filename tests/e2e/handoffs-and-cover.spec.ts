// Handoffs and cover requests in the browser (issue 28): a confirmed volunteer hands their seat to
// a colleague from My shifts, the colleague takes it from theirs, and the seat moves; a recruiter
// asks for cover from the roster and sees whom it asked and why, and asking again within the
// hour is refused with when to try again. The opportunities and the first signup are arranged
// through the API with each person's own session; what people see and click is UI.
import type { Browser, Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, settled, signIn, signedIn, test } from "./fixtures";

const RECRUITER = "recruiter@demo.org";
const VOLUNTEER = "volunteer@demo.org";

/**
 * A seeded volunteer of the demo organization who has no button on the sign-in page, signed in
 * through the same demo credentials form (next-auth's CSRF token, then its callback).
 */
async function signedInAs(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/demo", { form: { csrfToken, email, callbackUrl: "/volunteer" } });
  expect(res.ok(), await res.text()).toBe(true);
  return page;
}

/** Another volunteer of the recruiter's organization (the demo seeds dozens). */
async function colleagueOf(recruiter: Page, not: string): Promise<{ email: string; name: string }> {
  const res = await recruiter.request.get("/api/corps/volunteers?limit=50");
  const { volunteers } = (await res.json()) as { volunteers: { email: string; first_name: string; last_name: string; is_active: boolean }[] };
  const v = volunteers.find((x) => x.is_active && x.email !== not);
  if (!v) throw new Error("no other volunteer in the demo organization");
  return { email: v.email, name: `${v.first_name} ${v.last_name}` };
}

/** A published opportunity `days` ahead, 10:00-12:00 Pacific (the demo organizations' zone). */
async function createOpportunity(recruiter: Page, title: string, days: number): Promise<string> {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const start = new Date(`${day}T18:00:00Z`);
  const res = await recruiter.request.post("/api/corps/opportunities", {
    data: {
      title,
      zip_code: "97214",
      status: "published",
      auto_approve_signups: true,
      max_volunteers: 4,
      start_datetime: start.toISOString(),
      end_datetime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Cancels the opportunity at the end: the demo data is shared by every spec, and others open "the
 * first published opportunity near 97214" to sign up for it.
 */
async function cancelOpportunity(recruiter: Page, id: string): Promise<void> {
  const res = await recruiter.request.post(`/api/corps/opportunities/${id}/cancel`, { data: { reason: "End of a browser test" } });
  expect(res.status(), await res.text()).toBe(200);
}

test("a volunteer hands their seat to a colleague, who takes it from My shifts", async ({ browser, baseURL, page: volunteer }) => {
  test.setTimeout(120_000);
  const title = `Tool library shift ${Date.now()}`;
  const [recruiter] = await Promise.all([signedIn(browser, baseURL, RECRUITER), signIn(volunteer, VOLUNTEER)]);
  const other = await colleagueOf(recruiter, VOLUNTEER);
  const colleague = await signedInAs(browser, baseURL, other.email);
  const id = await createOpportunity(recruiter, title, 24);
  try {
    const joined = await volunteer.request.post(`/api/corps/opportunities/${id}/signup`, { data: { party_size: 1 } });
    expect(((await joined.json()) as { status: string }).status).toBe("confirmed");

    await volunteer.goto("/volunteer/shifts");
    await settled(volunteer);
    const shift = volunteer.getByRole("listitem").filter({ hasText: title });
    await shift.getByText("Can't make it? Hand your seat to someone").click();
    await shift.getByLabel("Colleague's e-mail (leave empty to offer it to anyone)").fill(other.email);
    await shift.getByLabel("Message (optional)").fill("Family visit, sorry!");
    await shift.getByRole("button", { name: `Offer your seat for ${title}` }).click();
    await expect(shift).toContainText("Offered to a colleague; the seat is yours until someone takes it.");
    // The open offer can be withdrawn from the same row until someone takes it.
    await expect(volunteer.getByRole("button", { name: `Withdraw the offer for ${title}` })).toBeVisible();

    await colleague.goto("/volunteer/shifts");
    const offered = colleague.getByRole("list", { name: "Seats you can take" }).getByRole("listitem").filter({ hasText: title });
    await expect(offered).toContainText("to you");
    await expectNoSeriousAxeViolations(colleague);
    await offered.getByRole("button", { name: `Take the seat for ${title}` }).click();
    await expect(colleague.getByRole("list", { name: "Seats you can take" }).getByText(title)).toHaveCount(0);

    // The seat moved: the colleague is confirmed, the volunteer no longer holds it.
    const roster = await recruiter.request.get(`/api/corps/opportunities/${id}/signups`);
    const signups = ((await roster.json()) as { signups: { status: string; volunteer_email?: string; volunteer?: { email: string } }[] }).signups;
    const held = signups.filter((s) => s.status === "confirmed").map((s) => s.volunteer_email ?? s.volunteer?.email);
    expect(held).toEqual([other.email]);
    await volunteer.goto("/volunteer/shifts");
    await expect(volunteer.getByRole("button", { name: `Offer your seat for ${title}` })).toHaveCount(0);
    // The page no longer offers a signup form either: one live signup per volunteer, and theirs was handed on.
    await volunteer.goto(`/opportunities/${id}`);
    await expect(volunteer.getByText("You handed your seat to someone else.")).toBeVisible();
    await expect(volunteer.getByRole("button", { name: "Sign up" })).toHaveCount(0);
  } finally {
    await cancelOpportunity(recruiter, id);
  }
});

test("a recruiter asks for cover from the roster and sees whom it asked; asking again within the hour is refused", async ({ page: recruiter }) => {
  test.setTimeout(120_000);
  await signIn(recruiter, RECRUITER);
  const title = `Cover check ${Date.now()}`;
  const id = await createOpportunity(recruiter, title, 25);
  try {
    await recruiter.goto(`/recruiter/opportunities/${id}`);
    await recruiter.getByLabel("Message to add (optional)").fill("Two more hands for the pantry, please");
    await recruiter.getByRole("button", { name: "Ask for cover" }).click();
    const asked = recruiter.getByRole("list", { name: "Volunteers asked" }).getByRole("listitem");
    await expect(asked.first()).toBeVisible();
    const count = await asked.count();
    await expect(recruiter.locator("[aria-live] p").getByText(count === 1 ? "Asked 1 volunteer" : `Asked ${count} volunteers`)).toBeVisible();
    // Each person asked comes with the reasons they were chosen.
    await expect(asked.first()).toContainText(/availab/i);

    // The same opportunity is not asked about twice within an hour: the form says when to try again.
    await recruiter.getByRole("button", { name: "Ask for cover" }).click();
    await expect(recruiter.locator("[aria-live] p").getByText(/less than an hour ago/)).toBeVisible();
  } finally {
    await cancelOpportunity(recruiter, id);
  }
});
