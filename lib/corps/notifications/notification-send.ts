// Staff-sent notifications: the audience is chosen by ONE SQL query confined to the sender's
// organization, then written through notify() and the e-mails delivered after commit.
import { staffOrgScope } from "@/lib/auth/scope";
import { Prisma } from "@/lib/generated/prisma/client";
import { deliverEmails } from "@/lib/email/deliver-emails";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";
import { notify } from "./notify";
import type { NotificationSend, SendResult } from "./notification-schemas";

/** Active signups: the people still expected at the opportunity. */
const ACTIVE_SIGNUP = Prisma.sql`('pending', 'confirmed', 'waitlist', 'checked_in')`;

function audienceFilter(input: NotificationSend, opportunityId: string | null): Prisma.Sql {
  const c = input.target_criteria;
  switch (input.target_type) {
    case "all_volunteers":
      return Prisma.empty;
    case "skill_match": {
      const skills = (c.skills ?? []).map((s) => s.toLowerCase());
      const zips = c.zip_codes?.length ? Prisma.sql`AND left(vp.zip_code, 5) = ANY(${c.zip_codes}::text[])` : Prisma.empty;
      return Prisma.sql`AND EXISTS (SELECT 1 FROM unnest(vp.skills) s WHERE lower(s) = ANY(${skills}::text[])) ${zips}`;
    }
    case "opportunity_signups":
      return Prisma.sql`AND EXISTS (SELECT 1 FROM signups s WHERE s.volunteer_id = vp.id
        AND s.opportunity_id = ${opportunityId}::uuid AND s.status::text IN ${ACTIVE_SIGNUP})`;
    case "volunteers":
      return Prisma.sql`AND vp.id = ANY(${c.volunteer_ids ?? []}::uuid[])`;
  }
}

/** Runs work after the answer is sent (Next's `after` in routes); by default, awaits it. */
export type Defer = (task: () => Promise<unknown>) => unknown;

interface Audience {
  opportunityId: string | null;
  /** The one WHERE clause over volunteer_profiles vp that picks the audience. */
  where: Prisma.Sql;
}

/** Scope and target selection shared by the send and the preview count (one rule, one query). */
async function resolveAudience(ctx: Ctx, input: NotificationSend): Promise<Audience> {
  // Recruiters and corps_admins reach their own organization only; admins every organization,
  // or the one named by org_id.
  const scope = staffOrgScope(ctx.caller) ?? input.org_id ?? null;
  const opportunityId = input.target_criteria.opportunity_id ?? input.opportunity_id ?? null;
  if (opportunityId) {
    const opp = await ctx.db.opportunity.findFirst({
      where: { id: opportunityId, ...(scope ? { orgId: scope } : {}) },
      select: { id: true },
    });
    if (!opp) throw ApiError.notFound("Opportunity");
  }
  const orgFilter = scope ? Prisma.sql`AND vp.org_id = ${scope}::uuid` : Prisma.empty;
  return { opportunityId, where: Prisma.sql`vp.is_active ${orgFilter} ${audienceFilter(input, opportunityId)}` };
}

/** How many volunteers a send would target (the form's live preview), counted in SQL. */
export async function countNotificationAudience(ctx: Ctx, input: NotificationSend): Promise<number> {
  const { where } = await resolveAudience(ctx, input);
  const rows = await ctx.db.$queryRaw<{ n: number }[]>`SELECT COUNT(*)::int AS n FROM volunteer_profiles vp WHERE ${where}`;
  return rows[0]?.n ?? 0;
}

export async function sendNotification(ctx: Ctx, input: NotificationSend, defer: Defer = (task) => task()): Promise<SendResult> {
  const { opportunityId, where } = await resolveAudience(ctx, input);
  const audience = await ctx.db.$queryRaw<{ user_id: string }[]>`
    SELECT vp.user_id FROM volunteer_profiles vp WHERE ${where} ORDER BY vp.user_id`;

  const empty = { sent: 0, in_app: 0, email: 0, skipped: 0, targeted: audience.length, dry_run: input.dry_run };
  if (input.dry_run || audience.length === 0) return empty;

  const linkedOpp = input.opportunity_id ?? (input.target_type === "opportunity_signups" ? opportunityId : null);
  const result = await ctx.db.$transaction(
    (tx) =>
      notify(
        tx,
        audience.map((a) => ({
          userId: a.user_id,
          type: input.notification_type,
          title: input.title,
          message: input.message,
          opportunityId: linkedOpp,
          actionUrl: input.action_url ?? (linkedOpp ? `/opportunities/${linkedOpp}` : null),
        })),
        { channels: input.channels },
      ),
    { timeout: 60_000 },
  );
  // Sent after commit (a large audience takes a while at the provider's rate limit, so routes
  // defer it past the answer); a failure leaves the rows in the outbox for the cron drain.
  const emailIds = result.emailIds;
  if (emailIds.length > 0) {
    await defer(() => deliverEmails(ctx.db, emailIds).catch((err: unknown) => console.error("[email] delivery after send failed", err)));
  }
  return {
    sent: audience.length - result.skipped,
    in_app: result.inApp,
    email: result.email,
    skipped: result.skipped,
    targeted: audience.length,
    dry_run: false,
  };
}
