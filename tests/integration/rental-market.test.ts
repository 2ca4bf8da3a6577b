// GET /api/rental-market, the rent benchmark import and list, and the payment standard, over
// real HTTP. The market figures are checked against percentiles computed here, independently,
// from the same listings, and against a SAFMR file in HUD's own column format.
import { describe, expect, it } from "vitest";
import { acceptsVoucher } from "@/lib/properties/listings/voucher";
import type { RentalMarketResponse } from "@/lib/properties/market/market-schemas";
import { api, testDb, uniq, type ErrorBody } from "@/tests/helpers/api";
import { staff, team, hudCsv, importCsv } from "@/tests/helpers/rent-market";

type Market = RentalMarketResponse;

/** The "R-7" percentile (linear between closest ranks), written out here independently of the app. */
function referencePercentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  const h = (s.length - 1) * p;
  const lo = Math.floor(h);
  return s[lo] + (h - lo) * ((s[Math.min(lo + 1, s.length - 1)] ?? s[lo]) - s[lo]);
}

interface Arranged {
  zip: string;
  beds: number | null;
  price: number;
  voucher?: boolean | null;
  description?: string;
}

async function arrange(town: string, rows: Arranged[]) {
  await testDb().property.createMany({
    data: rows.map((r, i) => ({
      address: `${i + 1} Market St`,
      city: town,
      state: "OR",
      zipCode: r.zip,
      price: r.price,
      beds: r.beds,
      acceptsVoucher: r.voucher ?? null,
      description: r.description ?? "Bright unit",
    })),
  });
}

const UNIT_OF = (beds: number | null) => (beds === null ? "1BR" : beds === 0 ? "Studio" : beds >= 4 ? "4BR+" : `${beds}BR`);
const COLUMN_OF = (beds: number | null) => (beds === null ? 1 : Math.min(beds, 4));

describe("GET /api/rental-market", () => {
  it("equals percentiles and within-standard counts computed independently, against a SAFMR file in HUD's format", async () => {
    const { recruiter, corpsAdmin } = await team();
    const year = 2091;
    const benchmarks: Record<string, [number, number, number, number, number]> = {
      "97214": [1290, 1480, 1820, 2460, 2890],
      "97202": [1190, 1395, 1710, 2300, 2700],
    };
    const imported = await importCsv(corpsAdmin.token, year, hudCsv(Object.entries(benchmarks).map(([zip, br]) => ({ zip, br }))));
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body).toMatchObject({ year, imported: 2, skipped: 0, format: "hud_safmr", errors: [] });

    const percent = await api<{ percent: number }>("/api/rent-benchmarks/payment-standard", { token: corpsAdmin.token, method: "PATCH", body: { percent: 95 } });
    expect(percent.status, percent.text).toBe(200);

    const town = `Marketville${uniq()}`;
    const rows: Arranged[] = [];
    // Rents spread around the standards, some exactly on them (<= counts), odd and even group sizes.
    const rents = [1100, 1406, 1406.01, 1480, 1525, 1650, 1729, 1799.99, 1900, 2185, 2300, 2336.99, 2337, 2600, 2745.5, 2800, 3100];
    rents.forEach((price, i) => rows.push({ zip: i % 3 === 0 ? "97202" : "97214", beds: [0, 1, 2, 3, 4, 5, null][i % 7], price, voucher: i % 4 === 0 ? true : null }));
    rows.push({ zip: "97999", beds: 2, price: 1999, description: "Section 8 welcome" }); // a ZIP with no benchmark
    rows.push({ zip: "97214", beds: 1, price: 1200, description: "No Section 8, sorry" });
    await arrange(town, rows);

    const res = await api<Market>(`/api/rental-market?city=${town}&year=${year}`, { token: recruiter.token });
    expect(res.status, res.text).toBe(200);
    const m = res.body;
    expect(m.count).toBe(rows.length);
    expect(m.paymentStandardPercent).toBe(95);
    expect(m.benchmarkSet).toEqual({ year, label: `HUD SAFMR ${year}`, demo: false });

    // Independently: group the same listings by ZIP and check every figure.
    for (const zip of ["97202", "97214", "97999"]) {
      const mine = rows.filter((r) => r.zip === zip);
      const got = m.by_zip.find((z) => z.zipCode === zip);
      expect(got, zip).toBeDefined();
      const prices = mine.map((r) => r.price);
      expect(got?.count).toBe(mine.length);
      expect(got?.p25).toBeCloseTo(referencePercentile(prices, 0.25), 6);
      expect(got?.median).toBeCloseTo(referencePercentile(prices, 0.5), 6);
      expect(got?.p75).toBeCloseTo(referencePercentile(prices, 0.75), 6);
      const table = benchmarks[zip];
      if (!table) {
        expect(got).toMatchObject({ benchmark: null, paymentStandard: null, benchmarkedCount: 0, withinStandardCount: 0, withinStandardShare: null });
        continue;
      }
      const own = mine.map((r) => table[COLUMN_OF(r.beds)]);
      const within = mine.filter((r) => r.price * 100 <= table[COLUMN_OF(r.beds)] * 95).length;
      const meanBenchmark = own.reduce((a, b) => a + b, 0) / own.length;
      expect(got?.benchmark).toBeCloseTo(meanBenchmark, 2);
      expect(got?.paymentStandard).toBeCloseTo((meanBenchmark * 95) / 100, 2);
      expect(got?.benchmarkedCount).toBe(mine.length);
      expect(got?.withinStandardCount).toBe(within);
      expect(got?.withinStandardShare).toBeCloseTo(within / mine.length, 10);
    }
    // Exactly on the standard counts as within: 1406 = 1480 x 95 % for a 1BR in 97214.
    expect((1480 * 95) / 100).toBe(1406);

    // By unit type: no beds counts as 1BR, 5 beds is 4BR+ and compares with the 4BR figure.
    for (const unit of ["Studio", "1BR", "2BR", "3BR", "4BR+"]) {
      const mine = rows.filter((r) => UNIT_OF(r.beds) === unit);
      const got = m.by_unit_type.find((u) => u.unitType === unit);
      expect(got?.count, unit).toBe(mine.length);
      expect(got?.median).toBeCloseTo(referencePercentile(mine.map((r) => r.price), 0.5), 6);
      const benchmarked = mine.filter((r) => benchmarks[r.zip]);
      const within = benchmarked.filter((r) => r.price * 100 <= (benchmarks[r.zip]?.[COLUMN_OF(r.beds)] ?? 0) * 95).length;
      expect(got?.benchmarkedCount).toBe(benchmarked.length);
      expect(got?.withinStandardCount).toBe(within);
    }
    expect(m.by_unit_type.map((u) => u.unitType)).toEqual(["Studio", "1BR", "2BR", "3BR", "4BR+"]);
    expect(m.by_neighborhood).toHaveLength(1);
    expect(m.by_neighborhood[0]).toMatchObject({ neighborhood: town, count: rows.length });

    // Vouchers: the source field, else the listing text (same rule as the listings endpoint).
    const accepting = rows.filter((r) => acceptsVoucher(r.voucher, r.description ?? "Bright unit")).length;
    expect(m.voucher).toEqual({ accepting, share: accepting / rows.length });
    const listings = await api<{ listings: { acceptsVoucher: boolean }[] }>(`/api/rental-listings?city=${town}`, { token: recruiter.token });
    expect(listings.body.listings.filter((l) => l.acceptsVoucher)).toHaveLength(accepting);

    // unitType narrows every figure; the ZIP row's benchmark is then HUD's own figure.
    const twoBr = await api<Market>(`/api/rental-market?city=${town}&year=${year}&unitType=2BR`, { token: recruiter.token });
    expect(twoBr.body.count).toBe(rows.filter((r) => r.beds === 2).length);
    expect(twoBr.body.by_zip.find((z) => z.zipCode === "97214")?.benchmark).toBe(1820);
    expect(twoBr.body.by_zip.find((z) => z.zipCode === "97214")?.paymentStandard).toBe(1729);
  });

  it("answers zero counts for no match, and VALIDATION_ERROR for a year with no set or bad filters", async () => {
    const { recruiter } = await team();
    const none = await api<Market>(`/api/rental-market?city=Nowhere${uniq()}`, { token: recruiter.token });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ success: true, count: 0, by_zip: [], by_unit_type: [], by_neighborhood: [], voucher: { accepting: 0, share: 0 } });
    const noSet = await api<ErrorBody>("/api/rental-market?year=2099", { token: recruiter.token });
    expect(noSet.status).toBe(400);
    expect(noSet.body.error.code).toBe("VALIDATION_ERROR");
    for (const bad of ["unitType=5BR", "minPrice=abc", "minPrice=10&maxPrice=5", "year=1999", "state=Oregon"]) {
      const res = await api<ErrorBody>(`/api/rental-market?${bad}`, { token: recruiter.token });
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    }
  });
});

describe("roles", () => {
  it("anonymous 401, volunteer 403, recruiter 403 on import and on changing the standard", async () => {
    const { org, recruiter } = await team();
    const volunteer = await staff("volunteer", org);
    for (const path of ["/api/rental-market", "/api/rent-benchmarks", "/api/rent-benchmarks/payment-standard"]) {
      expect((await api(path)).status, path).toBe(401);
      expect((await api(path, { token: volunteer.token })).status, path).toBe(403);
      expect((await api(path, { token: recruiter.token })).status, path).toBe(200);
    }
    const csv = "zip_code,br0,br1,br2,br3,br4\n97214,1,2,3,4,5\n";
    expect((await api("/api/rent-benchmarks?year=2097", { method: "POST", rawBody: csv, headers: { "content-type": "text/csv" } })).status).toBe(401);
    expect((await api("/api/rent-benchmarks?year=2097", { token: volunteer.token, method: "POST", rawBody: csv, headers: { "content-type": "text/csv" } })).status).toBe(403);
    const byRecruiter = await api<ErrorBody>("/api/rent-benchmarks?year=2097", { token: recruiter.token, method: "POST", rawBody: csv, headers: { "content-type": "text/csv" } });
    expect(byRecruiter.status).toBe(403);
    expect(byRecruiter.body.error.code).toBe("FORBIDDEN");
    expect((await api("/api/rent-benchmarks/payment-standard", { token: recruiter.token, method: "PATCH", body: { percent: 105 } })).status).toBe(403);
    expect((await api("/api/rent-benchmarks/payment-standard", { method: "PATCH", body: { percent: 105 } })).status).toBe(401);
  });

  it("the payment standard is per organization, 90-110, and another organization's is not visible", async () => {
    const a = await team();
    const b = await team();
    const admin = await staff("admin", `Admins ${uniq()}`);
    const initial = await api<{ org_id: string; percent: number }>("/api/rent-benchmarks/payment-standard", { token: a.recruiter.token });
    expect(initial.body).toEqual({ org_id: a.recruiter.orgId, percent: 100 });
    for (const percent of [89, 111, 100.5, "95"]) {
      const res = await api<ErrorBody>("/api/rent-benchmarks/payment-standard", { token: a.corpsAdmin.token, method: "PATCH", body: { percent } });
      expect(res.status, String(percent)).toBe(400);
    }
    expect((await api("/api/rent-benchmarks/payment-standard", { token: a.corpsAdmin.token, method: "PATCH", body: { percent: 110, org_id: b.recruiter.orgId } })).status).toBe(400);
    const set = await api("/api/rent-benchmarks/payment-standard", { token: a.corpsAdmin.token, method: "PATCH", body: { percent: 90 } });
    expect(set.body).toEqual({ org_id: a.recruiter.orgId, percent: 90 });
    expect((await api<{ percent: number }>("/api/rent-benchmarks/payment-standard", { token: b.recruiter.token })).body.percent).toBe(100);
    expect((await api(`/api/rent-benchmarks/payment-standard?org_id=${a.recruiter.orgId}`, { token: b.recruiter.token })).status).toBe(404);
    expect((await api(`/api/rent-benchmarks/payment-standard?org_id=${a.recruiter.orgId}`, { token: b.corpsAdmin.token, method: "PATCH", body: { percent: 99 } })).status).toBe(404);
    expect((await api<{ percent: number }>(`/api/rent-benchmarks/payment-standard?org_id=${a.recruiter.orgId}`, { token: admin.token })).body.percent).toBe(90);
    expect((await api(`/api/rent-benchmarks/payment-standard?org_id=${b.recruiter.orgId}`, { token: admin.token, method: "PATCH", body: { percent: 108 } })).status).toBe(200);
    expect((await api<{ percent: number }>("/api/rent-benchmarks/payment-standard", { token: b.recruiter.token })).body.percent).toBe(108);
    const market = await api<Market>(`/api/rental-market?city=Nowhere${uniq()}`, { token: a.recruiter.token });
    expect(market.body.paymentStandardPercent).toBe(90);
  });
});

describe("properties.voucher_accepted (the voucher rule in SQL)", () => {
  it("decides like lib/properties/listings/voucher.ts on every phrase, on insert and on update", async () => {
    const { recruiter } = await team();
    const corpus: [string | null, string | null, boolean | null][] = [
      ["Section 8 welcome.", null, null],
      ["We accept section-8 tenants", null, null],
      ["Housing choice vouchers accepted.", null, null],
      ["housing choice voucher holders encouraged to apply", null, null],
      ["Vouchers welcome!", null, null],
      ["We accept Section 8 / HCV.", null, null],
      ["Landlord accepts housing vouchers", null, null],
      ["SECTION 8 OK", null, null],
      ["No Section 8, sorry", null, null],
      ["We do not accept vouchers", null, null],
      ["Section 8 not accepted", null, null],
      ["Vouchers not accepted at this time.", null, null],
      ["Sunny 2BR with parking. Cats OK.", null, null],
      ["Section 80 of the lease applies", null, null],
      ["", "", null],
      [null, null, null],
      ["Bright studio", "Quiet street. Housing choice vouchers accepted.", null],
      ["Don't miss it. Housing authority vouchers welcome", "no pets", null],
      ["No smoking.", "Section 8 welcome", null],
      ["Section 8 welcome", null, false],
      ["No vouchers", null, true],
      ["We can't take HCV", "but we honor vouchers", null],
    ];
    const town = `Voucherville${uniq()}`;
    await testDb().property.createMany({
      data: corpus.map(([description, fullDescription, flag], i) => ({ address: `${i} V St`, city: town, state: "OR", price: 1000 + i, description, fullDescription, acceptsVoucher: flag })),
    });
    const read = async () => {
      const res = await api<{ listings: { address: string; acceptsVoucher: boolean }[] }>(`/api/rental-listings?city=${town}`, { token: recruiter.token });
      return new Map(res.body.listings.map((l) => [l.address, l.acceptsVoucher]));
    };
    const got = await read();
    corpus.forEach(([d, f, flag], i) => expect(got.get(`${i} V St`), JSON.stringify([d, f, flag])).toBe(acceptsVoucher(flag, d, f)));

    // An update of the text recomputes it; an update of anything else keeps it.
    await testDb().property.updateMany({ where: { city: town, address: "12 V St" }, data: { description: "Section 8 welcome" } });
    await testDb().property.updateMany({ where: { city: town, address: "0 V St" }, data: { notes: "called the manager" } });
    const after = await read();
    expect(after.get("12 V St")).toBe(true);
    expect(after.get("0 V St")).toBe(true);
  });
});
