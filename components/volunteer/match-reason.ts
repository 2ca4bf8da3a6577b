// The dashboard's "Why it fits" lines. The recommendations API returns them as English sentences
// (API text stays English, issue 30); the page shows them in the reader's language by recognising
// each sentence lib/corps/dashboards/recommendations.ts writes. An unknown sentence is shown as is.
type ReasonT = (key: "skills" | "interests" | "available" | "remote" | "distance" | "comfort", values?: { list?: string; miles?: string }) => string;

const PATTERNS: [RegExp, (m: RegExpMatchArray, t: ReasonT) => string][] = [
  [/^Uses your skills: (.+)$/, (m, t) => t("skills", { list: m[1] })],
  [/^Matches your interests: (.+)$/, (m, t) => t("interests", { list: m[1] })],
  [/^Fits your availability$/, (_m, t) => t("available")],
  [/^Remote$/, (_m, t) => t("remote")],
  [/^([\d.]+) miles away$/, (m, t) => t("distance", { miles: m[1] })],
  [/^Within your physical and tech comfort$/, (_m, t) => t("comfort")],
];

export function translateMatchReason(reason: string, t: ReasonT): string {
  for (const [pattern, render] of PATTERNS) {
    const m = reason.match(pattern);
    if (m) return render(m, t);
  }
  return reason;
}
