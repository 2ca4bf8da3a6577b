import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { SchemaView, typeLabel, type Components } from "@/components/docs/schema-view";
import { openApiDocument } from "@/lib/openapi/document";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("docs");
  return { title: t("title") };
}

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown>; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;
};

const METHOD_STYLE: Record<string, string> = {
  get: "bg-emerald-100 text-emerald-900",
  post: "bg-blue-100 text-blue-900",
  patch: "bg-amber-100 text-amber-900",
  put: "bg-amber-100 text-amber-900",
  delete: "bg-red-100 text-red-900",
};

export default async function ApiReferencePage() {
  const [t, locale] = await Promise.all([getTranslations("docs"), getLocale()]);
  const doc = openApiDocument() as unknown as {
    info: { title: string; version: string; description?: string };
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Components };
    webhooks?: Record<string, Record<string, Operation>>;
  };
  const components = doc.components?.schemas ?? {};
  const byTag = new Map<string, { path: string; method: string; op: Operation }[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), { path, method, op }]);
    }
  }
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <p className="text-sm"><Link href="/" className="text-brand-700 underline">{t("home")}</Link> · <a href="/api/openapi.json" className="text-brand-700 underline">openapi.json</a></p>
      <h1 className="mt-2 text-3xl font-bold">{doc.info.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("version", { version: doc.info.version })}</p>
      {doc.info.description && <p className="mt-3 max-w-3xl text-slate-700">{doc.info.description}</p>}
      {/* The API speaks English (its messages and descriptions): said once, instead of mixing languages silently. */}
      {locale !== "en" && <p className="mt-2 text-sm text-slate-600">{t("note")}</p>}
      <nav aria-label={t("sections")} className="mt-6 flex flex-wrap gap-2">
        {[...byTag.keys()].map((tag) => (
          <a key={tag} href={`#${tag.replace(/\W+/g, "-")}`} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-100">{tag}</a>
        ))}
      </nav>
      {[...byTag.entries()].map(([tag, ops]) => (
        <section key={tag} id={tag.replace(/\W+/g, "-")} className="mt-10">
          <h2 className="text-2xl font-semibold">{tag}</h2>
          <div className="mt-4 space-y-4">
            {ops.map(({ path, method, op }) => {
              const body = op.requestBody?.content?.["application/json"]?.schema;
              return (
                <article key={`${method} ${path}`} id={op.operationId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm">
                    <span className={`rounded px-2 py-0.5 font-bold uppercase ${METHOD_STYLE[method] ?? "bg-slate-100"}`}>{method}</span>
                    <span className="break-all">{path}</span>
                  </h3>
                  {op.summary && <p className="mt-2 font-medium">{op.summary}</p>}
                  {op.description && <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{op.description.replace(/\*\*/g, "")}</p>}
                  {op.parameters && op.parameters.length > 0 && (
                    <div className="mt-3">
                      <h4 className="text-sm font-semibold">{t("parameters")}</h4>
                      <ul className="mt-1 space-y-0.5 text-sm">
                        {op.parameters.map((p) => (
                          <li key={`${p.in}-${p.name}`}>
                            <code className="text-xs">{p.name}</code> <span className="text-slate-600">{p.required ? t("inRequired", { where: p.in }) : t("in", { where: p.in })}</span>{" "}
                            <code className="text-xs text-slate-700">{p.schema ? typeLabel(p.schema, components) : ""}</code>
                            {p.description ? <span className="text-slate-600"> — {p.description}</span> : null}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {body && (
                    <div className="mt-3">
                      <h4 className="text-sm font-semibold">{t("requestBody")}</h4>
                      <SchemaView schema={body} components={components} />
                    </div>
                  )}
                  <div className="mt-3">
                    <h4 className="text-sm font-semibold">{t("responses")}</h4>
                    <ul className="mt-1 space-y-2 text-sm">
                      {Object.entries(op.responses ?? {}).map(([status, r]) => {
                        const schema = Object.values(r.content ?? {})[0]?.schema;
                        const isError = Number(status) >= 400;
                        return (
                          <li key={status}>
                            <span className={`font-mono font-semibold ${isError ? "text-red-800" : "text-emerald-800"}`}>{status}</span> {r.description}
                            {schema && !isError ? <SchemaView schema={schema} components={components} /> : null}
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                </article>
              );
            })}
          </div>
        </section>
      ))}
    </main>
  );
}
