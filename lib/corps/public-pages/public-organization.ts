// An organization as the public sees it: only once it opted in (public_page with a slug);
// before that, and for any other address, NOT_FOUND.
import { appUrl } from "@/lib/env";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { localizedPublicPath } from "@/lib/i18n/public-locale";
import type { DbTx } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { effectiveTimezone } from "../organizations/timezone";
import type { PublicOrganization } from "./public-schemas";

export interface PublicOrg extends PublicOrganization {
  id: string;
  embedOrigins: string[];
}

/** The organization's public page in a language (/o/{slug}, /es/o/{slug}). */
export function publicOrgUrl(slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${appUrl()}${localizedPublicPath(`/o/${slug}`, locale)}`;
}

export function publicShiftUrl(slug: string, id: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${appUrl()}${localizedPublicPath(`/o/${slug}/opportunities/${id}`, locale)}`;
}

/** The organization once public; its url is its page in the reader's language (the JSON API's is English). */
export async function publicOrganizationOrThrow(db: DbTx, slug: string, locale: Locale = DEFAULT_LOCALE): Promise<PublicOrg> {
  const org = await db.organization.findFirst({
    where: { slug, publicPage: true },
    select: { id: true, name: true, slug: true, publicDescription: true, timezone: true, embedOrigins: true },
  });
  if (!org?.slug) throw ApiError.notFound("Organization");
  return {
    id: org.id,
    name: org.name,
    slug: org.slug,
    description: org.publicDescription,
    timezone: effectiveTimezone(org.timezone),
    url: publicOrgUrl(org.slug, locale),
    embedOrigins: org.embedOrigins,
  };
}

/**
 * The origins that may frame /embed/o/{slug}: the organization's embed_origins once it is public,
 * else none (the embed is a 404 then, and refuses framing like every page).
 */
export async function embedOriginsOf(db: DbTx, slug: string): Promise<string[]> {
  const org = await db.organization.findFirst({ where: { slug, publicPage: true }, select: { embedOrigins: true } });
  return org?.embedOrigins ?? [];
}
