// Maps an identity of the hosted identity provider to a user of the app, creating it on first
// sign-in (as a volunteer of OIDC_DEFAULT_ORG, or of the first organization).
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";

export interface OidcIdentity {
  sub: string;
  email?: string | null;
  name?: string | null;
}

export async function findOrCreateOidcUser(identity: OidcIdentity): Promise<{ id: string } | null> {
  const client = db();
  const bySub = await client.user.findUnique({ where: { oidcSubject: identity.sub }, select: { id: true } });
  if (bySub) return bySub;
  const email = identity.email?.trim().toLowerCase();
  if (!email) return null;
  const byEmail = await client.user.findUnique({ where: { email }, select: { id: true, oidcSubject: true } });
  if (byEmail) {
    if (!byEmail.oidcSubject) await client.user.update({ where: { id: byEmail.id }, data: { oidcSubject: identity.sub } });
    return { id: byEmail.id };
  }
  const orgName = env().OIDC_DEFAULT_ORG;
  const org = orgName
    ? await client.organization.upsert({ where: { name: orgName }, update: {}, create: { name: orgName } })
    : await client.organization.findFirst({ orderBy: { createdAt: "asc" } });
  return client.user.create({
    data: { email, name: identity.name ?? null, oidcSubject: identity.sub, role: "volunteer", orgId: org?.id ?? null },
    select: { id: true },
  });
}
