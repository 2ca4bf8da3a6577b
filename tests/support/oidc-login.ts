// Browser-free sign-ins for integration tests: a cookie jar, the local provider's dev login and
// consent pages driven over HTTP, a sign-in to the app through next-auth, and tokens issued to
// an OAuth client straight from the provider (authorization code flow).
import { randomBytes } from "node:crypto";

export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  store(url: string | URL, res: Response): void {
    const origin = new URL(url).origin;
    const jar = this.byOrigin.get(origin) ?? new Map<string, string>();
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    this.byOrigin.set(origin, jar);
  }

  header(url: string | URL): string {
    const jar = this.byOrigin.get(new URL(url).origin);
    return jar ? [...jar.entries()].map(([k, v]) => `${k}=${v}`).join("; ") : "";
  }

  get(url: string | URL, name: string): string | undefined {
    return this.byOrigin.get(new URL(url).origin)?.get(name);
  }
}

async function send(jar: CookieJar, url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
  const headers: Record<string, string> = { cookie: jar.header(url) };
  let body: string | undefined;
  if (init.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  }
  const res = await fetch(url, { method: init.method ?? (body ? "POST" : "GET"), headers, body, redirect: "manual" });
  jar.store(url, res);
  return res;
}

/**
 * From an authorization URL of the provider, signs in as `login` and consents, following the
 * provider's own redirects; returns the first URL outside the provider (the client's redirect_uri
 * with the code, or an error).
 */
export async function loginAtProvider(jar: CookieJar, authorizationUrl: string, login: string): Promise<URL> {
  const provider = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  let form: Record<string, string> | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await send(jar, url, { form });
    form = undefined;
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get("location") ?? "", url);
      if (next.origin !== provider) return next;
      url = next.toString();
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action || !prompt) throw new Error(`unexpected provider page ${res.status} at ${url}: ${html.slice(0, 500)}`);
    url = new URL(action.replace(/&amp;/g, "&"), url).toString();
    form = prompt === "login" ? { prompt, login, password: "any-password" } : { prompt };
  }
  throw new Error("the provider did not finish the login in 20 steps");
}

export interface AppSignIn {
  /** Where the app sent the browser at the end (the callbackUrl, or /signin?error=...). */
  landedAt: URL;
  /** The session cookie header to send to the app, when signed in. */
  cookie: string | null;
}

/** Signs in to the app through next-auth and the provider, as a browser would. */
export async function signInThroughProvider(appBaseUrl: string, login: string, callbackUrl = "/"): Promise<AppSignIn> {
  const jar = new CookieJar();
  const csrf = (await (await send(jar, `${appBaseUrl}/api/auth/csrf`)).json()) as { csrfToken: string };
  const start = await send(jar, `${appBaseUrl}/api/auth/signin/oidc`, { form: { csrfToken: csrf.csrfToken, callbackUrl, json: "true" } });
  const { url: authorizationUrl } = (await start.json()) as { url: string };
  if (!authorizationUrl.startsWith("http")) throw new Error(`next-auth did not redirect to the provider: ${authorizationUrl}`);
  let url = (await loginAtProvider(jar, authorizationUrl, login)).toString();
  // Follow the app's redirects (callback, then next-auth's error route) without loading pages.
  for (let step = 0; step < 5; step++) {
    const res = await send(jar, url);
    if (res.status < 300 || res.status >= 400) break;
    const next = new URL(res.headers.get("location") ?? "", url);
    url = next.toString();
    if (!next.pathname.startsWith("/api/auth/")) break;
  }
  const session = jar.get(appBaseUrl, "next-auth.session-token");
  return { landedAt: new URL(url), cookie: session ? `next-auth.session-token=${session}` : null };
}

export interface ProviderTokens {
  access_token: string;
  id_token: string;
  token_type: string;
}

/** Tokens issued straight to an OAuth client for `login` (code flow), optionally for a resource (RFC 8707). */
export async function tokensFromProvider(
  issuer: string,
  client: { clientId: string; clientSecret: string; redirectUri: string },
  login: string,
  opts: { resource?: string; scope?: string } = {},
): Promise<ProviderTokens> {
  const jar = new CookieJar();
  const auth = new URL(`${issuer}/auth`);
  auth.search = new URLSearchParams({
    client_id: client.clientId,
    response_type: "code",
    redirect_uri: client.redirectUri,
    scope: opts.scope ?? "openid email profile",
    state: randomBytes(8).toString("hex"),
    ...(opts.resource ? { resource: opts.resource } : {}),
  }).toString();
  const back = await loginAtProvider(jar, auth.toString(), login);
  const code = back.searchParams.get("code");
  if (!code) throw new Error(`no code in ${back.toString()}`);
  const res = await fetch(`${issuer}/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: client.redirectUri, ...(opts.resource ? { resource: opts.resource } : {}) }).toString(),
  });
  const body = (await res.json()) as ProviderTokens & { error?: string; error_description?: string };
  if (!res.ok) throw new Error(`token endpoint: ${body.error} ${body.error_description}`);
  return body;
}

/** Signs in to the app with the demo sign-in (any existing user's e-mail), as the sign-in page does. */
export async function demoSignIn(appBaseUrl: string, email: string): Promise<AppSignIn> {
  const jar = new CookieJar();
  const csrf = (await (await send(jar, `${appBaseUrl}/api/auth/csrf`)).json()) as { csrfToken: string };
  const res = await send(jar, `${appBaseUrl}/api/auth/callback/demo`, { form: { csrfToken: csrf.csrfToken, email, callbackUrl: "/", json: "true" } });
  const { url } = (await res.json()) as { url: string };
  const session = jar.get(appBaseUrl, "next-auth.session-token");
  return { landedAt: new URL(url, appBaseUrl), cookie: session ? `next-auth.session-token=${session}` : null };
}
