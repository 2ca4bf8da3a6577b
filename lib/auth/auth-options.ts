// next-auth configuration: JWT sessions; demo sign-in (embedded default) and a generic OIDC
// provider (the hosted identity provider) when OIDC_* is configured.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db/client";
import { demoSignInEnabled, env, oidcConfigured } from "@/lib/env";
import { findOrCreateOidcUser } from "./oidc-user";
import { decodeSessionJwt } from "./session-jwt";

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
          const user = await db().user.findUnique({ where: { email }, select: { id: true, email: true, name: true } });
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
      profile(profile: { sub: string; email?: string; name?: string }) {
        return { id: profile.sub, email: profile.email ?? null, name: profile.name ?? null };
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
      async jwt({ token, user, account }) {
        if (account?.provider === "oidc" && user) {
          const local = await findOrCreateOidcUser({ sub: account.providerAccountId, email: user.email, name: user.name });
          if (!local) throw new Error("The identity provider did not share an e-mail address");
          token.sub = local.id;
        } else if (user) {
          token.sub = user.id;
        }
        return token;
      },
      async session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
  };
}
