// The notifications service's write side: every in-app notification of the product is created
// here (signup outcomes, promotions, cancellations, hours decisions, badges, announcements).
import type { DbTx } from "@/lib/db/client";
import type { NotificationType } from "@/lib/generated/prisma/enums";

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  opportunityId?: string | null;
  /** Relative path in the app, e.g. /opportunities/{id}. */
  actionUrl?: string | null;
}

/** Creates in-app notifications in the caller's transaction, in one statement. */
export async function notify(tx: DbTx, inputs: NotificationInput | NotificationInput[]): Promise<number> {
  const list = Array.isArray(inputs) ? inputs : [inputs];
  if (list.length === 0) return 0;
  const { count } = await tx.notification.createMany({
    data: list.map((n) => ({
      userId: n.userId,
      notificationType: n.type,
      title: n.title,
      message: n.message,
      opportunityId: n.opportunityId ?? null,
      actionUrl: n.actionUrl ?? null,
    })),
  });
  return count;
}
