// A gzip body assembled from separately compressed segments, so a response can reuse segments
// compressed for an earlier one (the listings endpoint keeps its batches' segments) instead of
// compressing every byte again. Each segment is raw deflate ended by a sync flush: no final-block
// bit and byte-aligned, so segments concatenate into one valid deflate stream (what pigz does).
// The stream is then one gzip member, not several: a body of several members is valid (RFC 1952)
// but rarely sent, and one member leaves a client's decoder nothing unusual to handle.
// Its CRC-32 is combined from the segments' own (zlib's crc32_combine), so a reused segment is
// never read again.
import { promisify } from "node:util";
import { constants, crc32, deflateRaw, deflateRawSync } from "node:zlib";

export interface DeflateSegment {
  /** Raw deflate blocks, not final, byte-aligned. */
  bytes: Buffer;
  /** CRC-32 and length of the uncompressed data. */
  crc: number;
  length: number;
}

/** Ends a segment with a sync flush instead of a final block; level 6 is zlib's (and Next's) default. */
const segmentOptions = (level: number) => ({ level, finishFlush: constants.Z_SYNC_FLUSH });

/** Compresses one segment. */
export function deflateSegment(data: Buffer, level = 6): DeflateSegment {
  return { bytes: deflateRawSync(data, segmentOptions(level)), crc: crc32(data), length: data.length };
}

const deflateRawAsync = promisify(deflateRaw);

/** deflateSegment on libuv's thread pool: for large segments, off the event loop's thread. */
export async function deflateSegmentAsync(data: Buffer, level = 6): Promise<DeflateSegment> {
  return { bytes: await deflateRawAsync(data, segmentOptions(level)), crc: crc32(data), length: data.length };
}

function gf2Times(mat: Uint32Array, vec: number): number {
  let sum = 0;
  for (let i = 0; vec !== 0; i++, vec >>>= 1) if (vec & 1) sum ^= mat[i];
  return sum >>> 0;
}

function gf2Square(square: Uint32Array, mat: Uint32Array): void {
  for (let n = 0; n < 32; n++) square[n] = gf2Times(mat, mat[n]);
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and B's length (zlib's crc32_combine). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  if (lengthB <= 0) return crcA >>> 0;
  const even = new Uint32Array(32);
  const odd = new Uint32Array(32);
  // The operator for one zero bit, then squared to two and four.
  odd[0] = 0xedb88320;
  for (let n = 1, row = 1; n < 32; n++, row <<= 1) odd[n] = row;
  gf2Square(even, odd);
  gf2Square(odd, even);
  let crc = crcA >>> 0;
  let len = lengthB;
  // Apply len zero bytes to crcA, one bit of len at a time (the first square is eight zero bits).
  for (;;) {
    gf2Square(even, odd);
    if (len % 2 === 1) crc = gf2Times(even, crc);
    len = Math.floor(len / 2);
    if (len === 0) break;
    gf2Square(odd, even);
    if (len % 2 === 1) crc = gf2Times(odd, crc);
    len = Math.floor(len / 2);
    if (len === 0) break;
  }
  return (crc ^ crcB) >>> 0;
}

// Magic, deflate, no flags, no mtime, no extra flags, OS unknown (RFC 1952).
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final block with fixed codes: BFINAL=1, BTYPE=01, end-of-block code.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Writes one gzip member from segments: header() first, then each segment's bytes, then end(). */
export class GzipMember {
  private crc = 0;
  private length = 0;

  header(): Buffer {
    return HEADER;
  }

  /** The bytes to send for a segment (its own), counted into the trailer. */
  add(segment: DeflateSegment): Buffer {
    this.crc = crc32Combine(this.crc, segment.crc, segment.length);
    this.length += segment.length;
    return segment.bytes;
  }

  /** The final block and the trailer: CRC-32 and length mod 2^32, little-endian. */
  end(): Buffer {
    const trailer = Buffer.alloc(10);
    FINAL_BLOCK.copy(trailer, 0);
    trailer.writeUInt32LE(this.crc >>> 0, 2);
    trailer.writeUInt32LE(this.length % 2 ** 32, 6);
    return trailer;
  }
}

/**
 * Whether an Accept-Encoding header accepts gzip (RFC 9110 12.5.3): gzip or x-gzip with a q above
 * 0, or `*` above 0 when gzip is not named. Absent or empty: identity only.
 */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  let named: number | null = null;
  let any: number | null = null;
  for (const part of header.split(",")) {
    const [token, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    let q = 1;
    for (const p of params) {
      const m = /^q\s*=\s*([0-9.]+)$/.exec(p);
      if (m) q = Number(m[1]);
    }
    if (Number.isNaN(q)) q = 0;
    if (token === "gzip" || token === "x-gzip") named = Math.max(named ?? 0, q);
    else if (token === "*") any = q;
  }
  return (named ?? any ?? 0) > 0;
}
