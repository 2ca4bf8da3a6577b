// Reads request input defensively: query strings with repeated keys, path parameters and JSON
// bodies with a size cap, a nesting cap and no NUL characters. Every failure is a
// VALIDATION_ERROR, never a 500.
import { ApiError } from "@/lib/errors/api-error";
import { isJsonContentType } from "./content-type";

export const MAX_BODY_BYTES = 1024 * 1024;
/** Deeper JSON than any schema of the API accepts; deeper input is refused before zod walks it. */
export const MAX_JSON_DEPTH = 32;

const NUL_MESSAGE = "Must not contain NUL characters";

function assertNoNul(fields: Record<string, string>, path: string, value: string): void {
  // PostgreSQL text cannot hold U+0000: letting one through turns a typo into a 500.
  if (value.includes("\u0000")) fields[path || "body"] ??= NUL_MESSAGE;
}

function rejectIfAny(fields: Record<string, string>): void {
  if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
}

/**
 * URLSearchParams to a plain object; a key given more than once becomes an array. A key with an
 * empty value (`search=`, as a GET form sends an unfilled field) counts as not given, so it gets
 * the parameter's default instead of a VALIDATION_ERROR. A NUL character in a key or value is a
 * VALIDATION_ERROR.
 */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const bad: Record<string, string> = {};
  for (const [key, value] of params) {
    assertNoNul(bad, key, key);
    assertNoNul(bad, key, value);
    if (value.trim() === "") continue;
    const prior = out[key];
    if (prior === undefined) out[key] = value;
    else out[key] = Array.isArray(prior) ? [...prior, value] : [prior, value];
  }
  rejectIfAny(bad);
  return out;
}

/**
 * For pages that validate a query with safeParse and show its messages instead of failing: NUL
 * characters become U+FFFD, which PostgreSQL can hold (the search simply finds nothing) and which
 * no id, date or number schema accepts.
 */
export function safeQueryObject(params: URLSearchParams): Record<string, string | string[]> {
  const cleaned = new URLSearchParams();
  for (const [key, value] of params) cleaned.append(key.replaceAll("\u0000", "\ufffd"), value.replaceAll("\u0000", "\ufffd"));
  return queryObject(cleaned);
}

/** Path parameters as Next decoded them; a NUL in one is a VALIDATION_ERROR like anywhere else. */
export function paramsObject(raw: Record<string, string | string[] | undefined>): Record<string, string | string[] | undefined> {
  const bad: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) assertNoNul(bad, key, v);
  }
  rejectIfAny(bad);
  return raw;
}

/**
 * Walks parsed JSON once: refuses NUL characters in strings and keys, and nesting deeper than
 * MAX_JSON_DEPTH (the walk stops there, so hostile input cannot make it recurse further).
 */
function inspectJson(value: unknown, path: string, depth: number, bad: Record<string, string>): void {
  if (typeof value === "string") return assertNoNul(bad, path, value);
  if (typeof value !== "object" || value === null) return;
  if (depth >= MAX_JSON_DEPTH) {
    bad[path || "body"] ??= `Nested more than ${MAX_JSON_DEPTH} levels deep`;
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => inspectJson(item, path ? `${path}.${i}` : String(i), depth + 1, bad));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    assertNoNul(bad, at, key);
    inspectJson(item, at, depth + 1, bad);
  }
}

async function readCapped(req: Request): Promise<string> {
  return new TextDecoder().decode(await readCappedBytes(req, MAX_BODY_BYTES));
}

/** The raw body, refused with a VALIDATION_ERROR as soon as it exceeds maxBytes. */
export async function readCappedBytes(req: Request, maxBytes: number): Promise<Uint8Array> {
  const limit = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / (1024 * 1024))} MB` : `${maxBytes} bytes`;
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw ApiError.validation({ body: `Body is larger than ${limit}` }, "Request body too large");
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw ApiError.validation({ body: `Body is larger than ${limit}` }, "Request body too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The JSON body, or undefined when there is none. A non-JSON content type, malformed JSON, a
 * NUL character or absurd nesting is a VALIDATION_ERROR.
 */
export async function jsonBody(req: Request): Promise<unknown> {
  const text = await readCapped(req);
  if (text.trim() === "") return undefined;
  if (!isJsonContentType(req.headers.get("content-type"))) {
    throw ApiError.validation({ "content-type": "Must be application/json" }, "Content-Type must be application/json");
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw ApiError.validation({ body: "Malformed JSON" }, "Request body is not valid JSON");
  }
  const bad: Record<string, string> = {};
  inspectJson(value, "", 0, bad);
  rejectIfAny(bad);
  return value;
}
