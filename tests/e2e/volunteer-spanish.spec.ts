// The volunteer's pages in Spanish (issue 30): a browser asking for Spanish reads them in
// Spanish, and the profile's own Language setting wins over the browser until set back to
// "the browser's language".
import { expect, signIn, test } from "./fixtures";

// The browser asks for Spanish (Playwright sends Accept-Language from the context locale).
test.use({ locale: "es-MX" });

test("a Spanish-speaking volunteer reads the dashboard, shifts, board and messages in Spanish", async ({ page }) => {
  await signIn(page, "volunteer@demo.org");
  await page.goto("/volunteer");
  await expect(page.getByRole("heading", { level: 1, name: /^Hola, / })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Próximos turnos" })).toBeVisible();
  await expect(page.getByText(/^Tu confiabilidad: \d+%$/)).toBeVisible();
  await page.goto("/volunteer/shifts");
  await expect(page.getByRole("heading", { level: 1, name: "Mis turnos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lugares que te ofrecen" })).toBeVisible();
  await page.goto("/opportunities");
  await expect(page.getByRole("heading", { level: 1, name: "Buscar oportunidades" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Buscar" })).toBeVisible();
  await page.goto("/volunteer/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Mensajes" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Recordatorios de turnos" })).toBeVisible();
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notificaciones" })).toBeVisible();
  await expect(page).toHaveTitle(/Notificaciones/);
});

test("the profile's Language setting overrides the browser, and the browser's language undoes it", async ({ page }) => {
  await signIn(page, "volunteer@demo.org");
  await page.goto("/volunteer/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Tu perfil" })).toBeVisible();
  const language = page.getByRole("combobox", { name: "Idioma" });
  await expect(language).toHaveValue("browser");
  try {
    await language.selectOption("en");
    await page.getByRole("button", { name: "Guardar idioma" }).click();
    await expect(page.getByText("Language saved.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
    await page.goto("/volunteer/shifts");
    await expect(page.getByRole("heading", { level: 1, name: "My shifts" })).toBeVisible();
  } finally {
    // Back to no choice, whatever happened above: other tests expect the browser to decide.
    await page.goto("/volunteer/profile");
    await page.getByRole("combobox", { name: /^(Language|Idioma)$/ }).selectOption("browser");
    await page.getByRole("button", { name: /^(Save language|Guardar idioma)$/ }).click();
  }
  await expect(page.getByText("Idioma guardado.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Tu perfil" })).toBeVisible();
});
