"use client";
// The organization's public page settings: opt in, its address (slug), the description visitors
// read, and the sites allowed to embed the shift list. The server action comes from the page.
import { useActionState, useId } from "react";
import { SubmitButton, TextArea, TextField } from "@/components/forms/field";
import { useActionToast } from "@/components/forms/use-action-toast";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";

export const PUBLIC_PAGE_FORM_TEXTS = {
  publish: "Publish a public page",
  publishHint: "Anyone can then see your upcoming open shifts, without signing in. Names and counts other than seats left never show.",
  slug: "Address (slug)",
  slugHint: "3 to 60 lowercase letters, digits and hyphens; your page is /o/ followed by it.",
  description: "Description",
  descriptionHint: "Shown at the top of your public page (at most 2000 characters).",
  origins: "Sites that may embed your shift list",
  originsHint: "One https origin per line, such as https://www.example.org (no path). Other sites cannot frame the list.",
  save: "Update public page",
} as const;

const T = PUBLIC_PAGE_FORM_TEXTS;

function fieldError(errors: Record<string, string> | undefined, name: string): string | undefined {
  if (!errors) return undefined;
  const key = Object.keys(errors).find((k) => k === name || k.startsWith(`${name}.`));
  if (!key) return undefined;
  const line = /\.(\d+)$/.exec(key)?.[1];
  return line === undefined ? errors[key] : `Line ${Number(line) + 1}: ${errors[key]}`;
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
            {T.publish}
          </label>
        </div>
        <p id={`${checkboxId}-hint`} className="mt-1 text-xs text-slate-600">
          {T.publishHint}
        </p>
      </div>
      <TextField label={T.slug} name="slug" defaultValue={text("slug", slug ?? "")} error={fieldError(state.fieldErrors, "slug")} hint={T.slugHint} autoComplete="off" />
      <TextArea label={T.description} name="public_description" defaultValue={text("public_description", description ?? "")} error={fieldError(state.fieldErrors, "public_description")} hint={T.descriptionHint} rows={4} />
      <TextArea label={T.origins} name="embed_origins" defaultValue={text("embed_origins", origins.join("\n"))} error={fieldError(state.fieldErrors, "embed_origins")} hint={T.originsHint} rows={3} />
      <SubmitButton pending={pending}>{T.save}</SubmitButton>
    </form>
  );
}
