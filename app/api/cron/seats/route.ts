import { db } from "@/lib/db/client";
import { settleAllDue } from "@/lib/corps/seats/settle-due";
import { cronRoute } from "@/lib/http/route";
import { pruneDataChanges } from "@/lib/replicas/kept-aggregates";

export const maxDuration = 60;

// Every minute (vercel.json): lapses offers past their deadline (offering the next party) and
// draws lotteries past their close. Reads and writes settle on their own; this catches the rest.
// It also forgets the data changes the kept aggregates no longer need (decision 112).
export const GET = cronRoute(async () => {
  await pruneDataChanges(db());
  return settleAllDue(db());
});
export const POST = GET;
