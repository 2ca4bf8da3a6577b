// Reads request input defensively: query strings with repeated keys, JSON bodies with a size
// cap and a content-type check. Every failure is a VALIDATION_ERROR, never a 500.
import { ApiError } from "./api-error";

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * URLSearchParams to a plain object; a key given more than once becomes an array. A key with an
 * empty value (`search=`, as a GET form sends an unfilled field) counts as not given, so it gets
 * the parameter's default instead of a VALIDATION_ERROR.
 */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    if (value.trim() === "") continue;
    const prior = out[key];
    if (prior === undefined) out[key] = value;
    else out[key] = Array.isArray(prior) ? [...prior, value] : [prior, value];
  }
  return out;
}

async function readCapped(req: Request): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw ApiError.validation({ body: "Body is larger than 1 MB" }, "Request body too large");
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw ApiError.validation({ body: "Body is larger than 1 MB" }, "Request body too large");
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * The JSON body, or undefined when there is none. A non-JSON content type or malformed JSON
 * is a VALIDATION_ERROR.
 */
export async function jsonBody(req: Request): Promise<unknown> {
  const text = await readCapped(req);
  if (text.trim() === "") return undefined;
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) {
    throw ApiError.validation({ "content-type": "Must be application/json" }, "Content-Type must be application/json");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.validation({ body: "Malformed JSON" }, "Request body is not valid JSON");
  }
}
