// Who is calling: the signed-in user as every service sees it.
import type { Locale } from "@/lib/i18n/locales";
import type { Role } from "./roles";

export interface Caller {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  orgId: string | null;
  /** The caller's volunteer profile id, when they have one. */
  volunteerId: string | null;
  /** The user's last change through the app, as recorded with read replicas (lib/replicas/recent-writes.ts). */
  lastWriteAt?: Date | null;
  /** The language the user chose (users.locale), null when they chose none. */
  locale?: Locale | null;
  /** Their organization's default_locale, for when neither they nor their browser chose. */
  orgDefaultLocale?: Locale | null;
  /** True for the scheduled-job actor (cron), which has no user row. */
  system?: boolean;
}
