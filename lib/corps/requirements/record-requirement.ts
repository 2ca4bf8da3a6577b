// Staff record a background check or orientation result for a volunteer (recruiter+ of the
// requirement's organization); emits requirement.completed.
import type { Ctx } from "@/lib/auth/context";
import { emitEvent } from "../events";
import { ApiError } from "@/lib/errors/api-error";
import { completedEvent } from "./requirement-completed-event";
import { toRecordDto } from "./record-dto";
import type { RecordCreate, RequirementRecordDto } from "./requirement-schemas";
import { getRecordableRequirementOrThrow } from "./requirement-lookup";
import { getRequirementsVolunteerOrThrow } from "./requirement-volunteer";

export async function recordRequirement(ctx: Ctx, volunteerId: string, input: RecordCreate, now: Date = new Date()): Promise<RequirementRecordDto> {
  return ctx.db.$transaction(async (tx) => {
    const { orgScope } = await getRequirementsVolunteerOrThrow(ctx, volunteerId, tx);
    const requirement = await getRecordableRequirementOrThrow(ctx, input.requirement_id, tx);
    if (orgScope !== null && requirement.orgId !== orgScope) throw ApiError.notFound("Requirement");
    if (requirement.kind === "waiver") throw ApiError.validation({ requirement_id: "Waivers are signed by the volunteer (POST /requirements/{id}/sign)" });
    if (requirement.kind === "minimum_age") throw ApiError.validation({ requirement_id: "A minimum age is judged from date_of_birth; there is nothing to record" });
    const completedAt = new Date(input.completed_at);
    if (completedAt.getTime() > now.getTime() + 60_000) throw ApiError.validation({ completed_at: "Must not be in the future" });
    const record = await tx.requirementRecord.create({
      data: { requirementId: requirement.id, volunteerId, status: input.status, completedAt, notes: input.notes, recordedBy: ctx.caller.system ? null : ctx.caller.id },
    });
    await emitEvent(tx, "requirement.completed", requirement.orgId, completedEvent(record, requirement));
    return toRecordDto(record, requirement, ctx.caller.name ?? ctx.caller.email);
  });
}
