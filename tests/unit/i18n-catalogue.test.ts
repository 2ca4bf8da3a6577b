// The message catalogues (issue 30): English and Spanish have exactly the same keys, the same
// placeholders and no empty message, and every key is used by the code. A key the code asks for
// but the catalogue lacks fails the type check (lib/types/next-intl.d.ts).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUES, NAMESPACES } from "@/lib/i18n/messages";
import { LOCALES } from "@/lib/i18n/locales";
import { flattenMessages, type MessageTree } from "@/lib/i18n/flatten";

const ROOT = path.resolve(__dirname, "../..");


/** Every "ns.key.path" of a locale's catalogue with its message. */
function messagesOf(locale: (typeof LOCALES)[number]): Map<string, string> {
  const out = new Map<string, string>();
  for (const ns of NAMESPACES) for (const [k, v] of flattenMessages(CATALOGUES[locale][ns] as MessageTree)) out.set(`${ns}.${k}`, v);
  return out;
}

/** The arguments a message takes: {name}, {count, plural, ...} (and those inside its branches), <tag> of t.rich. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  // Text level: "{" opens an argument; a plural or select argument's branches are text again.
  const text = (from: number, until: string | null): number => {
    let i = from;
    while (i < message.length) {
      const c = message[i];
      if (until !== null && c === until) return i;
      if (c === "{") i = argument(i + 1);
      else i += 1;
    }
    return i;
  };
  const argument = (from: number): number => {
    const head = /^\s*(\w+)\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(from));
    const name = head?.[1] ?? "";
    found.add(`{${name}}`);
    let i = from + (head?.[0].length ?? 0);
    if (message[i] === "}") return i + 1;
    // Branches: "selector {text}" pairs until the closing brace (number/date styles have none).
    i += 1;
    while (i < message.length && message[i] !== "}") {
      if (message[i] === "{") i = text(i + 1, "}") + 1;
      else i += 1;
    }
    return i + 1;
  };
  text(0, null);
  for (const m of message.matchAll(/<(\w+)>/g)) found.add(`<${m[1]}>`);
  return [...found].sort();
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return ["node_modules", "generated", "messages", ".next"].includes(name) ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/**
 * Which keys the code uses. A file that opens a namespace (useTranslations("ns"),
 * getTranslations("ns") or { namespace: "ns" }, translatorFor(locale, "ns"), or a comment
 * "i18n-namespace: ns" where the translator comes from the caller) uses "ns.x" when it
 * holds the literal "x", or a template literal `x.${...}` whose prefix starts "ns.x" (dynamic keys).
 */
function usedKeys(all: string[]): Set<string> {
  const used = new Set<string>();
  const files = ["app", "components", "lib"].flatMap((d) => sourceFiles(path.join(ROOT, d)));
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const namespaces = new Set<string>();
    for (const m of text.matchAll(/(?:useTranslations|getTranslations)\(\s*["'](\w+)["']/g)) namespaces.add(m[1] as string);
    for (const m of text.matchAll(/namespace:\s*["'](\w+)["']/g)) namespaces.add(m[1] as string);
    for (const m of text.matchAll(/translatorFor\([^,()]+,\s*["'](\w+)["']/g)) namespaces.add(m[1] as string);
    // notifyT (lib/corps/notifications/localized.ts) is the "notify" namespace's translator.
    if (/\bnotifyT\(/.test(text)) namespaces.add("notify");
    // A file that receives its translator from the caller names the namespace in a comment.
    for (const m of text.matchAll(/i18n-namespace:\s*(\w+)/g)) namespaces.add(m[1] as string);
    if (namespaces.size === 0) continue;
    const literals = new Set([...text.matchAll(/["'`]([\w.-]+)["'`]/g)].map((m) => m[1] as string));
    const prefixes = [...text.matchAll(/`([\w.]+)\$\{/g)].map((m) => m[1] as string);
    for (const key of all) {
      const [ns, ...rest] = key.split(".");
      if (!namespaces.has(ns as string)) continue;
      const inner = rest.join(".");
      if (literals.has(inner) || literals.has(key) || prefixes.some((p) => inner.startsWith(p) || key.startsWith(p))) used.add(key);
    }
  }
  return used;
}

describe("message catalogues", () => {
  const en = messagesOf("en");

  it("are the same keys in every language, with the same placeholders and no empty message", () => {
    for (const locale of LOCALES) {
      const other = messagesOf(locale);
      expect([...other.keys()].filter((k) => !en.has(k)), `keys only in ${locale}`).toEqual([]);
      expect([...en.keys()].filter((k) => !other.has(k)), `keys missing from ${locale}`).toEqual([]);
      for (const [key, message] of other) {
        expect(message.trim(), `${locale} ${key} is empty`).not.toBe("");
        expect(placeholders(message), `${locale} ${key}`).toEqual(placeholders(en.get(key) ?? ""));
      }
    }
  });

  it("hold no key the code does not use", () => {
    const all = [...en.keys()];
    const used = usedKeys(all);
    expect(all.filter((k) => !used.has(k))).toEqual([]);
  });

  it("are real translations: most Spanish messages differ from the English ones", () => {
    const es = messagesOf("es");
    const same = [...en].filter(([k, v]) => es.get(k) === v && /[a-z]{4,}/i.test(v));
    // Names of things (Webhooks, Email, OK) may stay; whole sentences may not.
    expect(same.filter(([, v]) => v.split(" ").length > 2).map(([k]) => k)).toEqual([]);
  });
});
