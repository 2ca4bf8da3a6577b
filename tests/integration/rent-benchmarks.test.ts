// POST /api/rent-benchmarks over real HTTP: importing a HUD Small Area FMR file (CSV body or
// multipart upload), line-by-line errors that write nothing, and a full-size import.
import { describe, expect, it } from "vitest";

import { api, type ErrorBody } from "@/tests/helpers/api";
import { ImportResult, team, hudCsv, importCsv } from "@/tests/helpers/rent-market";
import { metroRows } from "@/tests/support/hud-csv";

async function benchmarkTotal(token: string, year: number): Promise<number> {
  const res = await api<{ total: number }>(`/api/rent-benchmarks?year=${year}&limit=1`, { token });
  expect(res.status).toBe(200);
  return res.body.total;
}

describe("POST /api/rent-benchmarks", () => {
  const plainHeader = "zip_code,br0,br1,br2,br3,br4";

  it("refuses a file with missing columns: 400, reported on line 1, nothing written", async () => {
    const { corpsAdmin } = await team();
    const year = 2092;
    const res = await importCsv(corpsAdmin.token, year, "ZIP Code,SAFMR 0BR,SAFMR 1BR,SAFMR 2BR\n97214,1290,1480,1820\n");
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.message).toContain("SAFMR 3BR, SAFMR 4BR");
    expect(res.body.error.details?.errors).toEqual([{ line: 1, message: expect.stringContaining("Missing columns: SAFMR 3BR, SAFMR 4BR") }]);
    expect(await benchmarkTotal(corpsAdmin.token, year)).toBe(0);
  });

  it("reports a non-numeric rent and a 4-digit ZIP line by line and writes nothing; a good set of that year stays", async () => {
    const { corpsAdmin } = await team();
    const year = 2093;
    const good = await importCsv(corpsAdmin.token, year, `${plainHeader}\n97214,1290,1480,1820,2460,2890\n97202,1190,1395,1710,2300,2700\n`);
    expect(good.status, good.text).toBe(200);
    const bad = [plainHeader, "97211,1200,1400,1700,2200,2600", "97212,1200,abc,1700,2200,2600", "97213,1200,1400,1700,2200,2600", "2108,1500,1700,2100,2600,3000", "97215,1200,1400,1700,2200,"].join("\n");
    const res = await importCsv(corpsAdmin.token, year, bad);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.details).toMatchObject({ imported: 0, skipped: 3 });
    expect(res.body.error.details?.errors).toEqual([
      { line: 3, message: expect.stringContaining('br1 is not an amount in dollars between 0 and 100000 ("abc")') },
      { line: 5, message: expect.stringContaining('ZIP code "2108" has 4 digits, not 5') },
      { line: 6, message: "br4 is empty" },
    ]);
    // Nothing partial: the year still holds exactly the earlier good set.
    const list = await api<{ benchmarks: { zip_code: string; br2: number }[]; total: number }>(`/api/rent-benchmarks?year=${year}`, { token: corpsAdmin.token });
    expect(list.body.total).toBe(2);
    expect(list.body.benchmarks.map((b) => b.zip_code)).toEqual(["97202", "97214"]);

    // on_error=skip: the same file imports its valid rows, reports the others, and replaces the year.
    const skipped = await importCsv(corpsAdmin.token, year, bad, "&on_error=skip");
    expect(skipped.status, skipped.text).toBe(200);
    expect(skipped.body).toMatchObject({ imported: 2, skipped: 3, replaced: 2 });
    expect(skipped.body.errors.map((e) => e.line)).toEqual([3, 5, 6]);
    const after = await api<{ benchmarks: { zip_code: string }[] }>(`/api/rent-benchmarks?year=${year}`, { token: corpsAdmin.token });
    expect(after.body.benchmarks.map((b) => b.zip_code)).toEqual(["97211", "97213"]);
  });

  it("reports a ZIP code given twice, and refuses a file without rows or of another media type", async () => {
    const { corpsAdmin } = await team();
    const dup = await importCsv(corpsAdmin.token, 2094, `${plainHeader}\n97214,1,2,3,4,5\n97214,1,2,3,4,6\n`);
    expect(dup.status).toBe(400);
    expect(dup.body.error.details?.errors).toEqual([{ line: 3, message: "ZIP code 97214 was already given on line 2" }]);
    const empty = await importCsv(corpsAdmin.token, 2094, `${plainHeader}\n`);
    expect(empty.status).toBe(400);
    const json = await api<ErrorBody>("/api/rent-benchmarks?year=2094", { token: corpsAdmin.token, body: { zip_code: "97214" } });
    expect(json.status).toBe(400);
    expect(json.body.error.code).toBe("VALIDATION_ERROR");
    const noYear = await api<ErrorBody>("/api/rent-benchmarks", { token: corpsAdmin.token, method: "POST", rawBody: `${plainHeader}\n97214,1,2,3,4,5\n`, headers: { "content-type": "text/csv" } });
    expect(noYear.status).toBe(400);
    expect(noYear.body.error.message).toBe("Invalid request data");
    expect(await benchmarkTotal(corpsAdmin.token, 2094)).toBe(0);
  });

  it("takes a multipart upload with the year as a form field", async () => {
    const { corpsAdmin } = await team();
    const form = new FormData();
    form.set("year", "2095");
    form.set("file", new Blob([hudCsv([{ zip: "97214", br: [1290, 1480, 1820, 2460, 2890] }])], { type: "text/csv" }), "fy2095_safmrs.csv");
    const { inject } = await import("vitest");
    const res = await fetch(`${inject("baseUrl")}/api/rent-benchmarks`, { method: "POST", headers: { authorization: `Bearer ${corpsAdmin.token}` }, body: form });
    const body = (await res.json()) as ImportResult;
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ year: 2095, imported: 1, format: "hud_safmr" });
    const list = await api<{ benchmarks: { br2: number; ps90: number[] | null; ps110: number[] | null; demo: boolean }[] }>("/api/rent-benchmarks?year=2095&zip_code=97214", { token: corpsAdmin.token });
    expect(list.body.benchmarks).toEqual([expect.objectContaining({ br2: 1820, ps90: [1161, 1332, 1638, 2214, 2601], ps110: [1419, 1628, 2002, 2706, 3179], demo: false })]);
  });

  it("imports 40,000 rows of a HUD file in one transaction", async () => {
    const { corpsAdmin } = await team();
    const year = 2096;
    const rows = metroRows(40_000);
    const csv = hudCsv(rows);
    // The "under 10 s" is a speed target: bench/rent-benchmarks-import.ts measures it
    // (docs/benchmarks.md). Here the full-size file must import whole, and the time is printed.
    const t0 = performance.now();
    const res = await importCsv(corpsAdmin.token, year, csv);
    const ms = performance.now() - t0;
    console.log(`40,000-row SAFMR import (${(csv.length / 1e6).toFixed(1)} MB): ${ms.toFixed(0)} ms over HTTP`);
    expect(res.status, res.text.slice(0, 500)).toBe(200);
    expect(res.body).toMatchObject({ imported: 40_000, skipped: 0, replaced: 0 });
    expect(await benchmarkTotal(corpsAdmin.token, year)).toBe(40_000);
    const one = await api<{ benchmarks: { zip_code: string; br0: number; br4: number; ps110: number[] }[] }>(`/api/rent-benchmarks?year=${year}&zip_code=49999`, { token: corpsAdmin.token });
    const base = 900 + (39_999 % 1700);
    expect(one.body.benchmarks).toEqual([expect.objectContaining({ zip_code: "49999", br0: base, br4: base + 1250, ps110: [base, base + 150, base + 420, base + 900, base + 1250].map((v) => Math.round(v * 1.1)) })]);
    // Importing the year again replaces it.
    const again = await importCsv(corpsAdmin.token, year, hudCsv(rows.slice(0, 10)));
    expect(again.body).toMatchObject({ imported: 10, replaced: 40_000 });
    expect(await benchmarkTotal(corpsAdmin.token, year)).toBe(10);
  });
});
