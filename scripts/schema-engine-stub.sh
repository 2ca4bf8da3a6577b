#!/bin/sh
# Prisma's CLI downloads its Rust schema engine before every command; this offline stub lets
# `prisma generate` (which does not need the engine) run. Migrations use lib/db/migrate.ts.
exit 1
