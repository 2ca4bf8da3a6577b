// A browser's next-auth session cookie for a user, made the way next-auth makes it (JWE keyed by
// the test app's secret), for tests of what cookie-authenticated requests may do.
import { encode } from "next-auth/jwt";
import { inject } from "vitest";

export async function sessionCookie(userId: string): Promise<string> {
  const jwt = await encode({ token: { sub: userId }, secret: inject("secret"), maxAge: 3600 });
  // The app is served over http in tests, so next-auth uses the cookie name without __Secure-.
  return `next-auth.session-token=${jwt}`;
}
