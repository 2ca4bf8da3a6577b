// Maps an identity of the hosted identity provider (issuer + subject) to a user of the app, for
// browser sign-ins and the provider's Bearer tokens alike (issue 20). The rules:
// - a user linked to this issuer and subject is that user (a deactivated one is refused);
// - otherwise a first sign-in needs an e-mail that the provider verified (email_verified: true,
//   or OIDC_TRUST_EMAIL=1 for a provider that verifies every address but sends no such claim):
//   it links the user with that e-mail, or creates one (a volunteer of OIDC_DEFAULT_ORG);
// - a user linked to another subject of the same issuer is never signed in by this one.
// Creating a user from an unverified e-mail is refused too: it would let anyone reserve another
// person's address before they first sign in. Every refusal is logged and audited (sso.link_refused).
import { type Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/logger";
import { signInDomain } from "./domain";
import type { OidcClaims } from "./oidc-claims";
import type { SsoRefusal } from "./sso-refusals";

export interface OidcIdentity extends OidcClaims {
  issuer: string;
  /** Browser sign-in or an API call with the provider's access token. */
  via: "sign_in" | "bearer";
  /**
   * Fetches claims the identity lacks (userinfo for a Bearer token): called only for a subject
   * that is not linked yet, so requests of linked users never wait on the provider.
   */
  complete?: () => Promise<OidcClaims>;
}

export type LinkResult = { ok: true; userId: string; created: boolean } | { ok: false; reason: SsoRefusal };

/** Refusals of one subject for one reason are audited once per window, so a client retrying a refused token cannot flood the log. */
const REFUSAL_AUDIT_WINDOW_MS = 10 * 60 * 1000;

async function refuse(db: Db, identity: OidcIdentity, reason: SsoRefusal, user: { id: string; orgId: string | null } | null): Promise<LinkResult> {
  logger.warn("identity provider sign-in refused", { reason, issuer: identity.issuer, subject: identity.sub, email: identity.email, emailVerified: identity.emailVerified, via: identity.via, userId: user?.id });
  if (reason !== "deactivated") {
    const since = new Date(Date.now() - REFUSAL_AUDIT_WINDOW_MS);
    const recent = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM audit_log WHERE action = 'sso.link_refused' AND at > ${since}
        AND changes->>'subject' = ${identity.sub} AND changes->>'reason' = ${reason} LIMIT 1`;
    if (recent.length === 0) {
      await signInDomain.auditRefusal(db, {
        email: identity.email,
        user,
        changes: { reason, issuer: identity.issuer, subject: identity.sub, email: identity.email, email_verified: identity.emailVerified, via: identity.via },
      });
    }
  }
  return { ok: false, reason };
}

const userFields = { id: true, email: true, orgId: true, isActive: true, oidcIssuer: true, oidcSubject: true } as const;

async function linkedUser(db: Db, issuer: string, sub: string) {
  const exact = await db.user.findUnique({ where: { oidcIssuer_oidcSubject: { oidcIssuer: issuer, oidcSubject: sub } }, select: userFields });
  if (exact) return exact;
  // A link recorded before issuers were stored belongs to the configured issuer: complete it.
  const legacy = await db.user.findFirst({ where: { oidcIssuer: null, oidcSubject: sub }, select: userFields });
  if (!legacy) return null;
  await db.user.updateMany({ where: { id: legacy.id, oidcIssuer: null }, data: { oidcIssuer: issuer } });
  return legacy;
}

async function defaultOrgId(db: Db): Promise<string | null> {
  const name = env().OIDC_DEFAULT_ORG;
  const org = name
    ? await db.organization.upsert({ where: { name }, update: {}, create: { name }, select: { id: true } })
    : await db.organization.findFirst({ orderBy: { createdAt: "asc" }, select: { id: true } });
  return org?.id ?? null;
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}

async function link(db: Db, given: OidcIdentity, retried: boolean): Promise<LinkResult> {
  const linked = await linkedUser(db, given.issuer, given.sub);
  const identity = !linked && given.complete ? { ...given, ...normalized(await given.complete()), complete: undefined } : given;
  if (linked) {
    if (!linked.isActive) return refuse(db, identity, "deactivated", linked);
    // A returning user's verified sign-in claims an invitation sent since their last visit.
    if (identity.via === "sign_in" && identity.emailVerified && identity.email === linked.email) {
      await signInDomain.claimInvitation(db, { id: linked.id, email: linked.email });
    }
    return { ok: true, userId: linked.id, created: false };
  }

  const email = identity.email;
  if (!email) return refuse(db, identity, "email_missing", null);
  const existing = await db.user.findUnique({ where: { email }, select: userFields });
  const verified = identity.emailVerified || env().OIDC_TRUST_EMAIL === true;
  if (!verified) return refuse(db, identity, "email_unverified", existing);

  try {
    if (existing) {
      const sameIssuer = existing.oidcIssuer === null || existing.oidcIssuer === identity.issuer;
      // This very subject linked it a moment ago (a concurrent first sign-in): decide again.
      if (existing.oidcSubject === identity.sub && sameIssuer && !retried) return link(db, identity, true);
      if (existing.oidcSubject !== null && sameIssuer) return refuse(db, identity, "subject_mismatch", existing);
      if (!existing.isActive) return refuse(db, identity, "deactivated", existing);
      // Conditional, so that of two first sign-ins racing for one user only one subject links.
      const { count } = await db.user.updateMany({
        where: { id: existing.id, oidcSubject: existing.oidcSubject, oidcIssuer: existing.oidcIssuer },
        data: { oidcIssuer: identity.issuer, oidcSubject: identity.sub },
      });
      if (count === 0) {
        if (retried) return refuse(db, identity, "subject_mismatch", existing);
        return link(db, identity, true);
      }
      logger.info("identity provider subject linked to an existing user by verified e-mail", { userId: existing.id, issuer: identity.issuer, subject: identity.sub, via: identity.via });
      await signInDomain.claimInvitation(db, { id: existing.id, email });
      return { ok: true, userId: existing.id, created: false };
    }
    const created = await db.user.create({
      data: { email, name: identity.name, oidcIssuer: identity.issuer, oidcSubject: identity.sub, role: "volunteer", orgId: await defaultOrgId(db) },
      select: { id: true },
    });
    logger.info("user created at first identity provider sign-in", { userId: created.id, issuer: identity.issuer, subject: identity.sub, via: identity.via });
    await signInDomain.claimInvitation(db, { id: created.id, email });
    return { ok: true, userId: created.id, created: true };
  } catch (err) {
    // A concurrent first sign-in of the same person created or linked the row: decide again.
    if (isUniqueViolation(err) && !retried) return link(db, identity, true);
    throw err;
  }
}

function normalized<T extends OidcClaims>(claims: T): T {
  return { ...claims, email: claims.email?.trim().toLowerCase() || null };
}

export function linkOidcIdentity(db: Db, identity: OidcIdentity): Promise<LinkResult> {
  return link(db, normalized(identity), false);
}
