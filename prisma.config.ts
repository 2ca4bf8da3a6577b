// Prisma CLI configuration. The CLI does not read .env; DATABASE_URL is only needed by
// commands that talk to a database, which this project runs through its own scripts.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
