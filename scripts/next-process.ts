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

/**
 * Options of `next start` itself, before the caller's (a repeated option: the last wins).
 *
 * `--keepAliveTimeout 65000`: how long an idle keep-alive connection stays open. Node's default is
 * 5 s. A load balancer or proxy in front (AWS ALB, nginx, Caddy) keeps its connections to the app
 * open for 60 s or more and reuses them; a server that closes one sooner closes it under a request
 * the balancer is already sending, which answers that request 502. The same race hits any client
 * when this server lags, because Node runs its timers before it reads the sockets: a server
 * starved of CPU for a few seconds closed idle sockets that already held a request, and the
 * clients got ECONNRESET (docs/decisions/111-keep-alive-longer-than-the-balancer.md).
 */
export const SERVER_START_OPTIONS: readonly string[] = ["--keepAliveTimeout", "65000"];

/** Arguments for `process.execPath` that run `next <mode> ...args`, with `nodeArgs` after the server's own options (the last of a repeated option wins). */
export function nextProcessArgs(mode: "dev" | "start", args: readonly string[], nodeArgs: readonly string[] = []): string[] {
  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  if (mode === "dev") return [...nodeArgs, nextBin, mode, ...args];
  return [...SERVER_NODE_OPTIONS, ...nodeArgs, nextBin, mode, ...SERVER_START_OPTIONS, ...args];
}

/**
 * Node options a test stack or bench adds to its server process only, from TEST_SERVER_NODE_ARGS,
 * e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server under a bench (NODE_OPTIONS
 * refuses --cpu-prof, and would reach the bench's own process too). BENCH_SERVER_NODE_ARGS, the
 * name bench/scale.ts read before, is still read when the first is not set.
 */
export function serverNodeArgsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.TEST_SERVER_NODE_ARGS ?? env.BENCH_SERVER_NODE_ARGS ?? "").split(/\s+/).filter(Boolean);
}
