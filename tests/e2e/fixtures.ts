// Browser-test fixtures: console errors fail the test; signIn() uses the demo sign-in page.
import { test as base, expect, type Page } from "@playwright/test";

export const test = base.extend<{ consoleErrors: string[] }>({
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
