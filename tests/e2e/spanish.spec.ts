// Issue 30 point 6: every main page of each role, read in Spanish. The browser asks for Spanish
// (es-US, as a Spanish-speaking volunteer's phone would); each page must say <html lang="es">,
// show its h1 as the Spanish catalogue has it, show none of the known English navigation labels
// and headings, no heading, label, button or accessible name that is a whole English message of
// the catalogues (a translated string rendered in English), and pass axe (WCAG 2 A and AA) with the language rules passing for "es". The
// volunteer also switches to English with the header's switch and back, and the choice survives a
// reload (it is saved on the user).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, settled, signIn, test } from "./fixtures";
import { catalogueLeftovers, englishLeftovers, HEADINGS, spanishHeading } from "./spanish-catalogue";

test.use({ locale: "es-US", extraHTTPHeaders: { "accept-language": "es-US,es;q=0.9" } });

/** Detail pages, reached from a list page by the first link whose path matches; their h1 is data. */
interface Detail {
  from: string;
  link: RegExp;
}
const OPPORTUNITY: Detail = { from: "/opportunities", link: /^\/opportunities\/[0-9a-f-]{36}$/ };
const RECRUITER_OPPORTUNITY: Detail = { from: "/recruiter/opportunities", link: /^\/recruiter\/opportunities\/[0-9a-f-]{36}$/ };
const SERIES: Detail = { from: "/recruiter/opportunities", link: /^\/recruiter\/series\/[0-9a-f-]{36}$/ };
const PROPERTY: Detail = { from: "/properties", link: /^\/properties\/[0-9a-f-]{36}$/ };

const ROLES = [
  { role: "volunteer", email: "volunteer@demo.org", extra: ["/volunteer/notifications"], details: [OPPORTUNITY] },
  { role: "recruiter", email: "recruiter@demo.org", extra: ["/recruiter/opportunities/new"], details: [RECRUITER_OPPORTUNITY, SERIES, PROPERTY] },
  { role: "corps_admin", email: "corps.admin@demo.org", extra: [], details: [RECRUITER_OPPORTUNITY, PROPERTY] },
  { role: "admin", email: "admin@demo.org", extra: [], details: [] },
] as const;

/** Every page the header's navigation links to, Settings and Properties groups included. */
async function navigationPaths(page: Page): Promise<string[]> {
  const hrefs = await page.locator("#main-nav a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((h) => h.startsWith("/")))];
}

/**
 * What a person reads on the page. `texts`: every text node and the whole text of every heading,
 * link, button, label and table header (their text can span several nodes: "Welcome, " + a name),
 * the accessible names and placeholders, and the document title without " · Corps". `labels`: the
 * UI's own elements only (no links nor table cells, which hold data such as opportunity titles).
 * Text marked as another language (the switch's "English") is left out, and so are stored
 * records marked translate="no" (notifications and e-mails, written in the language their reader
 * had when they were sent).
 */
async function readableTexts(page: Page): Promise<{ texts: string[]; labels: string[] }> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const labels = new Set<string>();
    const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
    const skip = (el: Element | null) =>
      !el || el.closest("script,style,noscript,template,[hidden]") !== null || el.closest("[lang]:not([lang^='es'])") !== null || el.closest("[translate='no']") !== null;
    /** An element's text without its stored records (translate="no"). */
    const ownText = (el: Element) => {
      if (!el.querySelector("[translate='no']")) return el.textContent;
      const copy = el.cloneNode(true) as Element;
      for (const record of copy.querySelectorAll("[translate='no']")) record.remove();
      return copy.textContent;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!skip(n.parentElement) && clean(n.textContent)) texts.add(clean(n.textContent));
    }
    for (const el of document.body.querySelectorAll("h1,h2,h3,h4,a,button,label,legend,caption,th,summary,option,dt")) {
      const text = clean(ownText(el));
      if (skip(el) || !text) continue;
      texts.add(text);
      if (!el.matches("a,h1")) labels.add(text);
    }
    for (const el of document.body.querySelectorAll("[aria-label],[placeholder],[title],[alt]")) {
      if (skip(el)) continue;
      for (const attr of ["aria-label", "placeholder", "title", "alt"]) {
        const text = clean(el.getAttribute(attr));
        if (text) texts.add(text);
        if (text && attr !== "title" && attr !== "alt") labels.add(text);
      }
    }
    texts.add(clean(document.title.replace(/ · Corps$/, "")));
    return { texts: [...texts], labels: [...labels] };
  });
}

/** axe's WCAG 2 A and AA findings (any impact), and whether the page's language rules passed. */
async function axeFindings(page: Page): Promise<string[]> {
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll("[data-sonner-toast]")].every((t) => getComputedStyle(t).opacity === "1")))
    .toBe(true);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const found = results.violations.map((v) => `axe ${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  const passed = new Set(results.passes.map((p) => p.id));
  for (const rule of ["html-has-lang", "html-lang-valid"]) if (!passed.has(rule)) found.push(`axe ${rule} did not pass`);
  return found;
}

/** What is wrong with the page in Spanish (nothing: []). `path` null: the h1 is data, not checked. */
async function problemsOf(page: Page, path: string | null): Promise<string[]> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await settled(page);
  // Streamed sections and client islands settle (the network never idles: prefetching).
  await expect(page.locator("[aria-busy='true'], .animate-pulse")).toHaveCount(0, { timeout: 30_000 }).catch(() => undefined);
  const problems: string[] = [];
  const lang = await page.locator("html").getAttribute("lang");
  if (lang !== "es") problems.push(`<html lang="${lang}">`);
  if (path !== null) {
    const h1 = (await page.getByRole("heading", { level: 1 }).first().innerText()).replace(/\s+/g, " ").trim();
    const expected = HEADINGS[path] ?? [];
    const spanish = expected.map((english) => spanishHeading(english));
    const missing = expected.filter((_, i) => spanish[i] === null);
    if (expected.length === 0) problems.push(`no known heading for ${path}`);
    else if (!spanish.some((re) => re?.test(h1))) {
      problems.push(
        missing.length === expected.length ? `h1 "${h1}": the catalogue has no message "${expected.join('" or "')}" yet` : `h1 "${h1}" is not the Spanish heading (${spanish.filter(Boolean).join(" or ")})`,
      );
    }
  }
  const { texts, labels } = await readableTexts(page);
  for (const [text, english] of englishLeftovers(texts)) problems.push(`English "${english}" in "${text.slice(0, 80)}"`);
  for (const [text, key] of catalogueLeftovers(labels, path)) problems.push(`English "${text}" shown whole (the English of ${key}, among others)`);
  problems.push(...(await axeFindings(page)));
  return problems;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { timeout: 120_000 });
  await expect(page).toHaveURL((url) => url.pathname === path);
}

for (const { role, email, extra, details } of ROLES) {
  test(`${role}: every main page reads in Spanish`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, email);
    const found: Record<string, string[]> = {};
    const paths = [...(await navigationPaths(page)), ...extra];
    expect(paths.length, "pages in the navigation").toBeGreaterThan(3);
    for (const path of paths) {
      await visit(page, path);
      const problems = await problemsOf(page, path);
      if (problems.length) found[path] = problems;
    }
    for (const detail of details) {
      // The list is paged (a series' dates may come after the first page's one-off events).
      let href: string | undefined;
      for (let pageNo = 1; !href && pageNo <= 5; pageNo += 1) {
        await page.goto(`${detail.from}?page=${pageNo}`, { timeout: 120_000 });
        // The list streams in after the heading: wait for it before reading its links.
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await settled(page);
        await expect(page.locator("[aria-busy='true'], .animate-pulse")).toHaveCount(0, { timeout: 30_000 }).catch(() => undefined);
        const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
        href = hrefs.find((h) => detail.link.test(h));
      }
      expect(href, `a link to ${detail.link} on ${detail.from}`).toBeDefined();
      await visit(page, href as string);
      const problems = await problemsOf(page, null);
      if (problems.length) found[String(detail.link)] = problems;
    }
    // Every page's findings are listed before the switch is tried.
    expect.soft(found).toEqual({});
    if (role === "volunteer") await switchesLanguage(page);
  });
}

/**
 * The header's switch: English, kept after a reload although the browser still asks for Spanish
 * (the choice is saved on the user), then back to Spanish. The choice is forgotten at the end so
 * the volunteer's later tests read the browser's language again.
 */
async function switchesLanguage(page: Page): Promise<void> {
  await visit(page, "/volunteer/shifts");
  const html = page.locator("html");
  const h1 = page.getByRole("heading", { level: 1 }).first();
  try {
    await page.getByRole("button", { name: "English", exact: true }).click();
    await expect(html).toHaveAttribute("lang", "en");
    await expect(h1).toHaveText("My shifts");
    await page.reload();
    await expect(html).toHaveAttribute("lang", "en");
    await expect(h1).toHaveText("My shifts");
    await expect(page.getByRole("link", { name: "My shifts", exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Español", exact: true }).click();
    await expect(html).toHaveAttribute("lang", "es");
    await page.reload();
    await expect(html).toHaveAttribute("lang", "es");
    await expect(page.getByRole("link", { name: "Mis turnos", exact: true })).toBeVisible();
  } finally {
    // null: no choice, as the demo volunteer started (the preferences API forgets it).
    const status = await page.evaluate(async () => {
      const res = await fetch("/api/corps/notifications/categories", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ locale: null }) });
      return res.status;
    });
    expect(status, "forgetting the volunteer's language choice").toBe(200);
  }
}
