// The dashboard's "Why it fits" lines: each English sentence the recommendations write
// (lib/corps/dashboards/recommendations.ts) is shown in the reader's language; an unknown one as is.
import { describe, expect, it } from "vitest";
import { translateMatchReason } from "@/components/volunteer/match-reason";
import { translatorFor } from "@/lib/i18n/translator";

function inLocale(locale: "en" | "es") {
  const t = translatorFor(locale, "volunteer");
  return (reason: string) => translateMatchReason(reason, (key, values) => t(`home.reason.${key}`, values));
}

describe("translateMatchReason", () => {
  const sentences = ["Uses your skills: Cooking, First aid", "Matches your interests: youth", "Fits your availability", "Remote", "3.4 miles away", "Within your physical and tech comfort"];

  it("gives back the English sentences unchanged in English", () => {
    expect(sentences.map(inLocale("en"))).toEqual(sentences);
  });

  it("says each sentence in Spanish, keeping the names and the distance", () => {
    expect(sentences.map(inLocale("es"))).toEqual([
      "Usa tus habilidades: Cooking, First aid",
      "Coincide con tus intereses: youth",
      "Encaja con tu disponibilidad",
      "Remota",
      "A 3.4 millas",
      "Dentro de tu nivel físico y tecnológico",
    ]);
  });

  it("shows a sentence it does not know as written", () => {
    expect(inLocale("es")("Close to a bus line")).toBe("Close to a bus line");
  });
});
