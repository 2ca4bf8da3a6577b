// Automatic badges: after approved hours or completed events change, award every
// hours_milestone / events_milestone badge whose threshold the volunteer has now reached.
// Runs inside the caller's transaction so the award commits (or not) with the change.
import type { DbTx } from "@/lib/db/client";
import { emitEvent } from "../events";
import { notify } from "../notifications/notify";
import type { Locale } from "@/lib/i18n/locales";
import { notifyT } from "../notifications/localized";

export interface AwardedBadge {
  achievementId: string;
  name: string;
  icon: string;
  awardedAt: Date;
}

/**
 * Locks the volunteer's profile row first: two approvals for the same volunteer that together
 * cross a threshold then run one after the other, so the second sees the first's hours and the
 * badge is awarded exactly once (the unique (achievement, volunteer) pair backs this up).
 */
export async function awardAutomaticAchievements(tx: DbTx, volunteerId: string): Promise<AwardedBadge[]> {
  const locked = await tx.$queryRaw<{ user_id: string; org_id: string }[]>`
    SELECT user_id, org_id FROM volunteer_profiles WHERE id = ${volunteerId}::uuid FOR UPDATE`;
  if (locked.length === 0) return [];
  const rows = await tx.$queryRaw<{ id: string; name: string; icon: string; awarded_at: Date }[]>`
    WITH totals AS (
      SELECT
        COALESCE((SELECT SUM(hours_worked) FROM hours_entries
                  WHERE volunteer_id = ${volunteerId}::uuid AND status IN ('approved', 'auto_approved')), 0) AS hours,
        (SELECT COUNT(*) FROM signups WHERE volunteer_id = ${volunteerId}::uuid AND status = 'completed') AS events
    ),
    earned AS (
      SELECT a.id FROM achievements a, totals t
      WHERE (a.trigger_type = 'hours_milestone' AND t.hours >= a.trigger_value)
         OR (a.trigger_type = 'events_milestone' AND t.events >= a.trigger_value)
    ),
    inserted AS (
      INSERT INTO volunteer_achievements (achievement_id, volunteer_id)
      SELECT id, ${volunteerId}::uuid FROM earned
      ON CONFLICT (achievement_id, volunteer_id) DO NOTHING
      RETURNING achievement_id, awarded_at
    )
    SELECT a.id, a.name, a.icon, i.awarded_at
    FROM inserted i JOIN achievements a ON a.id = i.achievement_id
    ORDER BY a.trigger_value`;
  if (rows.length === 0) return [];
  const { user_id: userId, org_id: orgId } = locked[0];
  await notify(
    tx,
    rows.map((r) => ({
      userId,
      type: "achievement_awarded" as const,
      text: (locale: Locale) => ({ title: notifyT(locale)("badge.title", { name: r.name }), message: notifyT(locale)("badge.earned", { name: r.name }) }),
      actionUrl: "/volunteer/badges",
    })),
  );
  for (const r of rows) {
    await emitEvent(tx, "achievement.awarded", orgId, {
      achievement_id: r.id,
      achievement_name: r.name,
      volunteer_id: volunteerId,
      awarded_at: r.awarded_at.toISOString(),
      // Same fields as a manual award (achievements.ts); nobody awarded it.
      awarded_by: null,
      automatic: true,
    });
  }
  return rows.map((r) => ({ achievementId: r.id, name: r.name, icon: r.icon, awardedAt: r.awarded_at }));
}
