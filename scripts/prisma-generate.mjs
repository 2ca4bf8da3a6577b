// postinstall: generates the Prisma client. The Prisma CLI downloads its schema engine before
// every command; generate does not need it, so an offline stub stands in (see README).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(root, "scripts", "schema-engine-stub.sh");
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
const cli = path.join(root, "node_modules", "prisma", "build", "index.js");
const result = spawnSync(process.execPath, [cli, "generate"], { cwd: root, env, stdio: "inherit" });
process.exit(result.status ?? 1);
