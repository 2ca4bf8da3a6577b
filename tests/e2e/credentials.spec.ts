// Verifiable credentials through the browser: the demo volunteer gets an hours credential on
// "My credentials" and finds its download, JWT, QR code and LinkedIn link; anyone checks it on
// /verify (from its link, and a pasted forgery); the corps admin revokes it and /verify then says
// so. Every page passes axe and fits a 375 px phone.
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, signIn, signOut, test } from "./fixtures";

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  for (const path of ["/signin", "/volunteer", "/volunteer/badges", "/verify", "/admin", "/admin/credentials"]) {
    await request.get(path, { maxRedirects: 0, timeout: 300_000 });
  }
});

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

test("a volunteer gets an hours credential, anyone verifies it, an admin revokes it", async ({ page }) => {
  test.setTimeout(480_000);
  await signIn(page, "volunteer@demo.org");
  await page.goto("/volunteer/badges");
  const form = page.getByRole("form", { name: "Get a credential for your hours" });
  await expect(form).toBeVisible({ timeout: 120_000 });
  await form.getByLabel("From").fill(yearAgo());
  await expect(async () => {
    await form.getByRole("button", { name: "Get hours credential" }).click();
    await expect(page.getByText("Your hours credential is ready.").first()).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 120_000 });

  const list = page.getByRole("list", { name: "Your credentials" });
  const item = list.getByTestId("credential").first();
  await expect(item).toContainText(/Volunteer service: [\d.]+ hours/);
  const name = (await item.locator("p.font-semibold").textContent()) ?? "";
  await expect(item.getByRole("link", { name: `Download the JSON of ${name}` })).toHaveAttribute("href", /\/api\/corps\/credentials\/[0-9a-f-]{36}$/);
  await expect(item.getByRole("button", { name: `Copy the JWT of ${name}` })).toBeVisible();
  await expect(item.getByRole("img", { name: `QR code of the public link of ${name}` })).toBeVisible();
  await expect(item.getByRole("link", { name: `Add ${name} to LinkedIn (opens LinkedIn)` })).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&/);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The JSON download and the JWT are the public link's two forms.
  const jsonUrl = (await item.getByRole("link", { name: `Download the JSON of ${name}` }).getAttribute("href")) ?? "";
  const json = await (await page.request.get(jsonUrl)).json();
  expect(json.proof.cryptosuite).toBe("eddsa-rdfc-2022");
  const jwt = await (await page.request.get(jsonUrl, { headers: { accept: "application/vc+jwt" } })).text();
  expect(jwt.split(".")).toHaveLength(3);

  // The verify link (the QR code's target) reads "valid" in plain words.
  await item.getByRole("link", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Verify a credential" })).toBeVisible({ timeout: 120_000 });
  const result = page.getByTestId("verify-result");
  await expect(result.getByRole("heading", { name: "Valid credential" })).toBeVisible();
  await expect(result).toContainText("Jordan Rivera");
  await expect(result).toContainText(name);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A pasted JWT with one changed hour is not valid.
  const [h, p, s] = jwt.split(".");
  const payload = JSON.parse(Buffer.from(p, "base64url").toString());
  payload.credentialSubject.result[0].value = "999";
  // Anyone: signed out (the public page has no header, sign out from the volunteer's pages).
  await page.goto("/volunteer/badges");
  await signOut(page);
  await page.goto("/verify");
  await page.getByLabel("Credential: a JWT, its JSON, or its link").fill(`${h}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${s}`);
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByTestId("verify-result").getByRole("heading", { name: "Not valid" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("verify-result")).toContainText("Signature matches the content: no");
  await expectNoSeriousAxeViolations(page);

  // The corps admin revokes it; the verify page then says so.
  await signIn(page, "corps.admin@demo.org");
  await page.goto("/admin/credentials");
  const row = page.getByTestId("admin-credential").filter({ hasText: name }).filter({ hasText: "Jordan Rivera" }).first();
  await expect(row).toBeVisible({ timeout: 120_000 });
  await expectNoSeriousAxeViolations(page);
  await row.getByRole("button", { name: `Revoke ${name} of Jordan Rivera` }).click();
  await row.getByLabel("Reason").fill("Entered for the wrong volunteer");
  await row.getByRole("button", { name: "Confirm revoke" }).click();
  // The row's form gives way to its new status (the refreshed page no longer offers Revoke).
  await expect(page.getByTestId("admin-credential").filter({ hasText: "Revoked: Entered for the wrong volunteer" }).first()).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/verify?link=${encodeURIComponent(jsonUrl)}`);
  await expect(page.getByTestId("verify-result").getByRole("heading", { name: "Revoked: this credential is no longer valid" })).toBeVisible({ timeout: 60_000 });
});
