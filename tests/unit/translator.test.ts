// translatorFor formats plain values with messages compiled once (lib/i18n/translator.ts). use-intl's
// own translator is the reference: for every message of every namespace and language, with values
// of each kind its arguments take (plural counts 0, 1, 2 and 5, each select branch), both must give
// the same text, and what the fast path leaves to use-intl (rich text, dates) still works.
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { flattenMessages, type MessageTree } from "@/lib/i18n/flatten";
import { LOCALES } from "@/lib/i18n/locales";
import { CATALOGUES, NAMESPACES } from "@/lib/i18n/messages";
import { referenceTranslatorFor, translatorFor } from "@/lib/i18n/translator";

type Values = Record<string, string | number>;
type Element = ReturnType<IntlMessageFormat["getAst"]>[number];

// intl-messageformat's element types (TYPE in @formatjs/icu-messageformat-parser).
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

/** Sets of values that exercise every branch of a message; null when it needs rich text or dates. */
function valueSets(message: string, locale: string): Values[] | null {
  const ast = new IntlMessageFormat(message, locale).getAst();
  const variants: Record<string, (string | number)[]> = {};
  let plainOnly = true;
  const walk = (elements: Element[]) => {
    for (const el of elements) {
      if (el.type === TAG || el.type === DATE || el.type === TIME) plainOnly = false;
      if (el.type === ARGUMENT) variants[el.value] ??= ["Ana & <Bo>"];
      if (el.type === NUMBER) variants[el.value] ??= [1234.5];
      if (el.type === PLURAL) variants[el.value] = [0, 1, 2, 5];
      if (el.type === SELECT) variants[el.value] = Object.keys(el.options).map((k) => (k === "other" ? "something-else" : k));
      if (el.type === TAG) walk(el.children);
      if (el.type === SELECT || el.type === PLURAL) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(ast);
  if (!plainOnly) return null;
  const names = Object.keys(variants);
  const width = Math.max(1, ...names.map((n) => variants[n].length));
  return Array.from({ length: width }, (_, i) => Object.fromEntries(names.map((n) => [n, variants[n][i % variants[n].length]])));
}

describe("translatorFor (messages compiled once)", () => {
  for (const locale of LOCALES) {
    it(`gives use-intl's text for every ${locale} message and value kind`, () => {
      let compared = 0;
      for (const ns of NAMESPACES) {
        const fast = translatorFor(locale, ns) as unknown as (key: string, values?: Values) => string;
        const reference = referenceTranslatorFor(locale, ns) as unknown as (key: string, values?: Values) => string;
        for (const [key, message] of flattenMessages(CATALOGUES[locale][ns] as MessageTree)) {
          const sets = valueSets(message, locale);
          if (!sets) continue;
          for (const values of sets) {
            expect(fast(key, values), `${ns}.${key} ${JSON.stringify(values)}`).toBe(reference(key, values));
            compared += 1;
          }
        }
      }
      // The catalogues have a couple of thousand messages: the walk must have reached them.
      expect(compared).toBeGreaterThan(2000);
    });
  }

  it("is one translator per language and namespace", () => {
    expect(translatorFor("es", "notify")).toBe(translatorFor("es", "notify"));
    expect(translatorFor("fr", "notify")).toBe(translatorFor("en", "notify"));
    expect(translatorFor("es", "notify")).not.toBe(translatorFor("en", "notify"));
  });

  it("formats a plural, a select and a waitlist position as use-intl does", () => {
    const t = translatorFor("es", "notify");
    expect(t("seats.drawWaitlist", { title: "Banco de alimentos", position: "12" })).toContain("12");
    expect(t("seats.drawWaitlist", { title: "Banco de alimentos", position: "12" })).toContain("Banco de alimentos");
  });

  it("leaves rich text to use-intl", () => {
    const t = translatorFor("en", "admin");
    const rich = t.markup("organization.currentZone", { zone: "America/Chicago", strong: (chunks: string) => `[${chunks}]` });
    expect(rich).toBe("Current time zone: [America/Chicago]. Calendars show times in it.");
    expect(t.has("organization.currentZone")).toBe(true);
  });
});
