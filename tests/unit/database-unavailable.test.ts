// Which errors mean "the database cannot be reached" (503 SERVICE_UNAVAILABLE, Retry-After 5)
// and which are bugs or the caller's (docs/decisions/045). The Prisma and pg errors are real
// ones, made against a port that refuses; the rest are the shapes their libraries produce.
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createDb, poolOf } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { toApiError } from "@/lib/errors/to-api-error";
import { isDatabaseUnavailable } from "@/lib/errors/unavailable";
import { errorResponse } from "@/lib/http/error-response";

async function refusingPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

async function thrown(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error("expected a failure");
}

const dbs: ReturnType<typeof createDb>[] = [];
afterAll(async () => {
  for (const db of dbs) await db.$disconnect().catch(() => undefined);
});

describe("an unreachable database", () => {
  it("is recognised through Prisma (model query, raw query, transaction) and the raw pg pool", async () => {
    const db = createDb(`postgres://nobody@127.0.0.1:${await refusingPort()}/none`, 1);
    dbs.push(db);
    const errors = [
      await thrown(() => db.user.findMany({ take: 1 })),
      await thrown(() => db.$queryRaw`SELECT 1`),
      await thrown(() => db.$transaction(async (tx) => tx.user.count())),
      await thrown(() => poolOf(db).query({ text: "SELECT 1", rowMode: "array" })),
    ];
    for (const err of errors) expect(isDatabaseUnavailable(err), String(err)).toBe(true);
  });

  it.each([
    ["pg: the server closed the connection", new Error("Connection terminated unexpectedly")],
    ["pg: no free connection in time", new Error("timeout exceeded when trying to connect")],
    ["pg: query_timeout", new Error("Query read timeout")],
    ["server shutting down (57P01)", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    ["statement timeout (57014)", Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" })],
    ["connection exception (08006)", Object.assign(new Error("connection failure"), { code: "08006" })],
    ["socket reset, wrapped", new Error("query failed", { cause: Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }) })],
    ["Prisma pool timeout (P2024)", Object.assign(new Error("Timed out fetching a new connection"), { name: "PrismaClientKnownRequestError", code: "P2024" })],
  ])("is recognised: %s", (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it("answers 503 SERVICE_UNAVAILABLE in the envelope with Retry-After: 5, without details of the server", async () => {
    const res = errorResponse(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }), "req-1");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "SERVICE_UNAVAILABLE", message: expect.stringMatching(/temporarily unavailable/), details: { retry_after_seconds: 5 } } });
    expect(text).not.toMatch(/127\.0\.0\.1|5432|ECONNREFUSED/);
  });
});

describe("other errors stay what they are", () => {
  it.each([
    ["a bug", new TypeError("cannot read properties of undefined"), undefined],
    ["a unique violation (P2002)", Object.assign(new Error("Unique constraint"), { name: "PrismaClientKnownRequestError", code: "P2002" }), "CONFLICT"],
    ["a syntax error (42601)", Object.assign(new Error("syntax error"), { code: "42601" }), undefined],
    ["a wrong password (28P01)", Object.assign(new Error("password authentication failed"), { code: "28P01" }), undefined],
    ["our own NOT_FOUND", ApiError.notFound("Opportunity"), "NOT_FOUND"],
  ])("%s", (_, err, code) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
    expect(toApiError(err)?.code).toBe(code);
  });
});
