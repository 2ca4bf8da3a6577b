"use client";
// Requirements catalogue forms: add a requirement, and per requirement change it or delete it.
// The page passes the server actions in.
import clsx from "clsx";
import { useActionState, useId, useState } from "react";
import { toast } from "sonner";
import { useTranslations } from "next-intl";
import { SubmitButton, TextArea, TextField } from "@/components/forms/field";
import { requirementKinds } from "@/lib/corps/requirements/requirement-schemas";
import { initialActionState, type ActionState } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

export interface RequirementRow {
  id: string;
  kind: string;
  name: string;
  description: string;
  body: string | null;
  applies_to_all: boolean;
  valid_days: number | null;
  min_age: number | null;
  version: number;
}

function useToast(state: ActionState) {
  useActionToast(state);
}

function value(state: ActionState, key: string, fallback = ""): string {
  const v = state.values?.[key];
  return typeof v === "string" ? v : fallback;
}

function AppliesToAll({ defaultChecked }: { defaultChecked: boolean }) {
  const t = useTranslations("admin");
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" name="applies_to_all" defaultChecked={defaultChecked} className="mt-0.5 h-4 w-4 rounded border-slate-400" aria-describedby={`${id}-hint`} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">{t("requirements.appliesToAll")}</label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">{t("requirements.appliesToAllHint")}</p>
      </div>
    </div>
  );
}

/** The fields a kind has: a waiver's text, an age, an expiry. */
function KindFields({ kind, state, r }: { kind: string; state: ActionState; r?: RequirementRow }) {
  const t = useTranslations("admin");
  const err = state.fieldErrors ?? {};
  return (
    <>
      {kind === "waiver" && (
        <TextArea
          className="sm:col-span-2"
          label={t("requirements.waiverText")}
          name="body"
          rows={8}
          required
          defaultValue={value(state, "body", r?.body ?? "")}
          error={err.body}
          hint={r ? t("requirements.waiverNewVersion") : t("requirements.waiverHint")}
        />
      )}
      {kind === "minimum_age" ? (
        <TextField label={t("requirements.minAge")} name="min_age" type="number" min={1} max={120} required defaultValue={value(state, "min_age", r?.min_age?.toString() ?? "")} error={err.min_age} hint={t("requirements.minAgeHint")} />
      ) : (
        <TextField label={t("requirements.validFor")} name="valid_days" type="number" min={1} defaultValue={value(state, "valid_days", r?.valid_days?.toString() ?? "")} error={err.valid_days} hint={t("requirements.validForHint")} />
      )}
    </>
  );
}

export function AddRequirementForm({ action }: { action: Action }) {
  const t = useTranslations("admin");
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useToast(state);
  const submittedKind = value(state, "kind", "waiver");
  return (
    <form action={formAction} className="grid grid-cols-1 gap-4 sm:grid-cols-2" noValidate aria-label={t("requirements.add")}>
      {/* Remounted with each answer: React resets the form to its defaults after the action. */}
      <AddRequirementFields key={`${state.message ?? ""}|${JSON.stringify(state.values ?? {})}`} state={state} initialKind={submittedKind} />
      <SubmitButton pending={pending} className="sm:col-span-2 sm:justify-self-start">{t("requirements.addButton")}</SubmitButton>
    </form>
  );
}

function AddRequirementFields({ state, initialKind }: { state: ActionState; initialKind: string }) {
  const t = useTranslations("admin");
  const [kind, setKind] = useState(initialKind);
  const err = state.fieldErrors ?? {};
  return (
    <>
      <div>
        <label htmlFor="new-requirement-kind" className="block text-sm font-medium text-slate-800">{t("requirements.kindLabel")}</label>
        <select
          id="new-requirement-kind"
          name="kind"
          defaultValue={initialKind}
          onChange={(e) => setKind(e.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {requirementKinds.map((k) => (
            <option key={k} value={k}>{t(`requirements.kind.${k}`)}</option>
          ))}
        </select>
      </div>
      <TextField label={t("requirements.name")} name="name" required defaultValue={value(state, "name")} error={err.name} autoComplete="off" />
      <TextField className="sm:col-span-2" label={t("requirements.descriptionOptional")} name="description" defaultValue={value(state, "description")} error={err.description} autoComplete="off" />
      <KindFields key={kind} kind={kind} state={state} />
      <div className="sm:col-span-2">
        <AppliesToAll defaultChecked={state.values?.applies_to_all === "on"} />
      </div>
    </>
  );
}

export function RequirementActions({ r, updateAction, deleteAction }: { r: RequirementRow; updateAction: Action; deleteAction: Action }) {
  const t = useTranslations("admin");
  const tc = useTranslations("common");
  const [state, formAction, saving] = useActionState(updateAction, initialActionState);
  // A deleted requirement's row unmounts with the refresh, before an effect could run: toast here.
  const [, removeAction, deleting] = useActionState(async (prev: ActionState, form: FormData) => {
    const result = await deleteAction(prev, form);
    if (result.message) (result.ok ? toast.success : toast.error)(result.message);
    return result;
  }, initialActionState);
  useToast(state);
  const err = state.fieldErrors ?? {};
  return (
    <div className="flex flex-col gap-2">
      <details open={Object.keys(err).length > 0 || undefined}>
        <summary className="cursor-pointer text-sm font-medium text-brand-800 underline">{t("requirements.change", { name: r.name })}</summary>
        <form action={formAction} className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2" noValidate>
          <input type="hidden" name="requirement_id" value={r.id} />
          <TextField label={t("requirements.name")} name="name" required defaultValue={value(state, "name", r.name)} error={err.name} autoComplete="off" />
          <TextField label={t("requirements.description")} name="description" defaultValue={value(state, "description", r.description)} error={err.description} autoComplete="off" />
          <KindFields kind={r.kind} state={state} r={r} />
          <div className="sm:col-span-2">
            <AppliesToAll defaultChecked={state.values ? state.values.applies_to_all === "on" : r.applies_to_all} />
          </div>
          <SubmitButton pending={saving} className="sm:col-span-2 sm:justify-self-start">{t("requirements.save", { name: r.name })}</SubmitButton>
        </form>
      </details>
      <form
        action={removeAction}
        onSubmit={(e) => {
          if (!window.confirm(t("requirements.confirmDelete", { name: r.name }))) e.preventDefault();
        }}
      >
        <input type="hidden" name="requirement_id" value={r.id} />
        <input type="hidden" name="requirement_name" value={r.name} />
        <button type="submit" disabled={deleting} className={clsx("min-h-10 rounded-md border border-red-300 px-3 py-2 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60")} aria-label={t("requirements.deleteWho", { name: r.name })}>
          {tc("actions.delete")}
        </button>
      </form>
    </div>
  );
}
