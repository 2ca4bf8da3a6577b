// `npm run token` runs in parallel (the stress test runs 12 at a time): ensureUser must survive
// processes racing to create the same organization or the same user.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { migrate } from "@/scripts/db/migrate";
import { freshDatabase } from "../support/test-stack";

let database: { url: string; drop(): Promise<void> };
const clients: Db[] = [];

beforeAll(async () => {
  database = await freshDatabase("ensure-user");
  await migrate(database.url);
  // One client per "process": the races happen across connections, as between token commands.
  for (let i = 0; i < 10; i++) clients.push(createDb(database.url, 1));
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.$disconnect();
  await database?.drop();
});

describe("ensureUser at once from 10 connections", () => {
  it("creates one organization for ten new users naming it", async () => {
    for (const org of ["Race Org 1", "Race Org 2", "Race Org 3"]) {
      const users = await Promise.all(clients.map((db, i) => ensureUser(db, { email: `race-${i}-${org.at(-1)}@test.org`, role: "recruiter", org })));
      expect(new Set(users.map((u) => u.orgId)).size).toBe(1);
      expect(await clients[0].organization.count({ where: { name: org } })).toBe(1);
    }
  });

  it("creates one user for ten calls with the same e-mail", async () => {
    const users = await Promise.all(clients.map((db) => ensureUser(db, { email: "same@test.org", role: "volunteer", org: "Same Org" })));
    expect(new Set(users.map((u) => u.id)).size).toBe(1);
    expect(await clients[0].user.count({ where: { email: "same@test.org" } })).toBe(1);
  });
});
