// One colour per labor type, shared by the chart and the legend table (server and client).
// Dark enough for white text and distinguishable side by side.
export const LABOR_COLORS: Record<string, string> = {
  service: "#1d4ed8",
  administrative: "#6d28d9",
  skilled: "#b45309",
  physical: "#15803d",
  technical: "#0e7490",
  outreach: "#be185d",
  education: "#4338ca",
  other: "#475569",
};

export function laborColor(laborType: string): string {
  return LABOR_COLORS[laborType] ?? "#475569";
}
