// The notifications service's read side: a caller's own inbox, marking read, and e-mail preferences.
import { ApiError } from "@/lib/errors/api-error";
import { offset } from "@/lib/schemas/common-schemas";
import type { NotificationType } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Ctx } from "@/lib/auth/context";
import type { NotificationDto, NotificationListQuery, NotificationPreferencesUpdate } from "./notification-schemas";

/** unreadFirst (the notification centre): unread ones on top, then the most recently read. */
export async function listNotifications(ctx: Ctx, q: NotificationListQuery, opts: { unreadFirst?: boolean } = {}) {
  const own: Prisma.NotificationWhereInput = { userId: ctx.caller.id };
  const where: Prisma.NotificationWhereInput = {
    ...own,
    ...(q.unread_only ? { readAt: null } : {}),
    ...(q.type ? { notificationType: q.type } : {}),
  };
  const [rows, total, unread] = await Promise.all([
    ctx.db.notification.findMany({
      where,
      orderBy: [...(opts.unreadFirst ? [{ readAt: { sort: "desc", nulls: "first" } } as const] : []), { deliveredAt: "desc" }, { id: "desc" }],
      skip: offset(q),
      take: q.limit,
    }),
    ctx.db.notification.count({ where }),
    ctx.db.notification.count({ where: { ...own, readAt: null } }),
  ]);
  const notifications: NotificationDto[] = rows.map((n) => ({
    id: n.id,
    notification_type: n.notificationType,
    title: n.title,
    message: n.message,
    opportunity_id: n.opportunityId,
    action_url: n.actionUrl,
    delivered_at: n.deliveredAt.toISOString(),
    read_at: n.readAt?.toISOString() ?? null,
  }));
  return { notifications, unread_count: unread, total, page: q.page, limit: q.limit };
}

/** Marks one of the caller's notifications read; anyone else's is NOT_FOUND. Re-reading keeps the first read_at. */
export async function markNotificationRead(ctx: Ctx, id: string) {
  const row = await ctx.db.notification.findFirst({ where: { id, userId: ctx.caller.id }, select: { id: true, readAt: true } });
  if (!row) throw ApiError.notFound("Notification");
  const readAt = row.readAt ?? (await ctx.db.notification.update({ where: { id }, data: { readAt: new Date() } })).readAt;
  return { success: true as const, id, read_at: readAt?.toISOString() ?? null };
}

export async function markAllNotificationsRead(ctx: Ctx) {
  const { count } = await ctx.db.notification.updateMany({ where: { userId: ctx.caller.id, readAt: null }, data: { readAt: new Date() } });
  return { success: true as const, updated: count };
}

export async function getNotificationPreferences(ctx: Ctx) {
  const user = await ctx.db.user.findUnique({ where: { id: ctx.caller.id }, select: { emailOptOut: true } });
  if (!user) throw ApiError.notFound("User");
  return { email_opt_out: user.emailOptOut as NotificationType[] };
}

export async function updateNotificationPreferences(ctx: Ctx, input: NotificationPreferencesUpdate) {
  const types = [...new Set(input.email_opt_out)].sort();
  const { count } = await ctx.db.user.updateMany({ where: { id: ctx.caller.id }, data: { emailOptOut: types } });
  if (count === 0) throw ApiError.notFound("User");
  return { email_opt_out: types };
}
