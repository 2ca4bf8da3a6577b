// Writes the PNG icons and favicon.ico in public/ from public/icon.svg. Run it after changing
// the SVG (`npx tsx scripts/make-icons.ts`) and commit the files it writes; nothing runs it at
// build time. sharp is installed with Next (its image optimizer).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const pub = path.resolve(import.meta.dirname, "..", "public");
const svg = readFileSync(path.join(pub, "icon.svg"));

async function png(size: number, padding = 0): Promise<Buffer> {
  const inner = size - 2 * padding;
  const art = await sharp(svg, { density: Math.ceil((72 * inner) / 32) }).resize(inner, inner).png().toBuffer();
  if (!padding) return art;
  // A maskable icon keeps its art inside the safe zone (the centre 80 %) on a full background.
  return sharp({ create: { width: size, height: size, channels: 4, background: "#1e40af" } })
    .composite([{ input: art, top: padding, left: padding }])
    .png()
    .toBuffer();
}

/** An ICO file holding PNG images (allowed since Windows Vista, read by every browser). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

async function main() {
  for (const size of [192, 512]) writeFileSync(path.join(pub, `icon-${size}.png`), await png(size));
  writeFileSync(path.join(pub, "icon-maskable-512.png"), await png(512, 52));
  writeFileSync(path.join(pub, "apple-touch-icon.png"), await png(180));
  writeFileSync(path.join(pub, "favicon.ico"), ico([{ size: 16, data: await png(16) }, { size: 32, data: await png(32) }, { size: 48, data: await png(48) }]));
}

await main();
