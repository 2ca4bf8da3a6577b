// API tokens: next-auth's JWT format (encrypted JWE keyed by NEXTAUTH_SECRET), so the same
// secret verifies browser sessions and Bearer tokens.
import { encode } from "next-auth/jwt";
import type { Role } from "@/lib/auth/roles";

export interface TokenSubject {
  id: string;
  email: string;
  name: string | null;
  role: Role;
}

export async function issueToken(user: TokenSubject, secret: string, ttlDays: number): Promise<string> {
  return encode({
    token: { sub: user.id, email: user.email, name: user.name, role: user.role, kind: "api" },
    secret,
    maxAge: ttlDays * 24 * 60 * 60,
  });
}
