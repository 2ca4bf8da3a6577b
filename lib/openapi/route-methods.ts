// The methods each API path serves, read from the OpenAPI registry (tests/integration/openapi.test.ts
// keeps the document equal to the route files, so this is the routes' own list). The proxy
// answers any other method with 405 in the error envelope and an Allow header; Next's own answer
// to a method a route file does not export is an empty 405 without Allow.
import "./document";
import { registry } from "./registry";

interface Template {
  /** Path segments after /; null for a parameter ({id}). */
  segments: (string | null)[];
  methods: Set<string>;
}

let templates: Template[] | undefined;

function load(): Template[] {
  const byPath = new Map<string, Set<string>>();
  for (const d of registry.definitions) {
    if (d.type !== "route") continue;
    const methods = byPath.get(d.route.path) ?? new Set<string>();
    methods.add(d.route.method.toUpperCase());
    byPath.set(d.route.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({
    segments: path
      .split("/")
      .slice(1)
      .map((s) => (/^\{\w+\}$/.test(s) ? null : s)),
    methods,
  }));
}

/** Next's rule: at the first segment where they differ, a literal segment beats a parameter. */
function moreSpecific(a: Template, b: Template): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    if (a.segments[i] !== null && b.segments[i] === null) return true;
    if (a.segments[i] === null && b.segments[i] !== null) return false;
  }
  return false;
}

/**
 * The methods the route of `pathname` answers, with HEAD where it has GET and OPTIONS (both
 * answered by Next itself), sorted; null when no documented route has this path (the catch-all
 * answers it with NOT_FOUND, next-auth serves /api/auth).
 */
export function allowedMethods(pathname: string): string[] | null {
  templates ??= load();
  const parts = (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).split("/").slice(1);
  let best: Template | undefined;
  for (const t of templates) {
    if (t.segments.length !== parts.length) continue;
    if (!t.segments.every((s, i) => (s === null ? parts[i] !== "" : s === parts[i]))) continue;
    if (!best || moreSpecific(t, best)) best = t;
  }
  if (!best) return null;
  const allowed = new Set([...best.methods, "OPTIONS"]);
  if (allowed.has("GET")) allowed.add("HEAD");
  return [...allowed].sort();
}
