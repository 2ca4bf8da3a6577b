// Is this error the database being unreachable, rather than a bug? Then the answer is 503
// SERVICE_UNAVAILABLE with Retry-After (docs/decisions/045), not 500. The signs are read from
// the error and what it wraps: Prisma's connection codes, its driver adapter's error kinds, pg's
// socket errors and messages, and PostgreSQL's connection SQLSTATEs. Matched by value, so
// neither the generated client nor pg is imported here.

/** Node socket errors: refused, reset, timed out, name not found. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
/** Prisma: can't reach, timed out, server closed the connection, pool timeout. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** @prisma/adapter-pg's error kinds for the same. */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/**
 * SQLSTATE: class 08 (connection exception); 57P01-57P03 (the server shuts down or cannot
 * connect now); 53300 (too many connections); 57014 (the statement timed out on the connection).
 */
const SQLSTATE = /^(08...|57P0[1-3]|53300|57014)$/;
/** pg's own errors, which carry no code. */
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Can't reach database server|Server has closed the connection/i;

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function looksUnavailable(err: unknown): boolean {
  const code = field(err, "code");
  const kind = field(err, "kind");
  const message = field(err, "message");
  const name = field(err, "name");
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof code === "string" && name === "PrismaClientKnownRequestError" && PRISMA_CODES.has(code)) return true;
  if (name === "PrismaClientInitializationError") return true;
  if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
  return typeof message === "string" && MESSAGES.test(message);
}

/** True when `err`, or an error it wraps, says the database cannot be reached or dropped the connection. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0 && seen.size < 12) {
    const next = queue.shift();
    if (next === undefined || next === null || seen.has(next)) continue;
    seen.add(next);
    if (looksUnavailable(next)) return true;
    queue.push(field(next, "cause"), field(field(next, "meta"), "driverAdapterError"));
    const inner = field(next, "errors");
    if (Array.isArray(inner)) queue.push(...inner);
  }
  return false;
}
