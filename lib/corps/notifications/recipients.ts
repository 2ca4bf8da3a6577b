// Who a batch of notifications goes to, with what notify() needs to route each message: address,
// name, opt-outs, the organization's zone and every category preference. One query for the whole
// batch, preferences grouped per user in SQL: a lottery draw tells 10,000 volunteers at once, and
// a look-up per table (users, organizations, preferences) cost three round trips per accept.
import type { DbTx } from "@/lib/db/client";
import { pgArray } from "@/lib/db/unnest";
import type { Locale } from "@/lib/i18n/locales";
import { withDefaults, type Preferences } from "./preferences";

export interface Recipient {
  id: string;
  email: string;
  name: string | null;
  role: string;
  emailOptOut: string[];
  /** The organization's stored zone (null: none set, or no organization). */
  timezone: string | null;
  /** The user's chosen language and their organization's default (null: none), for localised mail. */
  locale: Locale | null;
  orgDefaultLocale: Locale | null;
  prefs: Preferences;
}

interface Row {
  id: string;
  email: string;
  name: string | null;
  role: string;
  email_opt_out: string[];
  timezone: string | null;
  locale: Locale | null;
  org_default_locale: Locale | null;
  prefs: { category: string; email: string; sms: boolean }[] | null;
}

export async function loadRecipients(tx: DbTx, userIds: readonly string[]): Promise<Map<string, Recipient>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx.$queryRaw<Row[]>`
    SELECT u.id, u.email, u.name, u.role::text AS role, u.email_opt_out, o.timezone,
           u.locale::text AS locale, o.default_locale::text AS org_default_locale,
           (SELECT json_agg(json_build_object('category', p.category, 'email', p.email, 'sms', p.sms))
              FROM notification_preferences p WHERE p.user_id = u.id) AS prefs
    FROM users u LEFT JOIN organizations o ON o.id = u.org_id
    WHERE u.id = ANY(${pgArray(ids)}::uuid[])`;
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, email: r.email, name: r.name, role: r.role, emailOptOut: r.email_opt_out, timezone: r.timezone,
        locale: r.locale, orgDefaultLocale: r.org_default_locale, prefs: withDefaults(r.role, r.prefs ?? []) },
    ]),
  );
}
