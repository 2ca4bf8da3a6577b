// The one Prisma client of the app, on the pg driver adapter (Prisma 7 needs one).
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

export type Db = PrismaClient;
/** A client or an interactive transaction: services accept either. */
export type DbTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

const globalForDb = globalThis as unknown as { __corpsDb?: PrismaClient };

export function createDb(url: string, poolSize = 10): PrismaClient {
  const adapter = new PrismaPg({ connectionString: url, max: poolSize });
  return new PrismaClient({ adapter });
}

/**
 * The shared client. DATABASE_URL is set by the operator, or by scripts/run.ts after it
 * started the embedded PostgreSQL; `next start` alone without it cannot know where data is.
 */
export function db(): PrismaClient {
  if (globalForDb.__corpsDb) return globalForDb.__corpsDb;
  const url = env().DATABASE_URL;
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which start the " +
        "embedded database, or set DATABASE_URL to a PostgreSQL database.",
    );
  }
  // The embedded server (PGlite behind a socket) is one database session shared by every
  // connection and interleaves the protocol messages of concurrent connections (a statement
  // bound with another connection's parameters): one connection keeps them in order.
  globalForDb.__corpsDb = createDb(url, env().EMBEDDED_DB ? 1 : 10);
  return globalForDb.__corpsDb;
}
