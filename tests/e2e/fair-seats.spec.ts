// Fair seats (issue 27) in the browser: a waitlist offer shows its countdown and both buttons on
// the opportunity page and on My shifts, and accepting it confirms the seat; a lottery opportunity
// offers "Enter the draw (closes …)", the volunteer enters, and after the close the volunteer's
// page shows the outcome while the recruiter's page shows the entries and the draw. The
// opportunities and the other volunteer's moves are arranged through the API with each person's
// own session (page.request carries the browser's cookie); what a volunteer sees and clicks is UI.
import type { Page } from "@playwright/test";
import { expect, signIn, signedIn, test } from "./fixtures";

const RECRUITER = "recruiter@demo.org";
const VOLUNTEER = "volunteer@demo.org";
const OTHER = "volunteer2@demo.org";

/** A published opportunity three days ahead, created by the recruiter through the API. */
async function createOpportunity(recruiter: Page, fields: Record<string, unknown>): Promise<string> {
  const start = new Date(Date.now() + 3 * 86_400_000);
  const res = await recruiter.request.post("/api/corps/opportunities", {
    data: {
      zip_code: "97214",
      status: "published",
      auto_approve_signups: true,
      start_datetime: start.toISOString(),
      end_datetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

interface Joined {
  status?: string;
  error?: { code: string; details?: { waitlist_position?: number } };
}

async function joinThroughApi(page: Page, opportunityId: string): Promise<Joined> {
  const res = await page.request.post(`/api/corps/opportunities/${opportunityId}/signup`, { data: { party_size: 1 } });
  return (await res.json()) as Joined;
}

test("a waitlist offer shows its countdown and both buttons on the opportunity page and My shifts; accepting confirms the seat", async ({ browser, baseURL, page: volunteer }) => {
  const stamp = Date.now();
  const title = `Pantry restock ${stamp}`;
  const [recruiter, other] = await Promise.all([signedIn(browser, baseURL, RECRUITER), signedIn(browser, baseURL, OTHER), signIn(volunteer, VOLUNTEER)]);
  const id = await createOpportunity(recruiter, { title, max_volunteers: 1, allow_waitlist: true, waitlist_mode: "offer", offer_window_minutes: 30 });

  // The other volunteer takes the only seat; ours waits; the seat frees and becomes an offer.
  expect((await joinThroughApi(other, id)).status).toBe("confirmed");
  // A waitlisted signup is answered 409 SIGNUP_FULL with its place in line.
  expect(await joinThroughApi(volunteer, id)).toMatchObject({ error: { code: "SIGNUP_FULL", details: { waitlist_position: 1 } } });
  expect((await other.request.delete(`/api/corps/opportunities/${id}/signup`)).status()).toBe(200);

  await volunteer.goto(`/opportunities/${id}`);
  const offer = volunteer.getByRole("region", { name: `Seat offer for ${title}` });
  await expect(offer).toContainText("A seat is offered to you.");
  await expect(offer).toContainText(/Reply by .+\d{4}/);
  const countdown = offer.getByTestId("offer-countdown");
  await expect(countdown).toHaveText(/^(29|30) min \d\d s left$/);
  // It counts down while the page is open.
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? "");
  await expect(offer.getByRole("button", { name: "Accept" })).toBeVisible();
  await expect(offer.getByRole("button", { name: "Decline" })).toBeVisible();

  await volunteer.goto("/volunteer/shifts");
  const onShifts = volunteer.getByRole("region", { name: `Seat offer for ${title}` });
  await expect(onShifts.getByTestId("offer-countdown")).toHaveText(/ left$/);
  await expect(onShifts.getByRole("button", { name: "Decline" })).toBeVisible();
  await onShifts.getByRole("button", { name: "Accept" }).click();
  // The list shows the shift confirmed, without the offer (its toast may go with the offer's box).
  await expect(onShifts).toHaveCount(0);
  await expect(volunteer.getByRole("listitem").filter({ has: volunteer.getByRole("link", { name: title }) })).toContainText("Confirmed");

  await volunteer.goto(`/opportunities/${id}`);
  await expect(volunteer.getByRole("status").filter({ hasText: "You're confirmed for this shift." })).toBeVisible();
  await expect(volunteer.getByRole("region", { name: `Seat offer for ${title}` })).toHaveCount(0);
  await expect(volunteer.getByText("1 of 1 seats taken (full)")).toBeVisible();
});

test("a lottery: the volunteer enters the draw, after the close sees the outcome, and the recruiter sees the entries and the draw", async ({ browser, baseURL, page: volunteer }) => {
  const stamp = Date.now();
  const title = `Marathon water station ${stamp}`;
  const [recruiter, other] = await Promise.all([signedIn(browser, baseURL, RECRUITER), signedIn(browser, baseURL, OTHER), signIn(volunteer, VOLUNTEER)]);
  const id = await createOpportunity(recruiter, {
    title,
    max_volunteers: 2,
    signup_mode: "lottery",
    lottery_closes_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  });
  expect((await joinThroughApi(other, id)).status).toBe("entered");

  await volunteer.goto(`/opportunities/${id}`);
  await volunteer.getByRole("button", { name: /^Enter the draw \(closes .+\)$/ }).click();
  await expect(volunteer.getByRole("status").filter({ hasText: "You're entered in the draw." })).toBeVisible();
  await expect(volunteer.getByRole("button", { name: "Withdraw from the draw" })).toBeVisible();

  // Before the close the recruiter sees who entered, not yet an outcome.
  await recruiter.goto(`/recruiter/opportunities/${id}`);
  const entries = recruiter.getByRole("table", { name: "Entries", exact: true });
  await expect(entries).toContainText("Jordan Rivera");
  await expect(entries).toContainText("Taylor Brooks");
  await expect(recruiter.getByText(/2 entries \(2 people\) so far for 2 seats/)).toBeVisible();

  // The close moves to a few seconds from now; the first read after it draws.
  const closes = await recruiter.request.patch(`/api/corps/opportunities/${id}`, { data: { lottery_closes_at: new Date(Date.now() + 3_000).toISOString() } });
  expect(closes.status(), await closes.text()).toBe(200);
  await expect(async () => {
    await volunteer.goto(`/opportunities/${id}`);
    await expect(volunteer.getByText("Your result: Seated.")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  await expect(volunteer.getByRole("status").filter({ hasText: "You're confirmed for this shift." })).toBeVisible();
  await expect(volunteer.getByText(/^Seed: [0-9a-f]{64}$/)).toBeVisible();

  await recruiter.goto(`/recruiter/opportunities/${id}`);
  const drawn = recruiter.getByRole("table", { name: "Entries in draw order" });
  await expect(drawn.getByRole("row").filter({ hasText: "Jordan Rivera" })).toContainText("Seated");
  await expect(drawn.getByRole("row").filter({ hasText: "Taylor Brooks" })).toContainText("Seated");
  await expect(recruiter.getByText(/^Drawn /)).toBeVisible();
});
