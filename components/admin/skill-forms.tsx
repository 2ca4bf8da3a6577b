"use client";
// Skills catalogue forms: add a skill, and per skill rename/recategorize, (de)activate, delete.
import clsx from "clsx";
import { useActionState, useId } from "react";
import { toast } from "sonner";
import { useTranslations } from "next-intl";
import { SubmitButton, TextField } from "@/components/forms/field";
import { initialActionState, type ActionState, type FormAction } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

function value(state: ActionState, key: string, fallback = ""): string {
  const v = state.values?.[key];
  return typeof v === "string" ? v : fallback;
}

/** The category input suggests the existing categories but accepts a new one. */
function CategoryField({ categories, defaultValue, error, listId }: { categories: string[]; defaultValue: string; error?: string; listId: string }) {
  const t = useTranslations("admin");
  return (
    <>
      <TextField label={t("skills.category")} name="category" defaultValue={defaultValue} error={error} required list={listId} autoComplete="off" />
      <datalist id={listId}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </>
  );
}

export function AddSkillForm({ categories, createSkillAction }: { categories: string[]; createSkillAction: FormAction }) {
  const t = useTranslations("admin");
  const [state, action, pending] = useActionState(createSkillAction, initialActionState);
  useActionToast(state);
  const err = state.fieldErrors ?? {};
  const listId = useId();
  return (
    <form action={action} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start" noValidate aria-label={t("skills.add")}>
      <TextField label={t("skills.skillName")} name="name" defaultValue={value(state, "name")} error={err.name} required autoComplete="off" />
      <CategoryField categories={categories} defaultValue={value(state, "category")} error={err.category} listId={listId} />
      <TextField label={t("skills.descriptionOptional")} name="description" defaultValue={value(state, "description")} error={err.description} autoComplete="off" />
      <SubmitButton pending={pending} className="min-h-10 lg:mt-6">
        {t("skills.addButton")}
      </SubmitButton>
    </form>
  );
}

export function SkillActions({
  skill,
  categories,
  actions: { updateSkillAction, setSkillActiveAction, deleteSkillAction },
}: {
  skill: { id: string; name: string; category: string; is_active: boolean; in_use: boolean };
  categories: string[];
  actions: { updateSkillAction: FormAction; setSkillActiveAction: FormAction; deleteSkillAction: FormAction };
}) {
  const t = useTranslations("admin");
  const tc = useTranslations("common");
  const [editState, editAction, editing] = useActionState(updateSkillAction, initialActionState);
  const [activeState, activeAction, toggling] = useActionState(setSkillActiveAction, initialActionState);
  // A deleted skill's row unmounts with the refresh, before an effect could run: toast from the action itself.
  const [, deleteAction, deleting] = useActionState(async (prev: ActionState, form: FormData) => {
    const result = await deleteSkillAction(prev, form);
    if (result.message) (result.ok ? toast.success : toast.error)(result.message);
    return result;
  }, initialActionState);
  useActionToast(editState);
  useActionToast(activeState);
  const err = editState.fieldErrors ?? {};
  const listId = useId();
  const button = "min-h-10 rounded-md border px-3 py-2 text-sm font-medium disabled:opacity-60";
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <form action={activeAction}>
          <input type="hidden" name="skill_id" value={skill.id} />
          <input type="hidden" name="is_active" value={skill.is_active ? "false" : "true"} />
          <button type="submit" disabled={toggling} className={clsx(button, "border-slate-300 text-slate-800 hover:bg-slate-50")} aria-label={skill.is_active ? t("skills.deactivateWho", { name: skill.name }) : t("skills.reactivateWho", { name: skill.name })}>
            {skill.is_active ? t("skills.deactivate") : t("skills.reactivate")}
          </button>
        </form>
        {!skill.in_use && (
          <form action={deleteAction}>
            <input type="hidden" name="skill_id" value={skill.id} />
            <input type="hidden" name="skill_name" value={skill.name} />
            <button type="submit" disabled={deleting} className={clsx(button, "border-red-300 text-red-800 hover:bg-red-50")} aria-label={t("skills.deleteWho", { name: skill.name })}>
              {tc("actions.delete")}
            </button>
          </form>
        )}
      </div>
      <details className="group" open={Object.keys(err).length > 0 || undefined}>
        <summary className="cursor-pointer text-sm font-medium text-brand-800 underline">{t("skills.rename", { name: skill.name })}</summary>
        <form action={editAction} className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2" noValidate>
          <input type="hidden" name="skill_id" value={skill.id} />
          <TextField label={t("skills.name")} name="name" defaultValue={value(editState, "name", skill.name)} error={err.name} required autoComplete="off" />
          <CategoryField categories={categories} defaultValue={value(editState, "category", skill.category)} error={err.category} listId={listId} />
          <SubmitButton pending={editing} className="min-h-10 sm:col-span-2 sm:justify-self-start">
            {t("skills.save", { name: skill.name })}
          </SubmitButton>
        </form>
      </details>
    </div>
  );
}
