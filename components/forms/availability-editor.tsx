"use client";
// Weekly availability: time ranges per weekday (the profile's availability field). Rows are
// form inputs named availability.<day>.<n>.start|end, so the server action reads them from the
// form and the schema's errors (same paths) show under the right row.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { weekdays } from "@/lib/corps/enums";

type Day = (typeof weekdays)[number];
export type AvailabilityValue = Partial<Record<Day, { start: string; end: string }[]>>;

interface Row {
  key: number;
  start: string;
  end: string;
}

const MAX_PER_DAY = 12;

/** The submitted rows back from the form's values (after a failed save), in their order. */
export function availabilityFromValues(values: Record<string, string | string[]>): AvailabilityValue {
  const out: Record<string, { start: string; end: string }[]> = {};
  for (const [k, v] of Object.entries(values)) {
    const m = /^availability\.([a-z]+)\.(\d+)\.(start|end)$/.exec(k);
    if (!m || typeof v !== "string") continue;
    const rows = (out[m[1]] ??= []);
    const i = Number(m[2]);
    rows[i] ??= { start: "", end: "" };
    rows[i][m[3] as "start" | "end"] = v;
  }
  for (const d of Object.keys(out)) out[d] = out[d].filter(Boolean);
  return out as AvailabilityValue;
}

export function AvailabilityEditor({ initial, errors }: { initial: AvailabilityValue; errors: Record<string, string> }) {
  const t = useTranslations("profile");
  const tc = useTranslations("common");
  const [nextKey, setNextKey] = useState(1000);
  const [rows, setRows] = useState<Record<Day, Row[]>>(() => {
    let k = 0;
    return Object.fromEntries(weekdays.map((d) => [d, (initial[d] ?? []).map((r) => ({ key: k++, start: r.start, end: r.end }))])) as Record<Day, Row[]>;
  });
  const add = (d: Day) => {
    setRows((cur) => ({ ...cur, [d]: [...cur[d], { key: nextKey, start: "09:00", end: "12:00" }] }));
    setNextKey((k) => k + 1);
  };
  const remove = (d: Day, key: number) => setRows((cur) => ({ ...cur, [d]: cur[d].filter((r) => r.key !== key) }));
  const timeClass = (bad: boolean) =>
    `mt-1 block w-full rounded-md border bg-white px-2 py-1.5 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${bad ? "border-red-600" : "border-slate-300"}`;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t("availability.legend")}</legend>
      <p className="mt-1 text-xs text-slate-600">{t("availability.hint")}</p>
      {errors.availability && <p className="mt-1 text-xs font-medium text-red-700">{errors.availability}</p>}
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {weekdays.map((d) => {
          const day = tc(`weekday.${d}`);
          return (
          <li key={d} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start">
            <p className="w-28 shrink-0 pt-1 text-sm font-semibold text-slate-800" id={`avail-${d}`}>{day}</p>
            <div className="flex-1 space-y-2">
              {rows[d].length === 0 && <p className="pt-1 text-sm text-slate-600">{t("availability.none")}</p>}
              {rows[d].map((r, i) => {
                const base = `availability.${d}.${i}`;
                const startErr = errors[`${base}.start`];
                const endErr = errors[`${base}.end`] ?? errors[base];
                return (
                  <div key={r.key} className="flex flex-wrap items-end gap-2">
                    <label className="text-xs font-medium text-slate-700">
                      {t("availability.from")}<span className="sr-only"> {t("availability.slot", { day, n: i + 1 })}</span>
                      <input type="time" name={`${base}.start`} defaultValue={r.start} required aria-invalid={startErr ? true : undefined} className={timeClass(Boolean(startErr))} />
                    </label>
                    <label className="text-xs font-medium text-slate-700">
                      {t("availability.until")}<span className="sr-only"> {t("availability.slot", { day, n: i + 1 })}</span>
                      <input type="time" name={`${base}.end`} defaultValue={r.end} required aria-invalid={endErr ? true : undefined} className={timeClass(Boolean(endErr))} />
                    </label>
                    <button type="button" onClick={() => remove(d, r.key)} className="rounded-md px-2 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50">
                      {t("availability.remove")}<span className="sr-only"> {t("availability.removeSlot", { day, n: i + 1 })}</span>
                    </button>
                    {(startErr || endErr) && <p className="w-full text-xs font-medium text-red-700">{startErr ?? endErr}</p>}
                  </div>
                );
              })}
              {rows[d].length < MAX_PER_DAY && (
                <button type="button" onClick={() => add(d)} className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100">
                  {t("availability.add")}<span className="sr-only"> {t("availability.addOn", { day })}</span>
                </button>
              )}
            </div>
          </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
