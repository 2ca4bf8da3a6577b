// The admin and property pages in Spanish (issue 30): a corps admin whose browser asks for
// Spanish reads the settings, members, audit log, properties, heatmap and API reference in
// Spanish, and sets the organization's default language from the settings page.
import { expect, seriousAxeViolations, signIn, test } from "./fixtures";

test.use({ extraHTTPHeaders: { "accept-language": "es" }, locale: "es-US" });

test("a corps admin sets the organization's default language and reads the admin pages in Spanish", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "corps.admin@demo.org");

  await page.goto("/admin/organization");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Organización" })).toBeVisible();
  await expect(page).toHaveTitle(/Organización/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel("Idioma predeterminado").selectOption("es");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "idioma predeterminado: Español" }).first()).toBeVisible();
  const org = await page.request.get("/api/corps/organizations/me");
  expect((await org.json()).default_locale).toBe("es");

  // The change is in the audit log, under its Spanish name.
  await page.goto("/admin/audit?action=organization.updated");
  await expect(page.getByRole("heading", { level: 1, name: "Registro de auditoría" })).toBeVisible();
  await expect(page.getByRole("table", { name: /Entradas del registro de auditoría/ }).getByRole("row").nth(1)).toContainText("Organización actualizada");
  await expect(page.getByRole("table", { name: /Entradas del registro de auditoría/ }).getByRole("row").nth(1)).toContainText("Idioma predeterminado: English → Español");

  await page.goto("/admin/members");
  await expect(page.getByRole("heading", { level: 1, name: "Miembros" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar invitación" })).toBeVisible();

  await page.goto("/properties");
  await expect(page.getByRole("heading", { level: 1, name: "Propiedades" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Aplicar filtros" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto("/reports/rental-heatmap");
  await expect(page.getByRole("heading", { level: 1, name: "Mapa de calor del mercado de alquiler" })).toBeVisible();
  await expect(page.getByTestId("data-notice")).toContainText(/Se muestran datos (reales|de muestra)/);

  await page.goto("/docs/api");
  await expect(page.getByText("Las descripciones de abajo son las de la propia API, en inglés.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Parámetros" }).first()).toBeVisible();

  // Back to English, so the demo organization is as other tests expect it.
  await page.goto("/admin/organization");
  await page.getByLabel("Idioma predeterminado").selectOption("en");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "idioma predeterminado: English" }).first()).toBeVisible();
});
