// PATCH /organizations/{id}: admins change any organization, a corps_admin their own (another
// organization is NOT_FOUND for them). /organizations/me calls this with the caller's org id.
// A new time zone applies to series created from then on; existing series keep the zone they
// were created in (opportunity_series.timezone), so their dates and times do not move.
// The public page (issue 30): public_page needs a slug; a slug is unique (409 CONFLICT).
import { requireRole } from "@/lib/auth/scope";
import { ApiError } from "@/lib/errors/api-error";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordAudit } from "../audit-log/record-audit";
import type { Ctx } from "@/lib/auth/context";
import type { Locale } from "@/lib/i18n/locales";
import { isNameTaken } from "./create-organization";
import { getOrganization } from "./get-organization";
import type { OrganizationDto, OrganizationUpdate } from "./organization-schemas";

interface Locked {
  name: string;
  timezone: string | null;
  default_waitlist_mode: "auto" | "offer";
  default_locale: Locale;
  public_page: boolean;
  slug: string | null;
  public_description: string | null;
  embed_origins: string[] | null;
  auto_checkout_after_minutes: number;
}

const SLUG_TAKEN = () => new ApiError("CONFLICT", "Another organization uses this slug", { fields: { slug: "Already taken" } });

/** Which unique column a P2002 is about, as far as the driver adapter says. */
function conflictOn(err: unknown): "slug" | "name" | null {
  if (!isNameTaken(err)) return null;
  const meta = JSON.stringify((err as Prisma.PrismaClientKnownRequestError).meta ?? {});
  return meta.includes("slug") ? "slug" : "name";
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export async function updateOrganization(ctx: Ctx, id: string, input: OrganizationUpdate): Promise<OrganizationDto> {
  requireRole(ctx.caller, "corps_admin");
  if (ctx.caller.role !== "admin" && ctx.caller.orgId !== id) throw ApiError.notFound("Organization");
  try {
    await ctx.db.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<Locked[]>`
        SELECT name, timezone, default_waitlist_mode::text AS default_waitlist_mode, default_locale::text AS default_locale, public_page, slug, public_description, embed_origins, auto_checkout_after_minutes FROM organizations WHERE id = ${id}::uuid FOR UPDATE`;
      if (!locked) throw ApiError.notFound("Organization");
      const next = {
        name: input.name ?? locked.name,
        timezone: input.timezone ?? locked.timezone,
        default_waitlist_mode: input.default_waitlist_mode ?? locked.default_waitlist_mode,
        default_locale: input.default_locale ?? locked.default_locale,
        public_page: input.public_page ?? locked.public_page,
        slug: input.slug === undefined ? locked.slug : input.slug,
        // An empty description is no description.
        public_description: input.public_description === undefined ? locked.public_description : input.public_description || null,
        embed_origins: input.embed_origins ? [...new Set(input.embed_origins)] : (locked.embed_origins ?? []),
        auto_checkout_after_minutes: input.auto_checkout_after_minutes ?? locked.auto_checkout_after_minutes,
      };
      if (next.public_page && !next.slug) {
        throw ApiError.validation({ slug: "A public page needs a slug" }, "Choose a slug before turning the public page on");
      }
      const changes: Record<string, Prisma.InputJsonObject> = {};
      for (const key of Object.keys(next) as (keyof typeof next)[]) {
        const before = key === "embed_origins" ? (locked.embed_origins ?? []) : locked[key];
        if (!same(before, next[key])) changes[key] = { from: before, to: next[key] } as Prisma.InputJsonObject;
      }
      if (Object.keys(changes).length === 0) return;
      if (changes.slug && next.slug) {
        const [taken] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM organizations WHERE slug = ${next.slug} AND id <> ${id}::uuid`;
        if (taken) throw SLUG_TAKEN();
      }
      await tx.organization.update({
        where: { id },
        data: {
          name: next.name,
          timezone: next.timezone,
          defaultWaitlistMode: next.default_waitlist_mode,
          defaultLocale: next.default_locale,
          publicPage: next.public_page,
          slug: next.slug,
          publicDescription: next.public_description,
          embedOrigins: next.embed_origins,
          autoCheckoutAfterMinutes: next.auto_checkout_after_minutes,
        },
      });
      await recordAudit(tx, { actor: ctx.caller, action: "organization.updated", targetType: "organization", targetId: id, orgId: id, changes });
    });
  } catch (err) {
    // Two organizations claiming one slug at once: the unique index decides.
    const column = conflictOn(err);
    if (column === "slug") throw SLUG_TAKEN();
    if (column === "name") throw new ApiError("CONFLICT", "An organization with this name exists", { fields: { name: "Already taken" } });
    throw err;
  }
  return getOrganization(ctx, id);
}
