// The command line of every `next` process the project starts: `npm start` / `npm run dev`
// (scripts/run.ts), the test stacks and the benches. One place, so that what the benches measure
// is the server `npm start` runs.
import { createRequire } from "node:module";

/**
 * Node options of the production server (`next start`).
 *
 * `--max-semi-space-size=16`: with its defaults V8 let the young generation grow far enough that a
 * server streaming large listing answers sat well over its idle memory although it retains
 * nothing between requests; 16 MB semi-spaces keep it near idle at the same latency
 * (docs/decisions/028-server-semi-space-size.md). A host that runs `next start` by other means
 * sets the same option through NODE_OPTIONS.
 */
export const SERVER_NODE_OPTIONS: readonly string[] = ["--max-semi-space-size=16"];

/** Arguments for `process.execPath` that run `next <mode> ...args`, with `nodeArgs` after the server's own options (the last of a repeated option wins). */
export function nextProcessArgs(mode: "dev" | "start", args: readonly string[], nodeArgs: readonly string[] = []): string[] {
  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  return [...(mode === "start" ? SERVER_NODE_OPTIONS : []), ...nodeArgs, nextBin, mode, ...args];
}
