// The public pages (issue 30) in a browser: a corps admin turns the page on from the organization
// page and gets the embed code; with JavaScript off, the list and a shift's JSON-LD are in the
// server's HTML, in English at /o/{slug} and in Spanish at /es/o/{slug}, with hreflang alternates;
// the pages pass axe at 375 px; "Sign up" leads through sign-in back to the shift.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

const slug = `demo-${randomBytes(3).toString("hex")}`;

/** The page's hreflang alternates as paths: language -> path. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((els) => els.map((e) => [e.getAttribute("hreflang") ?? "", e.getAttribute("href") ?? ""]));
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href ?? "").pathname]));
}

test.describe.configure({ mode: "serial" });

test("a corps admin publishes the page and gets the <iframe> snippet", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "corps.admin@demo.org");
  await page.goto("/admin/organization");
  await expect(page.getByText("Turn the public page on to get your addresses and the embed code.")).toBeVisible();
  await page.getByLabel("Publish a public page").check();
  await page.getByLabel("Address (slug)").fill("Not A Slug");
  await page.getByRole("button", { name: "Update public page" }).click();
  await expect(page.getByText("Use 3 to 60 lowercase letters, digits and hyphens")).toBeVisible();
  await page.getByLabel("Address (slug)").fill(slug);
  await page.getByLabel("Description").fill("Neighbors helping neighbors across Portland.");
  await page.getByLabel("Sites that may embed your shift list").fill("https://www.example.org");
  await page.getByRole("button", { name: "Update public page" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: `/o/${slug}` }).first()).toBeVisible();
  const snippet = page.locator("pre code");
  await expect(snippet).toContainText(`/embed/o/${slug}" title="Volunteer shifts of Portland Community Corps"`);
  await expect(page.getByRole("link", { name: new RegExp(`/o/${slug}$`) })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("with JavaScript off, the list and the JSON-LD are in the server HTML", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto(`/o/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Volunteer with Portland Community Corps" })).toBeVisible();
    await expect(page.getByText("Neighbors helping neighbors across Portland.")).toBeVisible();
    await expect(page.getByText("Seats are updated every minute.")).toBeVisible();
    expect(await alternates(page)).toEqual({ en: `/o/${slug}`, es: `/es/o/${slug}`, "x-default": `/o/${slug}` });
    await expect(page.getByRole("link", { name: "Español" })).toHaveAttribute("href", `/es/o/${slug}`);
    const cards = page.getByTestId("public-listing");
    expect(await cards.count()).toBeGreaterThan(0);
    const title = (await cards.first().getByRole("heading").textContent())?.trim() ?? "";
    await cards.first().getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
    expect(ld).toMatchObject({ "@type": "Event", name: title, organizer: { name: "Portland Community Corps" }, offers: { price: 0, availability: "https://schema.org/InStock" } });
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", /^\/signin\?callbackUrl=%2Fopportunities%2F[0-9a-f-]{36}$/);
  } finally {
    await context.close();
  }
});

test("with JavaScript off, the Spanish page /es/o/{slug} has the list and the JSON-LD in the server HTML", async ({ browser }) => {
  test.setTimeout(120_000);
  // An English browser still gets Spanish: the language is the URL's.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 }, extraHTTPHeaders: { "accept-language": "en-US" } });
  const page = await context.newPage();
  try {
    await page.goto(`/es/o/${slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "Haz voluntariado con Portland Community Corps" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Próximos turnos" })).toBeVisible();
    await expect(page.getByText("Los lugares se actualizan cada minuto.")).toBeVisible();
    expect(await alternates(page)).toEqual({ en: `/o/${slug}`, es: `/es/o/${slug}`, "x-default": `/o/${slug}` });
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", `/o/${slug}`);
    const cards = page.getByTestId("public-listing");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first()).toContainText("Dónde:");
    const title = (await cards.first().getByRole("heading").textContent())?.trim() ?? "";
    await cards.first().getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/es/o/${slug}/opportunities/[0-9a-f-]{36}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Cuándo", { exact: true })).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
    expect(ld).toMatchObject({ "@type": "Event", name: title, organizer: { name: "Portland Community Corps" }, offers: { price: 0, availability: "https://schema.org/InStock" } });
    expect(String(ld.url)).toMatch(new RegExp(`/es/o/${slug}/opportunities/`));
    await expect(page.getByRole("link", { name: "Inscribirse" })).toHaveAttribute("href", /^\/signin\?callbackUrl=%2Fopportunities%2F[0-9a-f-]{36}$/);
    await expect(page.getByRole("link", { name: "Todos los turnos de Portland Community Corps" })).toHaveAttribute("href", `/es/o/${slug}`);
  } finally {
    await context.close();
  }
});

test("the public pages pass axe at 375 px without sideways scrolling", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [`/o/${slug}`, `/embed/o/${slug}`, `/es/o/${slug}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
  await page.goto(`/o/${slug}`);
  await page.getByTestId("public-listing").first().getByRole("link").first().click();
  await expect(page.getByRole("link", { name: "Sign up" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("Sign up leads through sign-in back to the shift", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/o/${slug}`);
  await page.getByTestId("public-listing").first().getByRole("link").first().click();
  const shiftTitle = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
  await page.getByRole("button", { name: /volunteer@demo\.org/ }).click();
  await page.waitForURL(/\/opportunities\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: shiftTitle })).toBeVisible();
});
