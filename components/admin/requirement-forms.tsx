"use client";
// Requirements catalogue forms: add a requirement, and per requirement change it or delete it.
// The page passes the server actions in.
import clsx from "clsx";
import { useActionState, useId, useState } from "react";
import { toast } from "sonner";
import { SubmitButton, TextArea, TextField } from "@/components/forms/field";
import { KIND_LABEL } from "@/components/requirements/requirement-labels";
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
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" name="applies_to_all" defaultChecked={defaultChecked} className="mt-0.5 h-4 w-4 rounded border-slate-400" aria-describedby={`${id}-hint`} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">Applies to every opportunity</label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">Otherwise choose it on each opportunity that needs it</p>
      </div>
    </div>
  );
}

/** The fields a kind has: a waiver's text, an age, an expiry. */
function KindFields({ kind, state, r }: { kind: string; state: ActionState; r?: RequirementRow }) {
  const err = state.fieldErrors ?? {};
  return (
    <>
      {kind === "waiver" && (
        <TextArea
          className="sm:col-span-2"
          label="Waiver text"
          name="body"
          rows={8}
          required
          defaultValue={value(state, "body", r?.body ?? "")}
          error={err.body}
          hint={r ? "Changing the text makes a new version: volunteers sign it again before their next signup" : "Volunteers read and sign this text"}
        />
      )}
      {kind === "minimum_age" ? (
        <TextField label="Minimum age (years)" name="min_age" type="number" min={1} max={120} required defaultValue={value(state, "min_age", r?.min_age?.toString() ?? "")} error={err.min_age} hint="Judged on the opportunity's start date" />
      ) : (
        <TextField label="Valid for (days)" name="valid_days" type="number" min={1} defaultValue={value(state, "valid_days", r?.valid_days?.toString() ?? "")} error={err.valid_days} hint="Empty: never expires" />
      )}
    </>
  );
}

export function AddRequirementForm({ action }: { action: Action }) {
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useToast(state);
  const submittedKind = value(state, "kind", "waiver");
  return (
    <form action={formAction} className="grid grid-cols-1 gap-4 sm:grid-cols-2" noValidate aria-label="Add a requirement">
      {/* Remounted with each answer: React resets the form to its defaults after the action. */}
      <AddRequirementFields key={`${state.message ?? ""}|${JSON.stringify(state.values ?? {})}`} state={state} initialKind={submittedKind} />
      <SubmitButton pending={pending} className="sm:col-span-2 sm:justify-self-start">Add requirement</SubmitButton>
    </form>
  );
}

function AddRequirementFields({ state, initialKind }: { state: ActionState; initialKind: string }) {
  const [kind, setKind] = useState(initialKind);
  const err = state.fieldErrors ?? {};
  return (
    <>
      <div>
        <label htmlFor="new-requirement-kind" className="block text-sm font-medium text-slate-800">Kind</label>
        <select
          id="new-requirement-kind"
          name="kind"
          defaultValue={initialKind}
          onChange={(e) => setKind(e.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {Object.entries(KIND_LABEL).map(([k, label]) => (
            <option key={k} value={k}>{label}</option>
          ))}
        </select>
      </div>
      <TextField label="Name" name="name" required defaultValue={value(state, "name")} error={err.name} autoComplete="off" />
      <TextField className="sm:col-span-2" label="Description (optional)" name="description" defaultValue={value(state, "description")} error={err.description} autoComplete="off" />
      <KindFields key={kind} kind={kind} state={state} />
      <div className="sm:col-span-2">
        <AppliesToAll defaultChecked={state.values?.applies_to_all === "on"} />
      </div>
    </>
  );
}

export function RequirementActions({ r, updateAction, deleteAction }: { r: RequirementRow; updateAction: Action; deleteAction: Action }) {
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
        <summary className="cursor-pointer text-sm font-medium text-brand-800 underline">Change {r.name}</summary>
        <form action={formAction} className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2" noValidate>
          <input type="hidden" name="requirement_id" value={r.id} />
          <TextField label="Name" name="name" required defaultValue={value(state, "name", r.name)} error={err.name} autoComplete="off" />
          <TextField label="Description" name="description" defaultValue={value(state, "description", r.description)} error={err.description} autoComplete="off" />
          <KindFields kind={r.kind} state={state} r={r} />
          <div className="sm:col-span-2">
            <AppliesToAll defaultChecked={state.values ? state.values.applies_to_all === "on" : r.applies_to_all} />
          </div>
          <SubmitButton pending={saving} className="sm:col-span-2 sm:justify-self-start">Save {r.name}</SubmitButton>
        </form>
      </details>
      <form
        action={removeAction}
        onSubmit={(e) => {
          if (!window.confirm(`Delete ${r.name}? It stops applying to every opportunity; signatures and records stay on file.`)) e.preventDefault();
        }}
      >
        <input type="hidden" name="requirement_id" value={r.id} />
        <input type="hidden" name="requirement_name" value={r.name} />
        <button type="submit" disabled={deleting} className={clsx("min-h-10 rounded-md border border-red-300 px-3 py-2 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60")} aria-label={`Delete ${r.name}`}>
          Delete
        </button>
      </form>
    </div>
  );
}
