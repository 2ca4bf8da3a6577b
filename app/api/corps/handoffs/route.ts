import { db } from "@/lib/db/client";
import { HandoffListQuery } from "@/lib/corps/handoffs/handoff-schemas";
import { listAcceptableHandoffs } from "@/lib/corps/handoffs/handoffs";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", query: HandoffListQuery }, ({ caller, query }) => listAcceptableHandoffs({ caller, db: db() }, query));
