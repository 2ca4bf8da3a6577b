import { after } from "next/server";
import { db } from "@/lib/db/client";
import { cronRoute } from "@/lib/http/route";
import { runScheduledSync } from "@/lib/properties/sync/scheduled-sync";

export const maxDuration = 300;

export const GET = cronRoute(() => runScheduledSync(db(), { afterResponse: after }));
