"use client";
// Webhook endpoint forms: create (the signing secret is shown once), send a test event, pause or
// resume, delete (after a confirm step), redeliver.
import { useActionState, useState, useTransition } from "react";
import { toast } from "sonner";
import { useTranslations } from "next-intl";
import { SelectField, SubmitButton, TextField } from "@/components/forms/field";
import { initialActionState, type ActionState, type FormAction } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

/** The new endpoint's signing secret travels back once, in this answer only (never stored in the page). */
export type CreateWebhookState = ActionState & { secret?: string; endpointId?: string };

export function CreateWebhookForm({
  eventTypes,
  organizations,
  createWebhookAction,
}: {
  eventTypes: readonly string[];
  organizations: { id: string; name: string }[] | null;
  createWebhookAction: (prev: CreateWebhookState, form: FormData) => Promise<CreateWebhookState>;
}) {
  const t = useTranslations("admin");
  const [state, action, pending] = useActionState<CreateWebhookState, FormData>(createWebhookAction, initialActionState);
  useActionToast(state);
  const err = state.fieldErrors ?? {};
  const val = (k: string) => {
    const v = state.values?.[k];
    return typeof v === "string" ? v : "";
  };
  const chosen = new Set(([] as string[]).concat(state.values?.event_types ?? []));
  return (
    <div className="space-y-4">
      {state.ok && state.secret && (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold text-slate-900">{t("webhooks.secretTitle")}</p>
          <p className="mt-1 text-sm text-slate-800">{t("webhooks.secretBody")}</p>
          <code data-testid="webhook-secret" className="mt-2 block rounded bg-white p-2 text-sm break-all text-slate-900">
            {state.secret}
          </code>
        </div>
      )}
      <form action={action} className="space-y-4" noValidate aria-label={t("webhooks.register")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t("webhooks.url")} name="url" type="url" defaultValue={val("url")} error={err.url} required placeholder="https://example.org/webhooks/corps" autoComplete="url" />
          <TextField label={t("webhooks.descriptionOptional")} name="description" defaultValue={val("description")} error={err.description} autoComplete="off" />
          {organizations && (
            <SelectField
              label={t("webhooks.eventsOf")}
              name="org_id"
              includeBlank={t("webhooks.everyOrganization")}
              options={organizations.map((o) => ({ value: o.id, label: o.name }))}
              defaultValue={val("org_id")}
              error={err.org_id}
            />
          )}
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("webhooks.eventTypes")}</legend>
          {err.event_types && <p className="mt-1 text-xs font-medium text-red-700">{err.event_types}</p>}
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
            {eventTypes.map((e) => (
              <label key={e} className="flex min-h-8 items-center gap-2 text-sm text-slate-900">
                <input type="checkbox" name="event_types" value={e} defaultChecked={chosen.has(e)} className="h-4 w-4 rounded border-slate-400" />
                {e}
              </label>
            ))}
          </div>
        </fieldset>
        <SubmitButton pending={pending}>{t("webhooks.registerButton")}</SubmitButton>
      </form>
    </div>
  );
}

const secondary = "min-h-10 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60";

export function SendTestButton({ endpointId, url, sendTestAction }: { endpointId: string; url: string; sendTestAction: FormAction }) {
  const t = useTranslations("admin");
  const [state, action, pending] = useActionState(sendTestAction, initialActionState);
  useActionToast(state);
  return (
    <form action={action}>
      <input type="hidden" name="endpoint_id" value={endpointId} />
      <button type="submit" disabled={pending} className={secondary} aria-label={t("webhooks.sendTestTo", { url })}>
        {pending ? t("webhooks.sending") : t("webhooks.sendTest")}
      </button>
    </form>
  );
}

const danger = "min-h-10 rounded-md border border-red-300 px-3 py-2 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60";

export function PauseResumeButton({ endpointId, url, isActive, setWebhookActiveAction }: { endpointId: string; url: string; isActive: boolean; setWebhookActiveAction: FormAction }) {
  const t = useTranslations("admin");
  const [state, action, pending] = useActionState(setWebhookActiveAction, initialActionState);
  useActionToast(state);
  return (
    <form action={action}>
      <input type="hidden" name="endpoint_id" value={endpointId} />
      <input type="hidden" name="is_active" value={isActive ? "false" : "true"} />
      <button type="submit" disabled={pending} className={secondary} aria-label={isActive ? t("webhooks.pauseTo", { url }) : t("webhooks.resumeTo", { url })}>
        {pending ? t("webhooks.saving") : isActive ? t("webhooks.pause") : t("webhooks.resume")}
      </button>
    </form>
  );
}

/**
 * Deleting drops the endpoint and its delivery log, so it asks once more in the page (no browser
 * dialog). The toast is raised here rather than from action state: the revalidated page no longer
 * has this row, so an effect of this component would never run.
 */
export function DeleteWebhookButton({ endpointId, url, deleteWebhookAction }: { endpointId: string; url: string; deleteWebhookAction: FormAction }) {
  const t = useTranslations("admin");
  const tc = useTranslations("common");
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className={danger} aria-label={t("webhooks.deleteWho", { url })} onClick={() => setConfirming(true)}>
        {tc("actions.delete")}
      </button>
    );
  }
  const remove = (form: FormData) =>
    startTransition(async () => {
      const result = await deleteWebhookAction(initialActionState, form);
      if (result.ok) toast.success(result.message ?? t("webhooks.deleted"));
      else toast.error(result.message ?? t("webhooks.couldNotDelete"));
    });
  return (
    <form action={remove} className="flex flex-wrap items-center gap-2" aria-label={t("webhooks.confirmDeleting", { url })}>
      <input type="hidden" name="endpoint_id" value={endpointId} />
      <span className="text-sm text-slate-800">{t("webhooks.deleteQuestion")}</span>
      <button type="submit" disabled={pending} className={danger}>
        {pending ? t("webhooks.deleting") : t("webhooks.yesDelete")}
      </button>
      <button type="button" className={secondary} onClick={() => setConfirming(false)}>
        {t("webhooks.keepIt")}
      </button>
    </form>
  );
}

export function RedeliverButton({ deliveryId, eventType, redeliverAction }: { deliveryId: string; eventType: string; redeliverAction: FormAction }) {
  const t = useTranslations("admin");
  const [state, action, pending] = useActionState(redeliverAction, initialActionState);
  useActionToast(state);
  return (
    <form action={action}>
      <input type="hidden" name="delivery_id" value={deliveryId} />
      <button type="submit" disabled={pending} className={secondary} aria-label={t("webhooks.redeliverWho", { event: eventType })}>
        {pending ? t("webhooks.sending") : t("webhooks.redeliver")}
      </button>
    </form>
  );
}
