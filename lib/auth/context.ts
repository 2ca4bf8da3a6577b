// What every service receives: the caller and the database (client or open transaction).
import type { Caller } from "@/lib/auth/caller";
import type { Db } from "@/lib/db/client";

export interface Ctx {
  caller: Caller;
  db: Db;
}
