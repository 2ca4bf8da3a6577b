import { expect, signIn, test } from "./fixtures";

const HOMES = [
  { email: "volunteer@demo.org", path: "/volunteer", heading: /Welcome/ },
  { email: "recruiter@demo.org", path: "/recruiter", heading: /Recruiter home/ },
  { email: "corps.admin@demo.org", path: "/admin", heading: /Organization administration/ },
  { email: "admin@demo.org", path: "/admin", heading: /System administration/ },
];

for (const home of HOMES) {
  test(`demo sign-in as ${home.email} lands on ${home.path}`, async ({ page }) => {
    await signIn(page, home.email);
    await expect(page).toHaveURL(new RegExp(`${home.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.heading);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test("an anonymous visitor is sent to sign-in", async ({ page }) => {
  await page.goto("/recruiter");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Frecruiter/);
});

test("a volunteer cannot open the recruiter home", async ({ page }) => {
  await signIn(page, "volunteer@demo.org");
  await page.goto("/recruiter");
  await expect(page).toHaveURL(/\/volunteer$/);
});

test("sign-in through the OIDC identity provider", async ({ page }) => {
  await page.goto("/signin");
  await page.getByRole("button", { name: "Sign in with Test IdP" }).click();
  // oidc-provider's development login page accepts any login.
  await page.locator('input[name="login"]').fill("oidc.person@example.com");
  await page.locator('input[name="password"]').fill("any-password");
  await page.locator('button[type="submit"]').click();
  const consent = page.locator('button[type="submit"]', { hasText: /continue/i });
  if (await consent.isVisible({ timeout: 5_000 }).catch(() => false)) await consent.click();
  await expect(page).toHaveURL(/\/volunteer$/, { timeout: 20_000 });
  await expect(page.getByText("oidc.person@example.com").or(page.getByText(/OIDC oidc\.person/))).toBeVisible();
});

test("a volunteer edits their profile and keeps their input on errors", async ({ page }) => {
  await signIn(page, "volunteer2@demo.org");
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your profile");
  await page.getByLabel("ZIP code").fill("not-a-zip");
  await page.getByLabel("City").fill("Tacoma");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Must be a US ZIP code (12345)")).toBeVisible();
  await expect(page.getByLabel("City")).toHaveValue("Tacoma");
  await page.getByLabel("ZIP code").fill("98402");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("ZIP code")).toHaveValue("98402");
  await expect(page.getByLabel("City")).toHaveValue("Tacoma");
});
