"use client";
// "Run sync": posts the sync and, while it runs, polls the newest run for its counts so far (the
// service updates them after every page of 1000 listings), then shows the result.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import type { SyncResult, SyncRunDto } from "@/lib/properties/sync/sync-schemas";
import type { ErrorBody } from "@/lib/errors/error-body";

type Phase = { kind: "idle" } | { kind: "running"; run: SyncRunDto | null; since: number } | { kind: "done"; result: SyncResult } | { kind: "failed"; message: string };

const inputClass = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";


export function SyncRunner({ defaultState }: { defaultState: string }) {
  const t = useTranslations("properties");
  const counts = (r: SyncResult) => t("sync.counts", { total: r.total, created: r.created, updated: r.updated, linked: r.autoLinked, errors: r.errors });
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const poll = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => () => {
    if (poll.current) clearInterval(poll.current);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body: Record<string, unknown> = { state: String(data.get("state") ?? "").trim() };
    const city = String(data.get("city") ?? "").trim();
    const limit = String(data.get("limit") ?? "").trim();
    if (city) body.city = city;
    if (limit) body.limit = Number(limit);
    // The API checks the same; asking first saves a round trip for the common typo ("Oregon").
    if (!/^[A-Za-z]{2}$/.test(String(body.state))) {
      setFieldErrors({ state: t("sync.stateError") });
      setPhase({ kind: "failed", message: t("sync.checkState") });
      return;
    }
    setFieldErrors({});
    const since = Date.now();
    setPhase({ kind: "running", run: null, since });
    poll.current = setInterval(async () => {
      const res = await fetch("/api/sync-properties/runs?limit=1", { cache: "no-store" }).catch(() => null);
      const latest = res?.ok ? ((await res.json()) as { runs: SyncRunDto[] }).runs[0] : undefined;
      if (latest && latest.status === "running") setPhase((p) => (p.kind === "running" ? { ...p, run: latest } : p));
    }, 1000);
    try {
      const res = await fetch("/api/sync-properties", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const answer: unknown = await res.json().catch(() => null);
      if (res.ok) {
        setPhase({ kind: "done", result: (answer as { result: SyncResult }).result });
      } else {
        const error = (answer as Partial<ErrorBody> | null)?.error;
        setFieldErrors(error?.details?.fields ?? {});
        setPhase({ kind: "failed", message: error?.message ?? t("sync.failed", { status: res.status }) });
      }
    } catch {
      setPhase({ kind: "failed", message: t("sync.unreachable") });
    } finally {
      if (poll.current) clearInterval(poll.current);
      poll.current = null;
      router.refresh();
    }
  }

  const running = phase.kind === "running";
  return (
    <div className="space-y-3">
      <form onSubmit={submit} aria-label={t("sync.formLabel")} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <div>
          <label htmlFor="sync-state" className="block text-sm font-medium text-slate-800">
            {t("sync.state")} <span aria-hidden="true">*</span>
          </label>
          <input id="sync-state" name="state" required maxLength={2} defaultValue={defaultState} aria-invalid={fieldErrors.state ? true : undefined} aria-describedby={fieldErrors.state ? "sync-state-error" : "sync-state-hint"} className={inputClass} />
          <p id="sync-state-hint" className="mt-1 text-xs text-slate-600">{t("sync.stateHint")}</p>
          {fieldErrors.state && <p id="sync-state-error" className="mt-1 text-sm text-red-700">{fieldErrors.state}</p>}
        </div>
        <div>
          <label htmlFor="sync-city" className="block text-sm font-medium text-slate-800">
            {t("sync.city")}
          </label>
          <input id="sync-city" name="city" aria-invalid={fieldErrors.city ? true : undefined} aria-describedby={fieldErrors.city ? "sync-city-error" : undefined} className={inputClass} />
          {fieldErrors.city && <p id="sync-city-error" className="mt-1 text-sm text-red-700">{fieldErrors.city}</p>}
        </div>
        <div>
          <label htmlFor="sync-limit" className="block text-sm font-medium text-slate-800">
            {t("sync.limit")}
          </label>
          <input id="sync-limit" name="limit" type="number" min={1} step={1} aria-invalid={fieldErrors.limit ? true : undefined} aria-describedby={fieldErrors.limit ? "sync-limit-error" : "sync-limit-hint"} className={inputClass} />
          <p id="sync-limit-hint" className="mt-1 text-xs text-slate-600">{t("sync.limitHint")}</p>
          {fieldErrors.limit && <p id="sync-limit-error" className="mt-1 text-sm text-red-700">{fieldErrors.limit}</p>}
        </div>
        <div className="flex items-start pt-6">
          <button type="submit" disabled={running} className="w-full rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {running ? t("sync.syncing") : t("sync.run")}
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite" className="text-sm">
        {phase.kind === "running" && (
          <div className="space-y-1">
            <p className="font-medium text-slate-900">{t("sync.running")}</p>
            <div className="h-2 w-full overflow-hidden rounded bg-slate-200" aria-hidden="true">
              <div className="h-2 w-1/3 animate-pulse rounded bg-brand-600" />
            </div>
            <p className="text-slate-700">{phase.run ? counts(phase.run.result) : t("sync.firstPage")}</p>
          </div>
        )}
        {phase.kind === "done" && <p className="font-medium text-green-800">{t("sync.finished", { counts: counts(phase.result) })}</p>}
      </div>
      {phase.kind === "failed" && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {phase.message}
        </p>
      )}
    </div>
  );
}
