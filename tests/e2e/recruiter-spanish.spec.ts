// The recruiter's pages in Spanish (issue 30): a browser that asks for Spanish gets the
// dashboard, the opportunity pages, the hours queue, the notify form and the calendar in Spanish,
// with dates in Spanish and no English left in their headings and buttons.
import { expect, signIn, test, settled } from "./fixtures";

test.use({ extraHTTPHeaders: { "accept-language": "es-US,es;q=0.9" }, locale: "es-US" });

test("a recruiter whose browser asks for Spanish reads the recruiter pages in Spanish", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "recruiter@demo.org");

  await page.goto("/recruiter");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Inicio del reclutador" })).toBeVisible();
  await expect(page.getByText("Horas aprobadas este mes")).toBeVisible();
  await expect(page.getByRole("link", { name: "Nueva oportunidad" })).toBeVisible();
  await expect(page.getByText("Approved hours this month")).toHaveCount(0);

  await page.goto("/recruiter/opportunities?status=published");
  await expect(page.getByRole("heading", { level: 1, name: "Tus oportunidades" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /con estado Publicada/ })).toBeVisible();
  const table = page.getByRole("table", { name: "Oportunidades de tu organización" });
  await expect(table.getByRole("columnheader", { name: "Cuándo" })).toBeVisible();
  // Dates as a Spanish reader writes them: "vie, 27 nov 2026".
  await expect(table.getByRole("cell").nth(1)).toHaveText(/^(lun|mar|mié|jue|vie|sáb|dom), \d{1,2} \w+/);

  await table.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 2, name: /^Lista \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText("Lugares ocupados")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancelar oportunidad" })).toBeVisible();

  await page.goto("/recruiter/hours");
  await expect(page.getByRole("heading", { level: 1, name: "Horas pendientes de aprobación" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Aprobar seleccionados" })).toBeVisible();

  await page.goto("/recruiter/notify");
  await expect(page.getByRole("heading", { level: 1, name: "Enviar una notificación" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Esto llegará a \d+ voluntarios?\.$/ })).toBeVisible({ timeout: 30_000 });

  await page.goto("/recruiter/calendar?view=month");
  await settled(page);
  await expect(page.getByRole("heading", { level: 1, name: "Calendario" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Mes anterior" })).toBeVisible();
});
