// The actor of scheduled jobs (Vercel cron): admin rank, no user row. The route wrapper answers
// a request bearing $CRON_SECRET as it; jobs started in-process act as it too.
import type { Caller } from "./caller";

export const CRON_CALLER: Caller = {
  id: "00000000-0000-0000-0000-000000000000",
  email: "cron@system",
  name: "Scheduled job",
  role: "admin",
  orgId: null,
  volunteerId: null,
  system: true,
};
