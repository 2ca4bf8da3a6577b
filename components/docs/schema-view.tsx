// Renders a JSON Schema of the OpenAPI document as a readable field table (refs resolved).
import { getTranslations } from "next-intl/server";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  description?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
  const?: unknown;
};

export type Components = Record<string, JsonSchema>;

function resolve(schema: JsonSchema, components: Components): JsonSchema {
  if (schema.$ref) return components[schema.$ref.split("/").pop() ?? ""] ?? {};
  return schema;
}

export function typeLabel(schema: JsonSchema, components: Components): string {
  if (schema.$ref) return schema.$ref.split("/").pop() ?? "object";
  const alts = schema.anyOf ?? schema.oneOf;
  if (alts) return alts.map((s) => typeLabel(s, components)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  const t = Array.isArray(schema.type) ? schema.type.join(" | ") : schema.type;
  if (t === "array" && schema.items) return `${typeLabel(schema.items, components)}[]`;
  if (schema.format) return `${t ?? "string"} (${schema.format})`;
  return t ?? "object";
}

export async function SchemaView({ schema, components, depth = 0 }: { schema: JsonSchema; components: Components; depth?: number }) {
  const t = await getTranslations("docs");
  const columns: Column[] = [{ label: t("field") }, { label: t("type") }, { label: t("notes") }];
  const s = resolve(schema, components);
  const target = s.type === "array" && s.items ? resolve(s.items, components) : s;
  if (!target.properties) {
    return <p className="text-sm text-slate-700"><code>{typeLabel(schema, components)}</code>{s.description ? ` — ${s.description}` : ""}</p>;
  }
  return (
    <div>
      {s.type === "array" && <p className="mb-1 text-xs text-slate-600">{t("arrayOf")}</p>}
      <DataTable density="compact" columns={columns}>
        {Object.entries(target.properties).map(([name, prop]) => {
          const resolved = resolve(prop, components);
          const nested = depth < 1 && (resolved.properties || (resolved.type === "array" && resolved.items && resolve(resolved.items, components).properties));
          return (
            <tr key={name} className="align-top">
              <td className={`${cellClass("compact")} font-mono text-xs`}>
                {name}
                {target.required?.includes(name) ? <span className="text-red-700" title={t("required")}>
                    *
                  </span> : null}
              </td>
              <td className={`${cellClass("compact")} font-mono text-xs text-slate-700`}>{typeLabel(prop, components)}</td>
              <td className={`${cellClass("compact")} text-xs text-slate-700`}>
                {resolved.description ?? prop.description ?? ""}
                {nested ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-brand-700">{t("fields")}</summary>
                    <SchemaView schema={prop} components={components} depth={depth + 1} />
                  </details>
                ) : null}
              </td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
