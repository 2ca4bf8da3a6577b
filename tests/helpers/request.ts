// Real HTTP for tests: a JSON body in, the parsed answer (or its text) out, with the status and
// headers. Every suite that talks to an app server goes through it; the error envelope's type
// is the app's own.
export type { ErrorBody } from "@/lib/errors/error-body";

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  method?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as JSON (and `Content-Type: application/json` unless headers say otherwise). */
  body?: unknown;
  /** Sent as is, for bodies that are not JSON or not valid. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** GET, or POST when a body is given, unless `method` says otherwise. */
export function methodOf(opts: RequestOptions): string {
  return opts.method ?? (opts.body !== undefined || opts.rawBody ? "POST" : "GET");
}

export async function requestJson<T = Record<string, unknown>>(baseUrl: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await fetch(`${baseUrl}${path}`, { method: methodOf(opts), headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers, text };
}
