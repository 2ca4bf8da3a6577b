// Labelled form controls that show their field's error and keep the user's input
// (uncontrolled, with defaultValue, so a failed submit re-renders with what was typed).
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useId } from "react";

interface BaseProps {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

const inputClass = (error?: string) =>
  clsx(
    "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30",
    error ? "border-red-600" : "border-slate-300",
  );

function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      {required && <span aria-hidden="true" className="text-red-700"> *</span>}
    </label>
  );
}

function Help({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

export function TextField(props: BaseProps & { type?: string; defaultValue?: string | number; placeholder?: string; min?: number | string; max?: number | string; step?: number | string; autoComplete?: string; inputMode?: "numeric" | "decimal" | "tel" | "text"; list?: string }) {
  const id = useId();
  const { label, name, error, hint, required, className, ...rest } = props;
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      <input id={id} name={name} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={inputClass(error)} {...rest} />
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea(props: BaseProps & { defaultValue?: string; rows?: number; placeholder?: string }) {
  const id = useId();
  const { label, name, error, hint, required, className, rows = 4, ...rest } = props;
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      <textarea id={id} name={name} rows={rows} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={inputClass(error)} {...rest} />
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField(props: BaseProps & { options: { value: string; label: string }[]; defaultValue?: string; includeBlank?: string }) {
  const id = useId();
  const { label, name, error, hint, required, className, options, includeBlank, defaultValue } = props;
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      <select id={id} name={name} required={required} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={inputClass(error)}>
        {includeBlank !== undefined && <option value="">{includeBlank}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Help id={id} error={error} hint={hint} />
    </div>
  );
}

export function SubmitButton({ children, pending, className }: { children: React.ReactNode; pending?: boolean; className?: string }) {
  const t = useTranslations("ui");
  return (
    <button
      type="submit"
      disabled={pending}
      className={clsx("rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60", className)}
    >
      {pending ? t("field.working") : children}
    </button>
  );
}
