"use client";
// The organization's public page settings: opt in, its address (slug), the description visitors
// read, and the sites allowed to embed the shift list. The server action comes from the page.
import { useActionState, useId } from "react";
import { useTranslations } from "next-intl";
import { SubmitButton, TextArea, TextField } from "@/components/forms/field";
import { useActionToast } from "@/components/forms/use-action-toast";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";


type AdminT = ReturnType<typeof useTranslations<"admin">>;

function fieldError(t: AdminT, errors: Record<string, string> | undefined, name: string): string | undefined {
  if (!errors) return undefined;
  const key = Object.keys(errors).find((k) => k === name || k.startsWith(`${name}.`));
  if (!key) return undefined;
  const line = /\.(\d+)$/.exec(key)?.[1];
  return line === undefined ? errors[key] : t("publicPage.line", { line: Number(line) + 1, error: errors[key] ?? "" });
}

export function PublicPageForm({
  publicPage,
  slug,
  description,
  origins,
  action,
}: {
  publicPage: boolean;
  slug: string | null;
  description: string | null;
  origins: string[];
  action: FormAction;
}) {
  const t = useTranslations("admin");
  const [state, formAction, pending] = useActionState(action, initialActionState);
  useActionToast(state);
  const checkboxId = useId();
  const v = state.values;
  const text = (name: string, fallback: string) => (typeof v?.[name] === "string" ? (v[name] as string) : fallback);
  // A failed submit keeps what was sent (an unchecked box sends nothing); otherwise the saved value.
  const checked = v && "slug" in v ? v.public_page === "on" : publicPage;
  return (
    <form action={formAction} className="max-w-xl space-y-4">
      <div>
        <div className="flex items-center gap-2">
          <input id={checkboxId} name="public_page" type="checkbox" defaultChecked={checked} aria-describedby={`${checkboxId}-hint`} className="h-4 w-4 rounded border-slate-400" />
          <label htmlFor={checkboxId} className="text-sm font-medium text-slate-800">
            {t("publicPage.publish")}
          </label>
        </div>
        <p id={`${checkboxId}-hint`} className="mt-1 text-xs text-slate-600">
          {t("publicPage.publishHint")}
        </p>
      </div>
      <TextField label={t("publicPage.slug")} name="slug" defaultValue={text("slug", slug ?? "")} error={fieldError(t, state.fieldErrors, "slug")} hint={t("publicPage.slugHint")} autoComplete="off" />
      <TextArea label={t("publicPage.description")} name="public_description" defaultValue={text("public_description", description ?? "")} error={fieldError(t, state.fieldErrors, "public_description")} hint={t("publicPage.descriptionHint")} rows={4} />
      <TextArea label={t("publicPage.origins")} name="embed_origins" defaultValue={text("embed_origins", origins.join("\n"))} error={fieldError(t, state.fieldErrors, "embed_origins")} hint={t("publicPage.originsHint")} rows={3} />
      <SubmitButton pending={pending}>{t("publicPage.save")}</SubmitButton>
    </form>
  );
}
