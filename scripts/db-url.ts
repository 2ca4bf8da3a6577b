// `npm run db:url`: prints the connection URL of the embedded database while its server runs
// (for psql or a GUI client), or says how to start it. With DATABASE_URL set, that is the answer.
import { runningEmbeddedUrl } from "@/scripts/db/embedded";
import { env } from "@/lib/env";
import { EMBEDDED_DATABASE } from "./local-env";

const configured = env().DATABASE_URL;
const url = configured ?? runningEmbeddedUrl(process.cwd(), EMBEDDED_DATABASE);
if (url) {
  process.stdout.write(`${url}\n`);
} else {
  console.error("The embedded PostgreSQL is not running. Start it with `npm run dev` (or `npm start`); .data/postgres.json keeps its port and credentials.");
  process.exit(1);
}
