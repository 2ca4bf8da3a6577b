// The house's import graph, read from the source: no cycle anywhere in the checkout, lib/ in the
// layers of layers.config.mjs (docs/architecture.md), the folders of lib/corps and lib/properties
// without a cycle between them, sign-in reaching the domain through its one door, components never
// importing app/. Relative imports count too (the eslint rules only see specifiers).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ABOVE_LIB, LIB_LAYERS, SIGN_IN_DOOR } from "@/layers.config.mjs";

const ROOT = path.resolve(__dirname, "../..");
const SOURCE_DIRS = ["app", "components", "lib", "pages", "scripts", "bench", "tests", "prisma"];
const SKIP = new Set(["node_modules", ".next", ".data", "generated"]);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIP.has(name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith("./") || spec.startsWith("../")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every repository file each source file imports (static, dynamic and type-only imports alike). */
function importGraph(): Map<string, string[]> {
  const files = [...SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(ROOT, d))), ...["proxy.ts", "instrumentation.ts"].map((f) => path.join(ROOT, f)).filter(existsSync)];
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles.map((i) => resolveImport(file, i.fileName)).filter((t): t is string => t !== null);
    graph.set(path.relative(ROOT, file), [...new Set(targets.map((t) => path.relative(ROOT, t)))]);
  }
  return graph;
}

/** The graph between groups of files (a file's group by `groupOf`; null leaves it out). */
function groupGraph(graph: Map<string, string[]>, groupOf: (file: string) => string | null): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const a = groupOf(from);
    if (a === null) continue;
    if (!out.has(a)) out.set(a, new Set());
    for (const to of targets) {
      const b = groupOf(to);
      if (b !== null && b !== a) out.get(a)?.add(b);
    }
  }
  return out;
}

/** Each cycle found by a depth-first walk, as "a -> b -> a". */
function cycles(graph: Map<string, Iterable<string>>): string[] {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next].join(" -> "));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

/** lib/<room>/... or lib/<room>.ts → room; null outside lib/. */
function libRoom(file: string): string | null {
  const parts = file.split("/");
  if (parts[0] !== "lib" || parts.length < 2) return null;
  return parts[1].replace(/\.(ts|tsx)$/, "");
}

/** lib/<domain>/<folder>/... → folder, lib/<domain>/<file>.ts → file; null elsewhere. */
const domainFolder = (domain: string) => (file: string) => {
  const parts = file.split("/");
  if (parts[0] !== "lib" || parts[1] !== domain || parts.length < 3) return null;
  return parts[2];
};

const graph = importGraph();
const layerOf = new Map(LIB_LAYERS.flatMap((rooms, depth) => rooms.map((room) => [room, depth] as const)));

describe("the import graph", () => {
  it("reads the whole checkout", () => {
    expect(graph.size).toBeGreaterThan(400);
    expect(graph.get("lib/http/route.ts")).toContain("lib/errors/api-error.ts");
  });

  it("has no cycle between files anywhere", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("has no cycle between the rooms of lib/, nor between the folders of lib/corps or lib/properties", () => {
    expect(cycles(groupGraph(graph, libRoom))).toEqual([]);
    expect(cycles(groupGraph(graph, domainFolder("corps")))).toEqual([]);
    expect(cycles(groupGraph(graph, domainFolder("properties")))).toEqual([]);
  });

  it("names every room of lib/ in layers.config.mjs", () => {
    const rooms = new Set([...graph.keys()].map(libRoom).filter((r): r is string => r !== null));
    expect([...rooms].filter((room) => !layerOf.has(room))).toEqual([]);
  });

  it("runs every arrow of lib/ downwards: a room imports only rooms of lower layers", () => {
    const backward: string[] = [];
    for (const [from, targets] of graph) {
      const a = libRoom(from);
      if (a === null) continue;
      for (const to of targets) {
        const b = libRoom(to);
        if (b === null) backward.push(`${from} -> ${to} (outside lib/)`);
        else if (b !== a && (layerOf.get(b) ?? -1) <= (layerOf.get(a) ?? -1)) backward.push(`${from} -> ${to}`);
      }
    }
    expect(backward).toEqual([]);
  });

  it("lets sign-in reach the domain through its one narrow interface only", () => {
    const reaching = [...graph].filter(([from, targets]) => libRoom(from) === "sign-in" && targets.some((t) => ["corps", "properties"].includes(libRoom(t) ?? "")));
    expect(reaching.map(([from]) => from)).toEqual([SIGN_IN_DOOR]);
  });

  it("keeps components/ and lib/ free of imports from the pages and the tooling above them", () => {
    const upward = [...graph].flatMap(([from, targets]) => {
      const top = from.split("/")[0];
      const forbidden = top === "lib" ? ABOVE_LIB : top === "components" ? ["app", "pages"] : [];
      return targets.filter((t) => forbidden.includes(t.split("/")[0])).map((t) => `${from} -> ${t}`);
    });
    expect(upward).toEqual([]);
  });
});

describe("the rooms' size", () => {
  it("keeps every folder of lib/ (the generated client aside) at 15 code files or fewer, so a room is split before it blurs", () => {
    const crowded: string[] = [];
    const walk = (dir: string) => {
      const entries = readdirSync(dir);
      // Code files: a folder of message catalogues (lib/i18n/messages/<locale>, one JSON per namespace) is data.
      const files = entries.filter((name) => /\.(ts|tsx|mts)$/.test(name) && statSync(path.join(dir, name)).isFile());
      if (files.length > 15) crowded.push(`${path.relative(ROOT, dir)}: ${files.length}`);
      for (const name of entries) if (!SKIP.has(name) && statSync(path.join(dir, name)).isDirectory()) walk(path.join(dir, name));
    };
    walk(path.join(ROOT, "lib"));
    expect(crowded).toEqual([]);
  });
});
