// The local stand-in for the Cosmos DB source on the embedded default: which sample listings the
// launcher's emulator holds, so the demo seed can refer to them (a hand-made property the first
// sync adopts).
import type { Env } from "@/lib/env";

export const DEMO_SOURCE = { database: "rentals", container: "listings", seed: 1, count: 2000 } as const;

/** The local emulator accepts any key; this is the one its clients send. */
export const EMULATOR_KEY = "emulator-key-any-value-works==";

/** The demo source starts only on the embedded default and only when no COSMOS_* is set at all. */
export function wantsDemoSource(e: Env): boolean {
  return !e.DATABASE_URL && !e.COSMOS_ENDPOINT && !e.COSMOS_KEY && !e.COSMOS_DATABASE && !e.COSMOS_CONTAINER;
}
