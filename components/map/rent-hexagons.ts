// Listings binned into H3 hexagons with the median rent and count of each: what the map's heat
// layer draws. Pure (h3-js only), so it is unit-tested without a browser.
import { cellToBoundary, latLngToCell } from "h3-js";

export interface RentHexagon {
  cell: string;
  boundary: [number, number][];
  count: number;
  median: number;
}

/** Coarser cells when zoomed out, so a hexagon always covers a readable area of the map. */
export function hexResolution(zoom: number): number {
  if (zoom <= 5) return 3;
  if (zoom <= 7) return 4;
  if (zoom <= 9) return 5;
  if (zoom <= 11) return 6;
  return 7;
}

function median(sorted: number[]): number {
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)] + sorted[Math.ceil(mid)]) / 2;
}

export function rentHexagons(points: readonly { position: [number, number]; rent: number }[], resolution: number): RentHexagon[] {
  const cells = new Map<string, number[]>();
  for (const p of points) {
    const cell = latLngToCell(p.position[0], p.position[1], resolution);
    const rents = cells.get(cell);
    if (rents) rents.push(p.rent);
    else cells.set(cell, [p.rent]);
  }
  return [...cells].map(([cell, rents]) => ({
    cell,
    boundary: cellToBoundary(cell) as [number, number][],
    count: rents.length,
    median: median(rents.sort((a, b) => a - b)),
  }));
}
