// A volunteer signs a waiver: the record keeps the typed name, the time, the version signed, and
// the IP address and user agent the request came from; emits requirement.completed.
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";
import { emitEvent } from "../events";
import { completedEvent } from "./requirement-completed-event";
import { toRecordDto } from "./record-dto";
import type { RequirementRecordDto, SignWaiverBody } from "./requirement-schemas";
import { getReadableRequirementOrThrow } from "./requirement-lookup";

export interface SignatureOrigin {
  ip: string | null;
  userAgent: string | null;
}

export async function signWaiver(ctx: Ctx, requirementId: string, input: SignWaiverBody, origin: SignatureOrigin): Promise<RequirementRecordDto> {
  const profile = await ctx.db.volunteerProfile.findUnique({ where: { userId: ctx.caller.id }, select: { id: true } });
  return ctx.db.$transaction(async (tx) => {
    const requirement = await getReadableRequirementOrThrow(ctx, requirementId, tx);
    if (requirement.kind !== "waiver") throw ApiError.validation({ requirement_id: "Only waivers are signed; staff record the other kinds" });
    if (input.version !== undefined && input.version !== requirement.version) {
      throw new ApiError("CONFLICT", "The waiver's text has changed since you read it: read the new version and sign again", {
        version: requirement.version,
      });
    }
    if (!profile) throw new ApiError("VALIDATION_ERROR", "Create your volunteer profile before signing", { fields: { full_name: "Create your volunteer profile first" } });
    // Signed against the version read in this transaction: an edit that lands at the same time
    // either precedes it (the new text is signed) or follows it (this signature is outdated).
    const record = await tx.requirementRecord.create({
      data: {
        requirementId,
        volunteerId: profile.id,
        status: "signed",
        completedAt: new Date(),
        version: requirement.version,
        signedName: input.full_name,
        ipAddress: origin.ip?.slice(0, 100) ?? null,
        userAgent: origin.userAgent?.slice(0, 500) ?? null,
      },
    });
    await emitEvent(tx, "requirement.completed", requirement.orgId, completedEvent(record, requirement));
    return toRecordDto(record, requirement, null);
  });
}
