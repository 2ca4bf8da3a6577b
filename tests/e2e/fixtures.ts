// Browser-test fixtures: console errors fail the test, and so does an /api answer that the
// OpenAPI document does not describe (the validating proxy of serve.ts logs it); signIn() uses
// the demo sign-in page.
import { existsSync, readFileSync, statSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { openApiLogFile } from "./openapi-log";

function logSize(file: string): number {
  return existsSync(file) ? statSync(file).size : 0;
}

export const test = base.extend<{ consoleErrors: string[]; openApiContract: void }>({
  openApiContract: [
    async ({ baseURL }, use) => {
      const file = openApiLogFile(Number(new URL(baseURL ?? "http://127.0.0.1:3917").port));
      const from = logSize(file);
      await use();
      const found = logSize(file) > from ? readFileSync(file).subarray(from).toString("utf8").split("\n").filter(Boolean) : [];
      expect(found, "answers the OpenAPI document does not describe").toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      page.on("console", (msg) => {
        // Only the app's own pages count; the local identity provider's login page is not ours.
        if (msg.type() === "error" && msg.location().url.startsWith(origin)) errors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto("/signin");
  await page.getByRole("button", { name: new RegExp(`(?:^|\\s)${email.replace(/[.]/g, "\\.")}`) }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
}

/** Another person's browser (its own context and cookies), signed in: the test's own page stays the first person's. */
export async function signedIn(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, email);
  return page;
}

/** Signs out; the button works once the page is hydrated (slow first compiles under `next dev`): retry. */
export async function signOut(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
}

/** A datetime-local value `days` from now (UTC date) at `hour`:00, read in the organization's zone (Pacific for the demo organizations). */
export function localInput(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(hour)}:00`;
}

/** Waits until the page's skeletons and client placeholders have given way to content. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The serious and critical axe findings (WCAG 2 A and AA) of the page once it has settled. A toast
 * still fading in is half transparent, which axe reads as low contrast: the check waits until
 * every toast is fully shown.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await settled(page);
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll("[data-sonner-toast]")].every((t) => getComputedStyle(t).opacity === "1")))
    .toBe(true);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`);
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}
