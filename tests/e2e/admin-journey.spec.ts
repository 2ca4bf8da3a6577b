// The admin's journeys through the UI: report exports, badge awards, skills management, the
// mailbox and webhooks.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

const suffix = () => randomBytes(3).toString("hex");

async function download(page: Page, linkName: string): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), page.getByRole("link", { name: linkName, exact: true }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), body: readFileSync(path) };
}

test.describe("reports", () => {
  test("an admin exports hours as CSV and PDF with the page's filters", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "admin@demo.org");
    await page.goto("/admin/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();

    // A wide window (the seeded year) through the filter form; it lands in the URL.
    const year = new Date().getUTCFullYear();
    await page.getByLabel("From").fill(`${year - 1}-01-01`);
    await page.getByLabel("Group hours by").selectOption("month");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`date_from=${year - 1}-01-01.*group_by=month`));
    await expect(page.getByRole("table", { name: /Approved hours by month/ })).toBeVisible();
    const totalRow = page.getByRole("table", { name: /Approved hours by month/ }).getByRole("row", { name: /^Total/ });
    await expect(totalRow).toBeVisible();

    const csv = await download(page, "Hours CSV");
    expect(csv.name).toMatch(new RegExp(`^hours-report-${year - 1}-01-01-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const lines = csv.body.toString("utf8").trim().split(/\r?\n/);
    expect(lines[0]).toBe("date_worked,volunteer_name,volunteer_email,opportunity,labor_type,hours,status,description");
    // A data row: a date, a name, an e-mail, then an approved status.
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},[^,]+,[^,]+@[^,]+,.*,(approved|auto_approved),/);

    const pdf = await download(page, "Hours PDF");
    expect(pdf.name).toMatch(/^hours-report-.*\.pdf$/);
    expect(pdf.body.subarray(0, 4).toString("latin1")).toBe("%PDF");
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf.body }).toString("utf8");
    expect(text).toContain("Volunteer hours report");
    expect(text).toMatch(/Total \(\d+ entries\)/);
  });

  test("a bad date filter is shown on its field", async ({ page }) => {
    await signIn(page, "corps.admin@demo.org");
    await page.goto("/admin/reports?date_from=2026-05-01&date_to=2026-04-01");
    await expect(page.getByText("date_to must not be before date_from")).toBeVisible();
    // corps_admins get no organization filter: they always see their own.
    await expect(page.getByLabel("Organization")).toHaveCount(0);
  });
});

test("a corps admin awards a manual badge; a second award of it is refused", async ({ page }) => {
  await signIn(page, "corps.admin@demo.org");
  await page.goto("/admin/achievements");
  await expect(page.getByRole("heading", { level: 1, name: "Achievements" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Badge catalogue" }).getByText("Community Champion")).toBeVisible();

  await page.getByLabel("Find a volunteer").fill("Rivera");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=Rivera/);
  await page.getByRole("combobox", { name: "Volunteer", exact: true }).selectOption({ label: "Jordan Rivera (volunteer@demo.org)" });
  await page.getByRole("combobox", { name: "Badge", exact: true }).selectOption({ label: "🏵️ Community Champion" });
  await page.getByLabel("Notes (optional)").fill("Ran the winter coat drive");
  await page.getByRole("button", { name: "Award badge" }).click();
  await expect(page.getByText("Awarded Community Champion")).toBeVisible();
  const recent = page.getByRole("list", { name: "Recently awarded badges" });
  await expect(recent.getByRole("listitem").first()).toContainText("Community Champion to Jordan Rivera");
  await expect(recent.getByRole("listitem").first()).toContainText("Ran the winter coat drive");

  // The same badge again: the service's CONFLICT, as a toast and on the badge field.
  await page.getByRole("combobox", { name: "Volunteer", exact: true }).selectOption({ label: "Jordan Rivera (volunteer@demo.org)" });
  await page.getByRole("combobox", { name: "Badge", exact: true }).selectOption({ label: "🏵️ Community Champion" });
  await page.getByRole("button", { name: "Award badge" }).click();
  await expect(page.getByRole("status").or(page.locator("[data-sonner-toast]")).filter({ hasText: "already has the Community Champion badge" }).first()).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Badge", exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("a corps admin adds, renames, deactivates and deletes a skill", async ({ page }) => {
  const name = `Beekeeping ${suffix()}`;
  const renamed = `Apiculture ${suffix()}`;
  await signIn(page, "corps.admin@demo.org");
  await page.goto("/admin/skills");
  await expect(page.getByRole("heading", { level: 1, name: "Skills" })).toBeVisible();

  const add = page.getByRole("form", { name: "Add a skill" });
  await add.getByLabel("Skill name").fill(name);
  await add.getByLabel("Category").fill("Outdoors");
  await add.getByRole("button", { name: "Add skill" }).click();
  await expect(page.getByText(`Added ${name}`)).toBeVisible();
  const list = page.getByRole("list", { name: "Outdoors skills" });
  await expect(list.getByText(name, { exact: true })).toBeVisible();

  // A duplicate name (any case) is refused on the name field, and what was typed stays.
  await add.getByLabel("Skill name").fill(name.toUpperCase());
  await add.getByLabel("Category").fill("Outdoors");
  await add.getByRole("button", { name: "Add skill" }).click();
  await expect(add.getByText(/already exists/)).toBeVisible();
  await expect(add.getByLabel("Skill name")).toHaveValue(name.toUpperCase());

  const row = list.getByRole("listitem").filter({ hasText: name });
  await row.getByText(`Rename or recategorize ${name}`).click();
  await row.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
  await row.getByRole("button", { name: `Save ${name}` }).click();
  await expect(page.getByText(`Saved ${renamed}`)).toBeVisible();
  const renamedRow = list.getByRole("listitem").filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();

  await renamedRow.getByRole("button", { name: `Deactivate ${renamed}` }).click();
  await expect(page.getByText(`${renamed} deactivated`)).toBeVisible();
  await expect(renamedRow.getByText("Inactive", { exact: true })).toBeVisible();

  await renamedRow.getByRole("button", { name: `Delete ${renamed}` }).click();
  await expect(page.getByText(`Deleted ${renamed}`)).toBeVisible();
  await expect(page.getByText(renamed, { exact: true })).toHaveCount(0);
});

test("a skill volunteers use offers deactivation, not deletion", async ({ page }) => {
  await signIn(page, "admin@demo.org");
  await page.goto("/admin/skills");
  const cooking = page.getByRole("listitem").filter({ has: page.getByText("Cooking", { exact: true }) });
  await expect(cooking.getByText(/Used by \d+ volunteer/)).toBeVisible();
  await expect(cooking.getByRole("button", { name: "Deactivate Cooking" })).toBeVisible();
  await expect(cooking.getByRole("button", { name: "Delete Cooking" })).toHaveCount(0);
});

test("an e-mail sent to volunteers shows in the mailbox", async ({ page }) => {
  const subject = `Winter shelter briefing ${suffix()}`;
  await signIn(page, "corps.admin@demo.org");
  // The notification form is the recruiter's page; the same API call with the browser session
  // sends the e-mail (the session cookie is accepted by the API).
  const res = await page.request.post("/api/corps/notifications/send", {
    data: { title: subject, message: "Doors open at 6 pm.", target_type: "all_volunteers", channels: ["email"] },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).email).toBeGreaterThan(0);

  await page.goto("/admin/mailbox");
  await expect(page.getByRole("heading", { level: 1, name: "Mailbox" })).toBeVisible();
  const mail = page.getByRole("list", { name: "E-mails" }).getByRole("listitem").filter({ hasText: subject }).first();
  await expect(mail).toBeVisible();
  await mail.locator("summary").click();
  await expect(mail.getByText("Doors open at 6 pm.")).toBeVisible();
});

test.describe("webhooks", () => {
  let server: Server;
  const received: { headers: IncomingMessage["headers"]; body: string }[] = [];

  test.beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test("an admin registers an endpoint, sees its secret once, sends a test event and finds it in the log", async ({ page }) => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${suffix()}`;
    await signIn(page, "corps.admin@demo.org");
    await page.goto("/admin/webhooks");
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

    const form = page.getByRole("form", { name: "Register an endpoint" });
    await form.getByLabel("Endpoint URL").fill("not a url");
    await form.getByRole("button", { name: "Register endpoint" }).click();
    await expect(form.getByText("Must be an http(s) URL")).toBeVisible();

    await form.getByLabel("Endpoint URL").fill(url);
    await form.getByLabel("Description (optional)").fill("Journey test receiver");
    await form.getByLabel("achievement.awarded").check();
    await form.getByRole("button", { name: "Register endpoint" }).click();
    const secret = page.getByTestId("webhook-secret");
    await expect(secret).toHaveText(/^whsec_/);
    await expect(page.getByText("Signing secret (shown only once)")).toBeVisible();

    const endpoint = page.getByRole("list", { name: "Endpoints" }).getByRole("listitem").filter({ hasText: url });
    await expect(endpoint).toContainText("achievement.awarded");
    await endpoint.getByRole("link", { name: url }).click();
    await expect(page).toHaveURL(/endpoint=/);
    // A fresh page load: the secret is not shown again.
    await page.reload();
    await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
    await expect(page.getByText("No deliveries yet")).toBeVisible();

    await page.getByRole("list", { name: "Endpoints" }).getByRole("listitem").filter({ hasText: url }).getByRole("button", { name: `Send a test event to ${url}` }).click();
    await expect(page.getByText(/Test event delivered \(HTTP 204\)/)).toBeVisible();
    const log = page.getByRole("list", { name: "Deliveries" }).getByRole("listitem").first();
    await expect(log).toContainText("webhook.test");
    await expect(log).toContainText("succeeded");
    await expect(log).toContainText("HTTP 204");
    // The receiver got a signed Standard Webhooks request.
    const hit = received.find((r) => r.body.includes("webhook.test"));
    expect(hit?.headers["webhook-signature"]).toMatch(/^v1,/);
  });

  test("an admin pauses, resumes and deletes an endpoint", async ({ page }) => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pause/${suffix()}`;
    await signIn(page, "corps.admin@demo.org");
    await page.goto("/admin/webhooks");
    const form = page.getByRole("form", { name: "Register an endpoint" });
    await form.getByLabel("Endpoint URL").fill(url);
    await form.getByRole("button", { name: "Register endpoint" }).click();
    await expect(page.getByTestId("webhook-secret")).toHaveText(/^whsec_/);

    const endpoint = page.getByRole("list", { name: "Endpoints" }).getByRole("listitem").filter({ hasText: url });
    await expect(endpoint).toContainText("Active");
    await endpoint.getByRole("button", { name: `Pause deliveries to ${url}` }).click();
    await expect(page.getByText("Endpoint paused")).toBeVisible();
    await expect(endpoint).toContainText("Paused");
    // Survives a reload: it is stored, not only shown.
    await page.reload();
    await expect(endpoint).toContainText("Paused");
    await endpoint.getByRole("button", { name: `Resume deliveries to ${url}` }).click();
    await expect(endpoint).toContainText("Active");

    await endpoint.getByRole("button", { name: `Delete ${url}` }).click();
    const confirm = page.getByRole("form", { name: `Confirm deleting ${url}` });
    await confirm.getByRole("button", { name: "Keep it" }).click();
    await expect(endpoint).toHaveCount(1);
    await endpoint.getByRole("button", { name: `Delete ${url}` }).click();
    await confirm.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("Endpoint deleted")).toBeVisible();
    await expect(endpoint).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("link", { name: url })).toHaveCount(0);
  });
});
