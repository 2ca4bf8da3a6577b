// The PDF of one signed waiver, for its signer and for recruiter+ of the waiver's organization.
import { canManageOrg } from "@/lib/auth/scope";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";
import type { Locale } from "@/lib/i18n/locales";
import { renderSignedWaiverPdf } from "./waiver-pdf";

/** `locale`: the request's language, for the PDF's frame. */
export async function signedWaiverPdf(ctx: Ctx, recordId: string, locale: Locale): Promise<{ filename: string; pdf: Buffer }> {
  const record = await ctx.db.requirementRecord.findUnique({
    where: { id: recordId },
    include: {
      volunteer: { select: { userId: true, firstName: true, lastName: true, email: true } },
      requirement: { select: { id: true, orgId: true, organization: { select: { name: true } } } },
    },
  });
  const allowed = record && (record.volunteer.userId === ctx.caller.id || canManageOrg(ctx.caller, record.requirement.orgId));
  if (!record || !allowed || record.status !== "signed" || record.version === null) throw ApiError.notFound("Signed waiver");
  const text = await ctx.db.requirementVersion.findUnique({
    where: { requirementId_version: { requirementId: record.requirementId, version: record.version } },
  });
  if (!text) throw ApiError.notFound("Signed waiver");
  const pdf = await renderSignedWaiverPdf(
    {
      title: text.name,
      organization: record.requirement.organization.name,
      version: text.version,
      body: text.body,
      signedName: record.signedName ?? "",
      signedAt: record.completedAt,
      volunteerName: `${record.volunteer.firstName} ${record.volunteer.lastName}`.trim(),
      volunteerEmail: record.volunteer.email,
      ipAddress: record.ipAddress,
      userAgent: record.userAgent,
      recordId: record.id,
    },
    locale,
  );
  const slug = text.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "waiver";
  return { filename: `${slug}-v${text.version}-signed-${record.completedAt.toISOString().slice(0, 10)}.pdf`, pdf };
}
