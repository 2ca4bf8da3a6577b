"use client";
// A form that sends its fields as JSON to one API endpoint and shows the API's answer: the
// message and, next to each input, the field errors of a VALIDATION_ERROR. Used by every CRM form.
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import type { ErrorBody } from "@/lib/errors/error-body";

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  name: string;
  label: string;
  type?: "text" | "number" | "date" | "email" | "tel" | "url" | "select" | "textarea";
  options?: FieldOption[];
  required?: boolean;
  /** An empty input is sent as null (clears the value) instead of being left out. */
  nullable?: boolean;
  defaultValue?: string | number | null;
  step?: string;
  min?: number;
  placeholder?: string;
  hint?: string;
  /** Wider input (textarea, notes). */
  wide?: boolean;
}

interface ApiFormProps {
  action: string;
  method: "POST" | "PATCH";
  fields: FieldSpec[];
  submitLabel: string;
  /** "refresh" re-renders the page; "open" goes to `${openPrefix}/${id}` of the created record. */
  onSuccess?: "refresh" | "open";
  openPrefix?: string;
  resetOnSuccess?: boolean;
  successMessage?: string;
  /** Accessible name of the form. */
  title: string;
}

function valueOf(field: FieldSpec, raw: FormDataEntryValue | null): unknown {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text === "") return field.nullable ? null : undefined;
  if (field.type === "number") return Number(text);
  return text;
}

export function ApiForm({ action, method, fields, submitLabel, onSuccess = "refresh", openPrefix, resetOnSuccess, successMessage, title }: ApiFormProps) {
  const t = useTranslations("properties");
  const router = useRouter();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "ok"; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body: Record<string, unknown> = {};
    for (const field of fields) {
      const value = valueOf(field, data.get(field.name));
      if (value !== undefined) body[field.name] = value;
    }
    setBusy(true);
    setMessage(null);
    setFieldErrors({});
    try {
      const res = await fetch(action, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const answer: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const error = (answer as Partial<ErrorBody> | null)?.error;
        setFieldErrors(error?.details?.fields ?? {});
        setMessage({ kind: "error", text: error?.message ?? t("form.failed", { status: res.status }) });
        return;
      }
      if (resetOnSuccess) form.reset();
      setMessage({ kind: "ok", text: successMessage ?? t("form.saved") });
      const id = (answer as { id?: string } | null)?.id;
      if (onSuccess === "open" && openPrefix && id) router.push(`${openPrefix}/${id}`);
      else router.refresh();
    } catch {
      setMessage({ kind: "error", text: t("form.unreachable") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label={title} noValidate className="space-y-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `${formId}-${field.name}`;
          const error = fieldErrors[field.name];
          const describedBy = [error ? `${id}-error` : null, field.hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
          const common = {
            id,
            name: field.name,
            required: field.required,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy,
            defaultValue: field.defaultValue ?? "",
            className: "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600",
          };
          return (
            <div key={field.name} className={field.wide || field.type === "textarea" ? "sm:col-span-2" : undefined}>
              <label htmlFor={id} className="block text-sm font-medium text-slate-800">
                {field.label}
                {field.required ? <span aria-hidden="true"> *</span> : null}
              </label>
              {field.type === "select" ? (
                <select {...common}>
                  {field.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : field.type === "textarea" ? (
                <textarea {...common} rows={4} placeholder={field.placeholder} />
              ) : (
                <input {...common} type={field.type ?? "text"} step={field.step} min={field.min} placeholder={field.placeholder} />
              )}
              {field.hint && (
                <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
                  {field.hint}
                </p>
              )}
              {error && (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {busy ? t("form.saving") : submitLabel}
        </button>
        <p role={message?.kind === "error" ? "alert" : "status"} className={message?.kind === "error" ? "text-sm text-red-700" : "text-sm text-green-800"}>
          {message?.text}
        </p>
      </div>
    </form>
  );
}
