import { db } from "@/lib/db/client";
import { runAttendanceCron } from "@/lib/corps/signups/close-forgotten-check-outs";
import { cronRoute } from "@/lib/http/route";

export const maxDuration = 60;

/** Closes forgotten check-outs and completes opportunities that ended more than 24 h ago. */
export const GET = cronRoute(() => runAttendanceCron(db()));
