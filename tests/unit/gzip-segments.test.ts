import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, crc32Combine, deflateSegment, GzipMember } from "@/lib/properties/listings/gzip-segments";

/** Text that compresses like listings do, deterministic. */
function listingsLike(n: number, seed = 1): Buffer {
  const rows: string[] = [];
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    rows.push(JSON.stringify({ id: `p-${x.toString(16)}`, monthlyRent: 900 + (x % 2000), neighborhood: ["Bend", "Salem", "Café Ünïcode"][x % 3] }));
  }
  return Buffer.from(rows.join(","), "utf8");
}

describe("crc32Combine", () => {
  it("gives the CRC-32 of the concatenation, for empty, short and long second parts", () => {
    const data = listingsLike(3000);
    for (const cut of [0, 1, 7, 255, 4096, 65_537, data.length - 1, data.length]) {
      const a = data.subarray(0, cut);
      const b = data.subarray(cut);
      expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(data));
    }
  });
});

describe("GzipMember", () => {
  it("joins separately compressed segments into one gzip member that decodes to their concatenation", () => {
    const parts = [Buffer.from('{"success":true,"listings":['), listingsLike(1000, 2), Buffer.from(","), listingsLike(1000, 3), Buffer.from(""), Buffer.from('],"count":2000}')];
    const member = new GzipMember();
    // A segment may be sent in any number of answers: compressed once, at any level.
    const segments = parts.map((p, i) => deflateSegment(p, i % 2 === 0 ? 6 : 1));
    const body = Buffer.concat([member.header(), ...segments.map((s) => member.add(s)), member.end()]);
    expect(gunzipSync(body).equals(Buffer.concat(parts))).toBe(true);
    // One member: the body ends with its own trailer, the length of everything.
    expect(body.readUInt32LE(body.length - 4)).toBe(Buffer.concat(parts).length);
    expect(body.length).toBeLessThan(Buffer.concat(parts).length / 2);
  });

  it("writes a valid empty body", () => {
    const member = new GzipMember();
    expect(gunzipSync(Buffer.concat([member.header(), member.end()])).length).toBe(0);
  });

  it("fails to decode when a segment is altered (the trailer's CRC covers every segment)", () => {
    const member = new GzipMember();
    const a = deflateSegment(Buffer.from("aaaa"));
    const b = { ...deflateSegment(Buffer.from("bbbb")), crc: crc32(Buffer.from("bbbc")) };
    expect(() => gunzipSync(Buffer.concat([member.header(), member.add(a), member.add(b), member.end()]))).toThrow();
  });
});

describe("acceptsGzip", () => {
  it("reads Accept-Encoding with q-values (RFC 9110)", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("x-gzip")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip; q=0.000, *")).toBe(false);
    expect(acceptsGzip("*;q=0")).toBe(false);
    expect(acceptsGzip("br, *;q=0.1")).toBe(true);
  });
});
