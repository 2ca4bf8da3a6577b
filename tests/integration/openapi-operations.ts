// Every operation of the served OpenAPI document, for the sweeps that must cover routes added
// later without anyone listing them (cross-site, bad URLs, fuzz).
import { api } from "@/tests/helpers/api";

export interface SchemaObject {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: SchemaObject;
}

export interface Operation {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  parameters: Parameter[];
  body?: SchemaObject;
  /** Media types of the documented request body (application/json, or an upload's types). */
  mediaTypes: string[];
  security: Record<string, string[]>[];
}

interface Document {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: SchemaObject }> }; security?: Record<string, string[]>[] }>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

let cached: { operations: Operation[]; schemas: Record<string, SchemaObject> } | undefined;

export async function openApi(): Promise<{ operations: Operation[]; schemas: Record<string, SchemaObject> }> {
  if (cached) return cached;
  const res = await api<Document>("/api/openapi.json");
  if (res.status !== 200) throw new Error(`openapi.json answered ${res.status}`);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(res.body.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        method: method as Operation["method"],
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.["application/json"]?.schema,
        mediaTypes: Object.keys(op.requestBody?.content ?? {}),
        security: op.security ?? [],
      });
    }
  }
  cached = { operations, schemas: res.body.components?.schemas ?? {} };
  return cached;
}

export const UNSAFE = new Set(["post", "put", "patch", "delete"]);

/** `/api/x/{id}/y/{unitId}` with each parameter replaced by `value(name, segment before it)`. */
export function fillPath(path: string, value: (name: string, collection: string) => string): string {
  const segments = path.split("/");
  return segments.map((seg, i) => seg.replace(/^\{(\w+)\}$/, (_, name: string) => value(name, segments[i - 1] ?? ""))).join("/");
}

/** Follows a `$ref` to components.schemas, once per level. */
export function resolveSchema(schema: SchemaObject | undefined, schemas: Record<string, SchemaObject>): SchemaObject | undefined {
  let s = schema;
  for (let i = 0; s?.$ref && i < 10; i++) s = schemas[s.$ref.replace("#/components/schemas/", "")];
  return s;
}

/** Vercel cron's routes: only CRON_SECRET is a credential there (a user's token or cookie is 401). */
export function cronOnly(op: Operation): boolean {
  return op.security.length > 0 && op.security.every((s) => "cronSecret" in s);
}
