// Issue 20 in the browser: sign-in through the identity provider (oidc-provider with its default
// claim placement, e-mail from userinfo only), no account takeover by an unverified e-mail, and
// organizations managing their own people (members, invitations, audit log).
import type { Page } from "@playwright/test";
import { expect, signIn, test, seriousAxeViolations } from "./fixtures";

// `next dev` compiles each page on its first visit, which takes long on a loaded machine.
test.describe.configure({ timeout: 240_000 });

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  for (const path of ["/signin", "/volunteer", "/recruiter", "/admin", "/admin/members", "/admin/audit", "/admin/organizations", "/invite/warm-up", "/api/auth/providers"]) {
    await request.get(path, { timeout: 300_000, maxRedirects: 0 });
  }
});

function uniq(): string {
  return Math.random().toString(16).slice(2, 10);
}

/** Signs in through the provider's dev login page with the given login (see tests/support/oidc-provider.ts). */
async function providerSignIn(page: Page, login: string, from = "/signin") {
  await page.goto(from);
  await page.getByRole("button", { name: "Sign in with Test IdP" }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any-password");
  await page.locator('button[type="submit"]').click();
  const consent = page.locator('button[type="submit"]', { hasText: /continue/i });
  if (await consent.isVisible({ timeout: 5_000 }).catch(() => false)) await consent.click();
}

test("a new person signs in through the provider (e-mail from userinfo only) and lands on the dashboard", async ({ page }) => {
  const email = `sso-${uniq()}@example.org`;
  await providerSignIn(page, `sso-${uniq()}|${email}|verified`);
  await expect(page).toHaveURL(/\/volunteer$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Welcome/);
});

test("an unverified e-mail equal to an admin's does not get admin access", async ({ page }) => {
  await providerSignIn(page, `attacker-${uniq()}|admin@demo.org|unverified`);
  await expect(page).toHaveURL(/\/signin\?error=SsoEmailUnverified/, { timeout: 30_000 });
  await expect(page.getByRole("main").getByRole("alert")).toContainText("has not verified your e-mail address");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fadmin/);
  expect((await page.request.get("/api/corps/dashboard/admin")).status()).toBe(401);
});

test("the admin navigation fits one row at 1280 px, with the settings pages under one keyboard-usable entry", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "admin@demo.org");
  const nav = page.getByRole("navigation", { name: "Main" });
  const tops = await nav.locator(":scope > ul > li").evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(5);
  expect(new Set(tops).size, `item tops ${tops.join(", ")}`).toBe(1);
  const header = await page.locator("header").boundingBox();
  expect(header?.height ?? 0).toBeLessThan(80);
  const settings = nav.getByRole("button", { name: "Settings" });
  await settings.focus();
  await page.keyboard.press("Enter");
  await expect(settings).toHaveAttribute("aria-expanded", "true");
  for (const name of ["Members", "Organizations", "Skills", "Webhooks", "Mailbox", "Audit log"]) await expect(nav.getByRole("link", { name })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(settings).toHaveAttribute("aria-expanded", "false");
  await expect(settings).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Members" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Members");
});

test("the recruiter's and volunteer's headers fit one row at 1280 px with their name", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [email, name] of [["recruiter@demo.org", "Riley Chen"], ["volunteer@demo.org", "Jordan Rivera"]]) {
    await signIn(page, email);
    await expect(page.locator("header").getByText(name)).toBeVisible();
    expect((await page.locator("header").boundingBox())?.height ?? 0).toBeLessThan(80);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});

test("a corps admin invites a person, who signs in through the link and gets the role", async ({ page, browser }) => {
  const email = `invitee-${uniq()}@example.org`;
  await signIn(page, "corps.admin@demo.org");
  await page.goto("/admin/members");
  const invite = page.getByRole("form", { name: "Invite someone" });
  await invite.getByLabel("E-mail").fill(email);
  await invite.getByLabel("Role").selectOption("recruiter");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  const link = page.getByTestId("invite-url");
  await expect(link).toBeVisible();
  const url = (await link.textContent()) ?? "";
  await expect(page.getByRole("list", { name: "Pending invitations" })).toContainText(email);

  const guest = await browser.newPage();
  await guest.goto(new URL(url).pathname);
  await expect(guest.getByText(/to join Portland Community Corps as Recruiter/)).toBeVisible();
  await guest.getByRole("link", { name: "Sign in to accept" }).click();
  await guest.waitForURL(/\/signin\?callbackUrl=%2Finvite%2F/);
  await providerSignIn(guest, `invitee-${uniq()}|${email}|verified`, guest.url());
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("You joined Portland Community Corps", { timeout: 30_000 });
  await guest.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(guest).toHaveURL(/\/recruiter$/);
  await guest.close();

  await page.reload();
  await expect(page.getByRole("list", { name: "Pending invitations" })).toHaveCount(0);
  await page.getByLabel("Name or e-mail").fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("table", { name: "Members" })).toContainText("Recruiter");
});

test("a corps admin changes a member's role and deactivates them; the audit log shows both and exports CSV", async ({ page, browser }) => {
  const email = `member-${uniq()}@example.org`;
  // The person joins through single sign-on (a volunteer of the first organization).
  const person = await browser.newPage();
  await providerSignIn(person, `member-${uniq()}|${email}|verified`);
  await expect(person).toHaveURL(/\/volunteer$/, { timeout: 30_000 });

  await signIn(page, "corps.admin@demo.org");
  await page.goto(`/admin/members?search=${encodeURIComponent(email)}`);
  const row = page.getByRole("table", { name: "Members" }).getByRole("row").filter({ hasText: email });
  await row.getByLabel(/^Role of /).selectOption("recruiter");
  await row.getByRole("button", { name: /^Save the role of / }).click();
  await expect(page.getByText(/is now recruiter/)).toBeVisible();
  await person.goto("/recruiter");
  await expect(person).toHaveURL(/\/recruiter$/);

  await row.getByRole("button", { name: /^Deactivate / }).click();
  await row.getByRole("button", { name: "Yes, deactivate" }).click();
  await expect(row).toContainText("Deactivated");
  await person.goto("/recruiter");
  await expect(person).toHaveURL(/\/signin\?error=AccountDeactivated/);
  await expect(person.getByRole("main").getByRole("alert")).toContainText("deactivated");
  await person.close();

  await page.goto("/admin/audit");
  const log = page.getByRole("table", { name: /Audit log entries/ });
  await expect(log.getByRole("row").filter({ hasText: email }).first()).toContainText("Member deactivated");
  await expect(log).toContainText(`${email}: Volunteer → Recruiter`);
  await page.getByLabel("Action").selectOption("member.role_changed");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/action=member.role_changed/);
  const csv = await page.request.get(`/api/corps/audit-log/export?action=member.role_changed`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(email);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the members page is usable on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "corps.admin@demo.org");
  await page.goto("/admin/members");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Members");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: /^Menu/ }).click();
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit log" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
