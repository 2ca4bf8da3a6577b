// Every answer the integration suite receives is checked against the served OpenAPI document,
// the way a validating proxy in front of the app would: the status must be documented for the
// operation, the media type for that status, and a JSON body must match its schema; a request the
// app took must have a query and JSON body the document allows (decision 110). A mismatch
// fails the test that made the request, naming the operation and what differs, so the document
// cannot drift from what the routes answer.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { ApiResponse } from "@/tests/helpers/request";

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Parameter {
  name: string;
  in: string;
  allowEmptyValue?: boolean;
  schema?: { type?: string | string[] };
}
type Operation = { responses?: Record<string, ResponseObject>; requestBody?: { content?: Record<string, MediaType> }; parameters?: Parameter[] };
type PathItem = Record<string, Operation>;
interface OpenApiDocument {
  paths: Record<string, PathItem>;
}

interface CompiledPath {
  template: string;
  pattern: RegExp;
  /** Literal segments first: /opportunities/search wins over /opportunities/{id}. */
  params: number;
}

interface Checker {
  doc: OpenApiDocument;
  paths: CompiledPath[];
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

let checker: Promise<Checker> | undefined;

async function load(baseUrl: string): Promise<Checker> {
  const res = await fetch(`${baseUrl}/api/openapi.json`);
  if (res.status !== 200) throw new Error(`the OpenAPI document answered ${res.status}`);
  const doc = (await res.json()) as OpenApiDocument;
  const paths = Object.keys(doc.paths).map((template) => {
    const segments = template.split("/").map((seg) => (/^\{\w+\}$/.test(seg) ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    return { template, pattern: new RegExp(`^${segments.join("/")}$`), params: (template.match(/\{/g) ?? []).length };
  });
  paths.sort((a, b) => a.params - b.params);
  // strict: false lets OpenAPI's own keywords (example, discriminator) stand beside JSON Schema's.
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, validateFormats: true }));
  ajv.addSchema(doc as object, "openapi");
  return { doc, paths, ajv, validators: new Map() };
}

/** JSON pointer escaping of one reference token. */
function token(s: string): string {
  return s.replace(/~/g, "~0").replace(/\//g, "~1");
}

function mediaTypeOf(headers: Headers): string | null {
  const raw = headers.get("content-type");
  return raw ? raw.split(";")[0].trim().toLowerCase() : null;
}

function findContent(content: Record<string, MediaType>, media: string): string | undefined {
  const keys = Object.keys(content);
  return keys.find((k) => k.toLowerCase() === media) ?? keys.find((k) => k === `${media.split("/")[0]}/*`) ?? keys.find((k) => k === "*/*");
}

/** The violations of one answer; empty when the document describes it (or documents no such path). */
export async function openApiViolations(baseUrl: string, method: string, url: string, res: ApiResponse<unknown>, requestBody?: unknown): Promise<string[]> {
  checker ??= load(baseUrl);
  const c = await checker;
  const pathname = new URL(url, baseUrl).pathname;
  const found = c.paths.find((p) => p.pattern.test(pathname));
  // A path the document does not have is the catch-all's NOT_FOUND (tests/integration/bad-urls).
  if (!found) return [];
  const m = method.toLowerCase();
  const op = c.doc.paths[found.template][m];
  const where = `${method.toUpperCase()} ${found.template} → ${res.status}`;
  // A method the document does not offer is the caller's mistake, as an unknown path is: the
  // suites probe it on purpose (405 with Allow, or a CORS preflight's 204).
  if (!op) return (res.status === 405 || m === "options") ? [] : [`${where}: the document has no ${method.toUpperCase()} for this path`];
  // A request the app took (2xx) must be one the document allows, its query and its JSON body: a
  // parameter, field or value the handler accepts but the document refuses is one a generated
  // client or a validating proxy would never let through.
  const ok = res.status >= 200 && res.status < 300;
  const accepted = ok ? [...queryViolations(c, found.template, m, new URL(url, baseUrl).searchParams), ...requestViolations(c, found.template, m, requestBody)] : [];
  if (accepted.length > 0) return accepted.map((v) => `${where}: request ${v}`);
  const responses = op.responses ?? {};
  const key = [String(res.status), `${String(res.status)[0]}XX`, "default"].find((k) => k in responses);
  if (!key) return [`${where}: status ${res.status} is not documented (documented: ${Object.keys(responses).join(", ")})`];
  const content = responses[key].content;
  const hasBody = res.text.length > 0 && m !== "head" && res.status !== 204 && res.status !== 304;
  if (!hasBody) return [];
  const media = mediaTypeOf(res.headers);
  if (!content) return [`${where}: a ${media ?? "typeless"} body is answered, the document says there is none`];
  if (!media) return [`${where}: the answer has a body but no Content-Type`];
  const mediaKey = findContent(content, media);
  if (!mediaKey) return [`${where}: media type ${media} is not documented (documented: ${Object.keys(content).join(", ")})`];
  if (!(media === "application/json" || media.endsWith("+json")) || content[mediaKey].schema === undefined) return [];
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return [`${where}: the ${media} body is not JSON`];
  }
  const validate = validatorAt(c, ["paths", found.template, m, "responses", key, "content", mediaKey, "schema"]);
  if (validate(body)) return [];
  return errorsOf(validate).map((e) => `${where}: body${e}`);
}

function validatorAt(c: Checker, tokens: string[]): ValidateFunction {
  const pointer = tokens.map(token).join("/");
  let validate = c.validators.get(pointer);
  if (!validate) {
    validate = c.ajv.compile({ $ref: `openapi#/${pointer}` });
    c.validators.set(pointer, validate);
  }
  return validate;
}

function errorsOf(validate: ValidateFunction): string[] {
  return (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath} ${e.message ?? "is invalid"} ${JSON.stringify(e.params)}`);
}

function requestViolations(c: Checker, template: string, m: string, body: unknown): string[] {
  // A body sent to an operation that takes none is ignored by the app, as by most APIs.
  const content = c.doc.paths[template][m].requestBody?.content;
  if (body === undefined || !content?.["application/json"]?.schema) return [];
  const validate = validatorAt(c, ["paths", template, m, "requestBody", "content", "application/json", "schema"]);
  return validate(body) ? [] : errorsOf(validate).map((e) => `body${e}`);
}

/**
 * Query parameters the app took must be documented, and a single value must match its schema
 * (read as the app reads it: a number where the schema says integer or number).
 */
function queryViolations(c: Checker, template: string, m: string, query: URLSearchParams): string[] {
  const params = c.doc.paths[template][m].parameters ?? [];
  const out: string[] = [];
  for (const name of new Set(query.keys())) {
    const index = params.findIndex((p) => p.in === "query" && p.name === name);
    if (index < 0) {
      out.push(`query parameter ${name} is taken, the document does not list it`);
      continue;
    }
    const types = [params[index].schema?.type ?? []].flat();
    const values = query.getAll(name).filter((v) => !(v === "" && params[index].allowEmptyValue));
    if (values.length !== 1 || types.includes("array") || types.length === 0) continue; // arrays: names only
    const raw = values[0];
    const value = (types.includes("integer") || types.includes("number")) && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
    const validate = validatorAt(c, ["paths", template, m, "parameters", String(index), "schema"]);
    if (!validate(value)) out.push(...errorsOf(validate).map((e) => `query ${name}${e}`));
  }
  return out;
}
