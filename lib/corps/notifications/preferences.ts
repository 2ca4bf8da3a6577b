// Message preferences per category (e-mail immediate/daily/weekly/off, SMS on/off), read for many
// users in one query, and the one-click unsubscribe that turns a category's e-mail off.
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";
import type { Db, DbTx } from "@/lib/db/client";
import { categories, CATEGORY_LABELS, defaultPreference, TEXTABLE, type Category, type EmailMode, type Preference } from "./routing";
import { readUnsubscribeToken, type UnsubscribeSubject } from "./unsubscribe-token";
import type { Locale } from "@/lib/i18n/locales";
import type { PreferencesUpdate } from "./preference-schemas";

export type Preferences = Record<Category, Preference>;

/** A user's preferences from their stored rows (any order), the role's defaults for the rest. */
export function withDefaults(role: string, rows: readonly { category: string; email: string; sms: boolean }[]): Preferences {
  const out = {} as Preferences;
  for (const c of categories) {
    const row = rows.find((r) => r.category === c);
    out[c] = row ? { email: row.email as EmailMode, sms: row.sms } : defaultPreference(c, role);
  }
  return out;
}

/** Every category's preference for each user (their choices, else the role's defaults). */
export async function loadPreferences(tx: DbTx, users: { id: string; role: string }[]): Promise<Map<string, Preferences>> {
  const rows = users.length
    ? await tx.notificationPreference.findMany({ where: { userId: { in: users.map((u) => u.id) } }, select: { userId: true, category: true, email: true, sms: true } })
    : [];
  const byUser = new Map<string, typeof rows>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  return new Map(users.map((u) => [u.id, withDefaults(u.role, byUser.get(u.id) ?? [])]));
}

export async function getMyPreferences(ctx: Ctx) {
  const [prefs, user] = await Promise.all([
    loadPreferences(ctx.db, [{ id: ctx.caller.id, role: ctx.caller.role }]).then((m) => m.get(ctx.caller.id) as Preferences),
    ctx.db.user.findUnique({ where: { id: ctx.caller.id }, select: { locale: true } }),
  ]);
  return {
    categories: categories.map((c) => ({ category: c, ...CATEGORY_LABELS[c], email: prefs[c].email, sms: prefs[c].sms, sms_available: TEXTABLE.includes(c) })),
    locale: user?.locale ?? null,
  };
}

/** The language the user reads pages, e-mails and texts in (the header's switcher, the API); null forgets it. */
export async function setMyLocale(ctx: Ctx, locale: Locale | null): Promise<void> {
  await ctx.db.user.update({ where: { id: ctx.caller.id }, data: { locale } });
}

export async function updateMyPreferences(ctx: Ctx, input: PreferencesUpdate) {
  if (input.locale !== undefined) await setMyLocale(ctx, input.locale);
  if (input.categories) await updateCategories(ctx, input.categories);
  return getMyPreferences(ctx);
}

async function updateCategories(ctx: Ctx, update: NonNullable<PreferencesUpdate["categories"]>) {
  const current = (await loadPreferences(ctx.db, [{ id: ctx.caller.id, role: ctx.caller.role }])).get(ctx.caller.id) as Preferences;
  await ctx.db.$transaction(
    update.map((c) => {
      const next = { email: c.email ?? current[c.category].email, sms: TEXTABLE.includes(c.category) ? (c.sms ?? current[c.category].sms) : false };
      return ctx.db.notificationPreference.upsert({
        where: { userId_category: { userId: ctx.caller.id, category: c.category } },
        create: { userId: ctx.caller.id, category: c.category, ...next },
        update: next,
      });
    }),
  );
}

/** The token's user and category, or NOT_FOUND (forged, altered, another secret's, or the user is gone). */
export async function unsubscribeSubjectOrThrow(db: Db, token: string): Promise<UnsubscribeSubject & { email: string; emailMode: EmailMode }> {
  const subject = readUnsubscribeToken(token);
  if (!subject) throw ApiError.notFound("Unsubscribe link");
  const user = await db.user.findUnique({ where: { id: subject.userId }, select: { email: true, role: true } });
  if (!user) throw ApiError.notFound("Unsubscribe link");
  const prefs = (await loadPreferences(db, [{ id: subject.userId, role: user.role }])).get(subject.userId) as Preferences;
  return { ...subject, email: user.email, emailMode: prefs[subject.category].email };
}

/** One-click unsubscribe: that category's e-mail off; again is the same (idempotent). */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const s = await unsubscribeSubjectOrThrow(db, token);
  await db.notificationPreference.upsert({
    where: { userId_category: { userId: s.userId, category: s.category } },
    create: { userId: s.userId, category: s.category, email: "off", sms: false },
    update: { email: "off" },
  });
}
