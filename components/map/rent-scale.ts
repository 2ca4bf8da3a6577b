// The dollar colour scale of the rent hexagons and their legend: five classes between the
// lowest and highest hexagon median, with bounds rounded to $50 so the legend reads naturally.
export interface RentClass {
  from: number;
  to: number;
  color: string;
}

// Sequential, colour-blind-safe (ColorBrewer YlOrRd 5) and readable on the light land colour.
const COLORS = ["#ffffb2", "#fecc5c", "#fd8d3c", "#f03b20", "#bd0026"];

export function rentClasses(medians: readonly number[]): RentClass[] {
  if (medians.length === 0) return [];
  const lo = Math.floor(Math.min(...medians) / 50) * 50;
  const hi = Math.max(lo + 50 * COLORS.length, Math.ceil(Math.max(...medians) / 50) * 50);
  const step = Math.ceil((hi - lo) / COLORS.length / 50) * 50;
  return COLORS.map((color, i) => ({ from: lo + i * step, to: lo + (i + 1) * step, color }));
}

export function colorFor(classes: readonly RentClass[], rent: number): string {
  const found = classes.find((c) => rent < c.to) ?? classes[classes.length - 1];
  return found?.color ?? COLORS[0];
}
