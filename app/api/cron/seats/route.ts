import { db } from "@/lib/db/client";
import { settleAllDue } from "@/lib/corps/seats/settle-due";
import { cronRoute } from "@/lib/http/route";

export const maxDuration = 60;

// Every minute (vercel.json): lapses offers past their deadline (offering the next party) and
// draws lotteries past their close. Reads and writes settle on their own; this catches the rest.
export const GET = cronRoute(() => settleAllDue(db()));
export const POST = GET;
