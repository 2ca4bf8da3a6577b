// Creating and dropping whole databases on a server (the embedded one or TEST_DATABASE_URL's):
// the app's own database on first start, a fresh database per test stack, schema-engine shadows.
import pg from "pg";

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  // The maintenance database exists on every server; the one in serverUrl may be about to go.
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, "postgres") });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates database `name` unless it exists. Safe when two processes race to create it. */
export async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<boolean> {
  return withAdmin(serverUrl, async (client) => {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      return true;
    } catch (err) {
      // 42P04 duplicate_database; 23505 when two CREATE DATABASE commands collide in pg_database.
      const code = (err as { code?: string }).code;
      if (code === "42P04" || code === "23505") return false;
      throw err;
    }
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`));
}

/** Names of the databases on the server whose names start with `prefix`. */
export async function listDatabases(serverUrl: string, prefix: string): Promise<string[]> {
  return withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [prefix]);
    return rows.map((r) => r.datname);
  });
}
