// Who is calling: the signed-in user as every service sees it.
import type { Role } from "./roles";

export interface Caller {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  orgId: string | null;
  /** The caller's volunteer profile id, when they have one. */
  volunteerId: string | null;
  /** True for the scheduled-job actor (cron), which has no user row. */
  system?: boolean;
}
