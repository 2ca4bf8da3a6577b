// DELETE /invitations/{id}: a pending invitation becomes revoked and its link stops working.
import { ApiError } from "@/lib/errors/api-error";
import type { Invitation } from "@/lib/generated/prisma/client";
import { recordAudit } from "../audit-log/record-audit";
import type { Ctx } from "@/lib/auth/context";
import { effectiveStatus, toInvitationDto } from "./invitation-dto";
import type { InvitationDto } from "./invitation-schemas";
import { getInvitationOrThrow } from "./list-invitations";

export async function revokeInvitation(ctx: Ctx, id: string): Promise<InvitationDto> {
  await getInvitationOrThrow(ctx, id);
  return ctx.db.$transaction(async (tx) => {
    // The row lock orders a revocation and a concurrent acceptance: the second one sees the first.
    const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM invitations WHERE id = ${id}::uuid FOR UPDATE`;
    if (!locked) throw ApiError.notFound("Invitation");
    const current: Invitation = await tx.invitation.findUniqueOrThrow({ where: { id } });
    const status = effectiveStatus(current);
    if (status !== "pending") throw ApiError.invalidState(status, "revoked", `This invitation is already ${status}`);
    const revoked = await tx.invitation.update({ where: { id }, data: { status: "revoked", revokedAt: new Date() } });
    await recordAudit(tx, {
      actor: ctx.caller,
      action: "invitation.revoked",
      targetType: "invitation",
      targetId: id,
      orgId: revoked.orgId,
      changes: { email: revoked.email, role: revoked.role },
    });
    return toInvitationDto(revoked);
  });
}
