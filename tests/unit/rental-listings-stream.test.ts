import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { ArrayQueryable } from "@/lib/db/client";
import type { Caller } from "@/lib/auth/caller";
import { errorResponse } from "@/lib/http/error-response";
import { listingsCsv } from "@/lib/properties/market/listings-csv";
import { LISTING_BATCH_SIZE, type ListingRow } from "@/lib/properties/listings/listing-batches";
import { streamRentalListings } from "@/lib/properties/listings/rental-listings";

const caller: Caller = { id: "u", email: "r@test.org", name: "R", role: "recruiter", orgId: null, volunteerId: null };

function row(i: number, stored: string | null = null): ListingRow {
  const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
  return [new Date(1_700_000_000_000 - i).toISOString(), id, stored];
}

/** The columns a listing is built from (listingTexts' second read), for row(i). */
function source(i: number): unknown[] {
  return [row(i)[1], String(100 + i), 1, 1000 + i, null, "Bend", `${i} A St`, "PM", "Available now", false];
}

interface StoreCall {
  ids: string[];
  versions: string[];
  jsons: string[];
}

/**
 * A database whose batch reads answer from `batches` in turn, or throw at the given call; the
 * columns of unstored listings come from source(i) unless i was `deleted` meanwhile; UPDATEs
 * (storing built listings) are recorded.
 */
function fakeDb(batches: ListingRow[][], failAt = -1, deleted: number[] = [], failSources = false) {
  let call = 0;
  const calls: number[] = [];
  const stores: StoreCall[] = [];
  const pool: ArrayQueryable = {
    query: async (config) => {
      if (config.text.includes("UPDATE properties p SET listing_json")) {
        const built = JSON.parse((config.values as [string])[0]) as { id: string; version: string; json: string }[];
        stores.push({ ids: built.map((b) => b.id), versions: built.map((b) => b.version), jsons: built.map((b) => b.json) });
        return { rows: [], fields: [], command: "UPDATE", rowCount: built.length, oid: 0 };
      }
      if (config.text.includes("= ANY($1::uuid[])")) {
        if (failSources) throw new Error('column p.voucher_accepted does not exist at 10.0.0.5:5432');
        // The columns of the listings without stored text: the ids asked for (deleted ones are absent).
        const ids = (config.values as [string[]])[0];
        const rows = ids.map((id) => Number(id.slice(-12))).filter((i) => !deleted.includes(i)).map(source);
        return { rows, fields: [], command: "SELECT", rowCount: rows.length, oid: 0 };
      }
      calls.push(call);
      if (call === failAt) throw new Error('relation "properties" does not exist at 10.0.0.5:5432');
      return { rows: batches[call++] ?? [], fields: [], command: "SELECT", rowCount: 0, oid: 0 };
    },
  };
  return { pool, calls, stores };
}

describe("streamRentalListings", () => {
  it("writes every batch and the count last", async () => {
    const full = Array.from({ length: LISTING_BATCH_SIZE }, (_, i) => row(i));
    const { pool, calls } = fakeDb([full, [row(5000), row(5001)]]);
    const text = await new Response(await streamRentalListings({ caller, pool }, { city: undefined })).text();
    const body = JSON.parse(text) as { success: boolean; count: number; listings: { id: string }[] };
    expect(body.success).toBe(true);
    expect(body.count).toBe(LISTING_BATCH_SIZE + 2);
    expect(body.listings).toHaveLength(LISTING_BATCH_SIZE + 2);
    expect(text.endsWith(`],"count":${LISTING_BATCH_SIZE + 2}}`)).toBe(true);
    // A short batch is the last one: no extra empty read.
    expect(calls).toHaveLength(2);
  });

  it("writes stored listings as stored and hands the ones it built to be stored with their row version", async () => {
    const stored = JSON.stringify({ id: "stored-text", neighborhood: "Kept as stored" });
    const { pool, stores } = fakeDb([[row(1), row(2, stored), row(3)]]);
    const background: (() => Promise<void>)[] = [];
    const text = await new Response(await streamRentalListings({ caller, pool, afterResponse: (work) => background.push(work) }, { city: undefined })).text();
    const body = JSON.parse(text) as { count: number; listings: Record<string, unknown>[] };
    expect(body.count).toBe(3);
    expect(body.listings[1]).toEqual({ id: "stored-text", neighborhood: "Kept as stored" });
    expect(body.listings[0]).toEqual({
      id: row(1)[1],
      unitType: "1BR",
      bedrooms: 1,
      monthlyRent: 1001,
      neighborhood: "Bend",
      acceptsVoucher: false,
      address: "1 A St",
      propertyManager: "PM",
      availability: "Available now",
    });
    expect(text).not.toContain("zipCode");
    // Stored in the background, which the host is asked to wait for: only the two built rows, each with the version it was read at.
    expect(background).toHaveLength(1);
    await background[0]();
    expect(stores).toHaveLength(1);
    expect(stores[0].ids).toEqual([row(1)[1], row(3)[1]]);
    expect(stores[0].versions).toEqual(["101", "103"]);
    expect(stores[0].jsons.map((j) => JSON.parse(j) as { id: string })).toEqual([body.listings[0], body.listings[2]]);
  });

  it("leaves out a listing deleted between reading its batch and building it, and counts what it wrote", async () => {
    const { pool } = fakeDb([[row(1), row(2), row(3, '{"id":"s3"}')]], -1, [2]);
    const body = JSON.parse(await new Response(await streamRentalListings({ caller, pool }, { city: undefined })).text()) as { count: number; listings: { id: string }[] };
    expect(body.listings.map((l) => l.id)).toEqual([row(1)[1], "s3"]);
    expect(body.count).toBe(2);
  });

  it("turns database trouble before the first byte into a 500 envelope without internals", async () => {
    const { pool } = fakeDb([], 0);
    const err = await streamRentalListings({ caller, pool }, { city: undefined }).catch((e: unknown) => e);
    const res = errorResponse(err, "req-12345678");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "INTERNAL_ERROR", message: "Something went wrong. Reference: req-12345678" } });
    expect(text).not.toContain("relation");
  });

  it("builds the first batch's listings before the response starts, so trouble reading their columns is a 500 envelope too", async () => {
    const { pool } = fakeDb([[row(1, '{"id":"s1"}'), row(2)]], -1, [], true);
    const err = await streamRentalListings({ caller, pool }, { city: undefined }).catch((e: unknown) => e);
    const res = errorResponse(err, "req-87654321");
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain("voucher");
  });

  it("aborts the stream (never a valid but truncated body) when a later batch fails", async () => {
    const full = Array.from({ length: LISTING_BATCH_SIZE }, (_, i) => row(i));
    const { pool } = fakeDb([full], 1);
    await expect(new Response(await streamRentalListings({ caller, pool }, { city: undefined })).text()).rejects.toThrow();
  });
});

/**
 * A table for the gzip answer: rows in created_at DESC order with a version and maybe stored
 * text, served by keyset (the cursor's id) and by id for building. Counts the keyset reads with
 * texts; records stores.
 */
function versionedDb(table: { i: number; version: string; stored: string | null }[]) {
  const textReads: number[] = [];
  const stores: string[][] = [];
  const ids = table.map((t) => row(t.i)[1]);
  const pool: ArrayQueryable = {
    query: async (config) => {
      const values = (config.values ?? []) as unknown[];
      const answer = (rows: unknown[][]) => ({ rows, fields: [], command: "SELECT", rowCount: rows.length, oid: 0 });
      if (config.text.includes("UPDATE properties p SET listing_json")) {
        stores.push((JSON.parse(values[0] as string) as { id: string }[]).map((b) => b.id));
        return { ...answer([]), command: "UPDATE" };
      }
      if (config.text.includes("= ANY($1::uuid[])")) {
        const asked = values[0] as string[];
        return answer(table.filter((t) => asked.includes(row(t.i)[1])).map((t) => source(t.i).map((v, k) => (k === 1 ? t.version : v))));
      }
      const cursorId = values.find((v) => typeof v === "string" && ids.includes(v));
      const start = cursorId ? ids.indexOf(cursorId as string) + 1 : 0;
      const page = table.slice(start, start + LISTING_BATCH_SIZE);
      const versions = config.text.includes("p.xmin::text");
      const texts = config.text.includes("THEN p.listing_json END");
      // The gzip answer reads versions, then versions and texts for a batch it has not kept; the identity answer reads texts.
      if (versions && texts) textReads.push(page.length);
      return answer(page.map((t) => [row(t.i)[0], row(t.i)[1], ...(versions ? [t.version] : []), ...(texts ? [t.stored] : [])]));
    },
  };
  return { pool, textReads, stores };
}

describe("streamRentalListings, gzip", () => {
  const json = (i: number) => JSON.stringify({ id: row(i)[1], monthlyRent: 1000 + i, neighborhood: "Bend" });
  const read = async (pool: ArrayQueryable, encoding: "gzip" | "identity") => {
    const bytes = Buffer.from(await new Response(await streamRentalListings({ caller, pool, encoding }, { city: undefined })).arrayBuffer());
    return encoding === "gzip" ? gunzipSync(bytes).toString("utf8") : bytes.toString("utf8");
  };

  it("encodes the same body as the identity answer, across batches, stored and built listings alike", async () => {
    const table = Array.from({ length: LISTING_BATCH_SIZE + 3 }, (_, k) => ({ i: 10_000 + k, version: "7", stored: k % 5 === 0 ? null : json(10_000 + k) }));
    const { pool } = versionedDb(table);
    const gz = await read(pool, "gzip");
    expect(gz).toBe(await read(versionedDb(table).pool, "identity"));
    const body = JSON.parse(gz) as { count: number; listings: { id: string }[] };
    expect(body.count).toBe(LISTING_BATCH_SIZE + 3);
    expect(body.listings.map((l) => l.id)).toEqual(table.map((t) => row(t.i)[1]));
  });

  it("answers no listings as the identity answer does", async () => {
    expect(await read(versionedDb([]).pool, "gzip")).toBe('{"success":true,"listings":[],"count":0}');
  });

  it("reuses a compressed batch while its rows keep their versions, and reads a batch again once one row changed", async () => {
    const table = Array.from({ length: LISTING_BATCH_SIZE + 2 }, (_, k) => ({ i: 20_000 + k, version: "8", stored: json(20_000 + k) }));
    const db1 = versionedDb(table);
    const first = await read(db1.pool, "gzip");
    expect(db1.textReads).toEqual([LISTING_BATCH_SIZE, 2]);
    const db2 = versionedDb(table);
    expect(await read(db2.pool, "gzip")).toBe(first);
    expect(db2.textReads).toEqual([]);
    // A write to one row of the second batch: a new version (and new text); the first batch is still kept.
    const changed = table.map((t, k) => (k === LISTING_BATCH_SIZE + 1 ? { ...t, version: "9", stored: JSON.stringify({ id: row(t.i)[1], monthlyRent: 1 }) } : t));
    const db3 = versionedDb(changed);
    const third = JSON.parse(await read(db3.pool, "gzip")) as { count: number; listings: { monthlyRent: number }[] };
    expect(db3.textReads).toEqual([2]);
    expect(third.listings[LISTING_BATCH_SIZE + 1].monthlyRent).toBe(1);
    expect(third.count).toBe(LISTING_BATCH_SIZE + 2);
    // A write in the first batch: it is read with its texts, and so is the next one straight away
    // (after a batch not reused, most likely the next is not either), still answered from what was kept.
    const earlier = changed.map((t, k) => (k === 0 ? { ...t, version: "10" } : t));
    const db4 = versionedDb(earlier);
    expect(await read(db4.pool, "gzip")).toBe(await read(versionedDb(earlier).pool, "identity"));
    expect(db4.textReads).toEqual([LISTING_BATCH_SIZE, 2]);
  });

  it("does not keep a batch with listings it built (storing them gives their rows new versions)", async () => {
    const table = [{ i: 30_001, version: "5", stored: null }, { i: 30_002, version: "5", stored: json(30_002) }];
    const db1 = versionedDb(table);
    const first = await read(db1.pool, "gzip");
    const db2 = versionedDb(table);
    expect(await read(db2.pool, "gzip")).toBe(first);
    expect(db2.textReads).toEqual([2]);
  });
});

describe("listingsCsv", () => {
  it("writes a header, quotes per RFC 4180 and guards formulas", () => {
    const csv = listingsCsv([
      { id: "a", address: '=HYPERLINK("x"), "quoted"', neighborhood: "Bend", monthlyRent: 1500, bedrooms: 2, unitType: "2BR", acceptsVoucher: true, propertyManager: "@evil", availability: "-1", zipCode: "97701" },
    ]);
    const [header, line] = csv.split("\r\n");
    expect(header).toBe("id,address,neighborhood,zipCode,unitType,bedrooms,monthlyRent,acceptsVoucher,propertyManager,availability");
    expect(line).toBe(`a,"'=HYPERLINK(""x""), ""quoted""",Bend,97701,2BR,2,1500,true,'@evil,'-1`);
  });
});
