// next-auth configuration: JWT sessions; demo sign-in (embedded default) and a generic OIDC
// provider (the hosted identity provider) when OIDC_* is configured.
import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db/client";
import { demoSignInEnabled, env, oidcConfigured } from "@/lib/env";
import { signInDomain } from "./domain";
import { linkOidcIdentity } from "./link-oidc-identity";
import { signInClaims, type TokenSet, type UserinfoClient } from "./sign-in-claims";
import { decodeSessionJwt } from "./session-jwt";
import { SSO_REFUSALS } from "./sso-refusals";

/** What the provider's `profile()` hands to the signIn callback; `localId` is set there. */
interface OidcUser extends User {
  emailVerified: boolean;
  issuer: string;
  localId?: string;
}

function providers(): NextAuthOptions["providers"] {
  const e = env();
  const list: NextAuthOptions["providers"] = [];
  if (demoSignInEnabled(e)) {
    list.push(
      CredentialsProvider({
        id: "demo",
        name: "Demo account",
        credentials: { email: { label: "E-mail", type: "email" } },
        async authorize(credentials) {
          // Demo sign-in has no password by design: it only exists on the embedded demo
          // database, or where an operator explicitly set DEMO_SIGNIN=1.
          const email = credentials?.email?.trim().toLowerCase();
          if (!email) return null;
          const user = await db().user.findUnique({ where: { email }, select: { id: true, email: true, name: true, isActive: true } });
          if (user && !user.isActive) throw new Error(SSO_REFUSALS.deactivated.code);
          return user ? { id: user.id, email: user.email, name: user.name } : null;
        },
      }),
    );
  }
  if (oidcConfigured(e)) {
    list.push({
      id: "oidc",
      name: e.OIDC_NAME ?? "Single sign-on",
      type: "oauth",
      wellKnown: `${e.OIDC_ISSUER!.replace(/\/$/, "")}/.well-known/openid-configuration`,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      authorization: { params: { scope: "openid email profile" } },
      idToken: true,
      checks: ["pkce", "state"],
      userinfo: {
        // next-auth passes openid-client's TokenSet (typed as its plain parameters).
        request: ({ tokens, client }) => signInClaims(tokens as unknown as TokenSet, client as unknown as UserinfoClient),
      },
      profile(claims: { sub: string; iss: string; email: string | null; email_verified: boolean; name: string | null }): OidcUser {
        return { id: claims.sub, email: claims.email, name: claims.name, emailVerified: claims.email_verified, issuer: claims.iss };
      },
    });
  }
  return list;
}

export function authOptions(): NextAuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
    jwt: { decode: decodeSessionJwt },
    pages: { signIn: "/signin", error: "/signin" },
    providers: providers(),
    callbacks: {
      async signIn({ user, account }) {
        if (account?.provider === "oidc") {
          const u = user as OidcUser;
          const result = await linkOidcIdentity(db(), {
            issuer: u.issuer,
            sub: account.providerAccountId,
            email: u.email ?? null,
            emailVerified: u.emailVerified,
            name: u.name ?? null,
            via: "sign_in",
          });
          // A thrown message becomes /signin?error=<code> (pages.error), shown in plain words there.
          if (!result.ok) throw new Error(SSO_REFUSALS[result.reason].code);
          u.localId = result.userId;
        } else if (account?.provider === "demo" && user.email) {
          // The demo accounts are the operator's own: their e-mail counts as verified.
          await signInDomain.claimInvitation(db(), { id: user.id, email: user.email });
        }
        return true;
      },
      async jwt({ token, user }) {
        if (user) token.sub = (user as Partial<OidcUser>).localId ?? user.id;
        return token;
      },
      async session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
  };
}
