import { expect, signIn, test } from "./fixtures";
import type { Page } from "@playwright/test";
import type { RentalMarketResponse } from "@/lib/properties/market/market-schemas";

// The demo seed holds 120 priced properties in Portland, Eugene, Salem and Bend (prisma/seed-properties.ts).
test.describe("rental market heatmap", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "recruiter@demo.org");
  });

  test("is linked from the header and renders markers for live data", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Properties" }).click();
    await nav.getByRole("link", { name: "Rent heatmap" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rental market heatmap");
    await expect(page.getByTestId("data-notice")).toContainText("Showing live data");
    const count = Number(await page.getByTestId("listing-count").textContent());
    expect(count).toBeGreaterThan(50);
    // Clustered markers (cluster bubbles or single dots) are on the map, without any tile loaded.
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
    await expect(page.getByTestId("map-placed")).toContainText(`of ${count} listings placed`);
    await expect(page.getByRole("table", { name: /Rent by unit type/ })).toBeVisible();
  });

  test("the toggle switches to sample data", async ({ page }) => {
    await page.goto("/reports/rental-heatmap?city=Bend");
    await expect(page.getByTestId("data-notice")).toContainText("Showing live data");
    await page.getByLabel("Sample").check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/source=sample/);
    await expect(page.getByTestId("data-notice")).toContainText("Showing sample data for Bend");
    await expect(page.getByTestId("data-notice")).toContainText("because sample data is selected");
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
  });

  test("falls back to sample data with a notice when the API fails", async ({ page, consoleErrors }) => {
    await page.route("**/api/rental-listings**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"INTERNAL_ERROR","message":"x"}}' }));
    await page.goto("/reports/rental-heatmap?city=Salem");
    await expect(page.getByTestId("data-notice")).toContainText("Showing sample data for Salem");
    await expect(page.getByTestId("data-notice")).toContainText("live listings could not be loaded (the server answered 500)");
    expect(Number(await page.getByTestId("listing-count").textContent())).toBeGreaterThan(0);
    await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
    // The browser logs the intercepted 500 itself; that one error is the point of this test.
    const expected = consoleErrors.filter((e) => e.includes("status of 500") && e.includes("/api/rental-listings"));
    expect(expected).toHaveLength(1);
    consoleErrors.splice(consoleErrors.indexOf(expected[0]), 1);
  });

  test("falls back when no live listing matches", async ({ page }) => {
    await page.goto("/reports/rental-heatmap?city=Atlantis");
    await expect(page.getByTestId("data-notice")).toContainText("because no live listings match these filters");
  });

  test("the city filter narrows the listings and stays in the URL", async ({ page }) => {
    await page.goto("/reports/rental-heatmap");
    await expect(page.getByTestId("data-notice")).toContainText("Showing live data");
    const all = Number(await page.getByTestId("listing-count").textContent());
    await page.getByLabel("City").fill("eugene");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/city=eugene/);
    await expect(page.getByTestId("data-notice")).toContainText("Showing live data");
    const eugene = Number(await page.getByTestId("listing-count").textContent());
    expect(eugene).toBeGreaterThan(0);
    expect(eugene).toBeLessThan(all);
    await expect(page.getByRole("table", { name: /Rent by neighborhood/ }).getByRole("rowheader")).toHaveText(["Eugene"]);
  });

  test("a repeat visit revalidates the listings: 304, under 1 KB transferred", async ({ page }) => {
    const listings = () => page.waitForResponse((res) => res.url().includes("/api/rental-listings"));
    // The bytes of the last listings fetch of the page as the browser counts them (under
    // `next dev` React runs the effect twice and the first fetch is aborted before it is sent).
    const listingsTransfer = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType("resource")
            .filter((e) => e.name.includes("/api/rental-listings"))
            .map((e) => (e as PerformanceResourceTiming).transferSize)
            .at(-1) ?? -1,
      );
    const firstResponse = listings();
    await page.goto("/reports/rental-heatmap?city=Portland");
    const first = await firstResponse;
    await expect(page.getByTestId("data-notice")).toContainText("Showing live data");
    const count = await page.getByTestId("listing-count").textContent();
    const etag = await first.headerValue("etag");
    expect(etag).toMatch(/^W\//);
    expect((await first.request().sizes()).responseBodySize).toBeGreaterThan(1024);
    expect(await listingsTransfer()).toBeGreaterThan(1024);

    const secondResponse = listings();
    await page.reload();
    const second = await secondResponse;
    await expect(page.getByTestId("data-notice")).toContainText("Showing live data");
    await expect(page.getByTestId("listing-count")).toHaveText(count ?? "");
    // The browser asked again with the tag (the copy is no-cache; the header is added below what
    // Playwright sees), the server answered 304 with no body, and the page drew the listings the
    // browser kept (Playwright reports the kept 200).
    expect((await second.request().sizes()).responseBodySize).toBe(0);
    const transferred = await listingsTransfer();
    expect(transferred).toBeGreaterThan(0);
    expect(transferred).toBeLessThan(1024);
  });

  test("is usable at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/reports/rental-heatmap");
    await expect(page.getByTestId("data-notice")).toContainText("Showing live data");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/** Every request that leaves the app's origin is refused, as on a machine with no internet. */
async function blockExternalNetwork(page: Page, origin: string): Promise<string[]> {
  const blocked: string[] = [];
  await page.context().route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    blocked.push(url);
    return route.abort("internetdisconnected");
  });
  return blocked;
}

test.describe("rental market heatmap offline", () => {
  for (const view of [
    { name: "desktop", width: 1280, height: 900 },
    { name: "mobile", width: 375, height: 812 },
  ] as const) {
    test(`draws outlines, rent hexagons, labels and the legend with no external network (${view.width} px)`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const everyError: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") everyError.push(`${msg.text()} (${msg.location().url})`);
      });
      const blocked = await blockExternalNetwork(page, new URL(baseURL ?? "http://127.0.0.1").origin);
      await page.setViewportSize({ width: view.width, height: view.height });
      await signIn(page, "recruiter@demo.org");
      await page.goto("/reports/rental-heatmap");
      await expect(page.getByTestId("data-notice")).toContainText("Showing live data");
      // State and county lines from the bundled us-atlas TopoJSON (one SVG path per layer).
      for (const cls of ["map-state-outline", "map-county-outline", "map-nation-outline"]) {
        await expect(page.locator(`path.${cls}`)).toHaveCount(1, { timeout: 30_000 });
        // Leaflet clips paths to the view: a few hundred characters of path data at state zoom.
        expect((await page.locator(`path.${cls}`).getAttribute("d"))?.length ?? 0, cls).toBeGreaterThan(100);
      }
      // The hexagon layer, coloured by median rent, with a dollar legend and counts in the tooltips.
      const hexes = page.locator("path.rent-hex");
      await expect(hexes.first()).toBeVisible();
      expect(await hexes.count()).toBeGreaterThan(3);
      await expect(page.getByTestId("rent-legend")).toContainText("$");
      // City names of the listings as labels, and the markers stay (switchable).
      await expect(page.locator(".map-city-label span").filter({ hasText: "Portland" })).toBeVisible();
      const markers = page.locator(".leaflet-marker-icon:not(.map-city-label)");
      await expect(markers.first()).toBeVisible();
      await page.getByLabel("Listing markers (clustered)").uncheck();
      await expect(markers).toHaveCount(0);
      // With the markers off nothing covers a hexagon: its tooltip gives the median and the count.
      await hexes.first().hover();
      await expect(page.locator(".leaflet-tooltip").first()).toContainText(/Median \$[\d,]+ · \d+ listings?/);
      await page.getByLabel("Listing markers (clustered)").check();
      await expect(markers.first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.locator(".rental-map").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/rental-heatmap-offline-${view.name}.png`, fullPage: true });
      // Nothing was even attempted outside the app, and no console error from any origin.
      expect(blocked).toEqual([]);
      expect(everyError).toEqual([]);
    });
  }

  test("the statistics equal GET /api/rental-market and the ZIP table sorts by the gap to the standard", async ({ page }) => {
    await signIn(page, "recruiter@demo.org");
    await page.goto("/reports/rental-heatmap?city=Portland");
    await expect(page.getByTestId("data-notice")).toContainText("Showing live data");
    const api = await page.request.get("/api/rental-market?city=Portland");
    expect(api.status()).toBe(200);
    const market = (await api.json()) as RentalMarketResponse;
    // The demo seed's invented benchmarks, said to be demo data.
    expect(market.benchmarkSet?.demo).toBe(true);
    await expect(page.getByTestId("benchmark-notice")).toContainText("This is demo data");
    await expect(page.getByTestId("voucher-count")).toHaveText(String(market.voucher.accepting));
    const units = page.getByRole("table", { name: /Rent by unit type/ });
    for (const row of market.by_unit_type) {
      const cells = units.getByRole("row").filter({ has: page.getByRole("rowheader", { name: row.unitType, exact: true }) }).getByRole("cell");
      await expect(cells.nth(0)).toHaveText(String(row.count));
      await expect(cells.nth(2)).toHaveText(`$${Math.round(row.median).toLocaleString("en-US")}`);
      if (row.withinStandardShare !== null) await expect(cells.nth(4)).toHaveText(`${Math.round(row.withinStandardShare * 100)} % (${row.withinStandardCount} of ${row.benchmarkedCount})`);
    }
    const zips = page.getByRole("table", { name: /Rent by ZIP code against the payment standard/ });
    await expect(zips.getByRole("rowheader")).toHaveCount(market.by_zip.length);
    const gaps = market.by_zip.filter((z) => z.paymentStandard !== null).map((z) => z.median - (z.paymentStandard ?? 0));
    const shown = async () =>
      (await zips.getByTestId("zip-gap").allTextContents()).filter((t) => t !== "—").map((t) => (t.startsWith("−") ? -1 : 1) * Number(t.replace(/[^\d]/g, "")));
    expect(await shown()).toEqual([...gaps].sort((a, b) => b - a).map((g) => Math.round(Math.abs(g)) * Math.sign(g)));
    await page.getByTestId("zip-sort").selectOption("gap-asc");
    expect(await shown()).toEqual([...gaps].sort((a, b) => a - b).map((g) => Math.round(Math.abs(g)) * Math.sign(g)));
  });

  test("sample data comes with sample benchmarks and says so; the CSV export has the new columns", async ({ page }) => {
    await signIn(page, "recruiter@demo.org");
    await page.goto("/reports/rental-heatmap?source=sample&city=Bend");
    await expect(page.getByTestId("data-notice")).toContainText("Showing sample data for Bend");
    await expect(page.getByTestId("benchmark-notice")).toContainText("Sample benchmarks (invented for the sample data, not HUD figures)");
    await expect(page.getByTestId("within-share")).toHaveText(/^\d+ %$/);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const { readFileSync } = await import("node:fs");
    const header = readFileSync(file, "utf8").split("\r\n")[0];
    expect(header).toContain("benchmark,paymentStandard,withinPaymentStandard");
  });

  test("a corps admin sets the payment standard on the page; a recruiter sees no form", async ({ page }) => {
    await signIn(page, "recruiter@demo.org");
    await page.goto("/reports/rental-heatmap");
    await expect(page.getByTestId("data-notice")).toContainText("Showing live data");
    await expect(page.getByRole("form", { name: "Payment standard" })).toHaveCount(0);
    await page.context().clearCookies();
    await signIn(page, "corps.admin@demo.org");
    await page.goto("/reports/rental-heatmap");
    await page.getByLabel("Payment standard (% of SAFMR)").fill("120");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Must be at most 110")).toBeVisible();
    await page.getByLabel("Payment standard (% of SAFMR)").fill("95");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("benchmark-notice")).toContainText("payment standard 95 % of the benchmark");
    await page.getByLabel("Payment standard (% of SAFMR)").fill("100");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("benchmark-notice")).toContainText("payment standard 100 % of the benchmark");
  });
});

test("a volunteer cannot open the heatmap and has no link to it", async ({ page }) => {
  await signIn(page, "volunteer@demo.org");
  await expect(page.getByRole("link", { name: "Rent heatmap" })).toHaveCount(0);
  await page.goto("/reports/rental-heatmap");
  await expect(page).toHaveURL(/\/volunteer$/);
});
