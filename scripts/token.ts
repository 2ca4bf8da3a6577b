// `npm run token -- --email E --role R [--org NAME]`: creates the user (and organization)
// when missing and prints an API token as the last line.
import { parseArgs } from "node:util";
import { createDb } from "@/lib/db/client";
import { issueToken } from "@/lib/sign-in/tokens";
import { isRole } from "@/lib/auth/roles";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { env } from "@/lib/env";
import { seedCatalogue } from "@/prisma/seed";
import { authSecret, resolveDatabase } from "./local-env";

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, role: { type: "string", default: "volunteer" }, org: { type: "string" }, name: { type: "string" } },
  });
  const email = values.email?.trim().toLowerCase();
  const role = values.role ?? "volunteer";
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error("--email is required (an e-mail address)");
  if (!isRole(role)) throw new Error("--role must be one of volunteer, recruiter, corps_admin, admin");
  const database = await resolveDatabase();
  const db = createDb(database.url, 2);
  try {
    await seedCatalogue(db);
    const user = await ensureUser(db, { email, role, org: values.org, name: values.name });
    // The operator's tool does not undo a deactivation (that is the members page's, and audited).
    if (!user.isActive) console.error(`token: ${email} is deactivated: the token answers 401 until a corps_admin or admin reactivates them`);
    const token = await issueToken(user, authSecret(), env().TOKEN_TTL_DAYS);
    process.stdout.write(`${token}\n`);
  } finally {
    await db.$disconnect();
    database.close();
  }
}

main().catch((err: unknown) => {
  console.error(`token: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
