"use client";
// corps_admin+: uploads a HUD SAFMR CSV to POST /api/rent-benchmarks (multipart, with the
// session cookie) and shows what was imported and which lines were refused. A fetch to the API
// rather than a server action: HUD's file is larger than a server action's body limit.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { ImportRowError, RentBenchmarkImportResult } from "@/lib/properties/market/benchmark-schemas";

type Outcome = { kind: "done"; result: RentBenchmarkImportResult } | { kind: "failed"; message: string; errors: ImportRowError[] } | null;

export function BenchmarkImportForm({ defaultYear }: { defaultYear: number }) {
  const t = useTranslations("map");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const skip = form.get("skip_invalid") === "on";
    form.delete("skip_invalid");
    setPending(true);
    setOutcome(null);
    try {
      const res = await fetch(`/api/rent-benchmarks?on_error=${skip ? "skip" : "reject"}`, { method: "POST", body: form });
      const body = (await res.json()) as RentBenchmarkImportResult & { error?: { message: string; details?: { errors?: ImportRowError[] } } };
      if (res.ok) {
        setOutcome({ kind: "done", result: body });
        router.refresh();
      } else {
        setOutcome({ kind: "failed", message: body.error?.message ?? t("import.serverAnswered", { status: res.status }), errors: body.error?.details?.errors ?? [] });
      }
    } catch (err) {
      setOutcome({ kind: "failed", message: err instanceof Error ? err.message : t("import.failed"), errors: [] });
    } finally {
      setPending(false);
    }
  }

  const errors = outcome?.kind === "done" ? outcome.result.errors : (outcome?.errors ?? []);
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t("import.label")}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-medium text-slate-800">
          {t("import.file")}
          <input name="file" type="file" accept=".csv,text/csv" required className="mt-1 text-sm" />
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-800">
          {t("import.year")}
          <input name="year" type="number" min={2000} max={2100} defaultValue={defaultYear} required className="mt-1 w-24 rounded-md border border-slate-400 px-2 py-1.5" />
        </label>
        <label className="flex items-center gap-1.5 text-sm">
          <input name="skip_invalid" type="checkbox" /> {t("import.skip")}
        </label>
        <button type="submit" disabled={pending} className="rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60">
          {pending ? t("import.importing") : t("import.import")}
        </button>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {outcome?.kind === "done" && (
          <p className="text-green-800">
            {outcome.result.skipped
              ? t("import.importedSkipped", { count: outcome.result.imported, label: outcome.result.label, skipped: outcome.result.skipped })
              : t("import.imported", { count: outcome.result.imported, label: outcome.result.label })}
          </p>
        )}
        {outcome?.kind === "failed" && <p className="text-red-800">{outcome.message}</p>}
      </div>
      {errors.length > 0 && (
        <ul className="max-h-40 overflow-auto rounded border border-slate-200 bg-slate-50 p-2 text-xs text-slate-800" aria-label={t("import.invalidRows")}>
          {errors.map((e) => (
            <li key={e.line}>
              {t("import.line", { line: e.line, message: e.message })}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
