"use client";
// The "send notification" form. As the target changes, a server action counts the audience with
// the same SQL the send uses, so the preview ("This will reach 23 volunteers") is exact.
import { useTranslations } from "next-intl";
import { useActionState, useEffect, useId, useMemo, useState } from "react";
import type { PickOption } from "@/components/recruiter/pick-option";
import { SubmitButton } from "@/components/forms/field";
import { initialActionState, type ActionState, type FormAction } from "@/lib/forms/action-state";
import { useActionToast } from "@/components/forms/use-action-toast";

/** The form's fields, as the preview and send actions read them. */
export interface NotifyFields {
  target_type: string;
  skills: string[];
  zip_codes: string;
  opportunity_id: string;
  volunteer_ids: string[];
  channels: string[];
  title: string;
  message: string;
}

export type PreviewResult = { ok: true; count: number } | { ok: false; message: string };

/** The page's server actions (components do not import from app/). */
export interface NotifyActions {
  previewAudienceAction: (fields: NotifyFields) => Promise<PreviewResult>;
  findVolunteersAction: (search: string) => Promise<{ options: PickOption[]; total: number }>;
  sendNotificationAction: FormAction;
}

/** The audiences, labelled by recruiter.notify.target.<value> and <value>Hint. */
const TARGETS = ["all_volunteers", "skill_match", "opportunity_signups", "volunteers"] as const;

const inputClass = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";

export function NotifyForm({
  skills,
  opportunities,
  volunteers,
  volunteerTotal,
  actions: { previewAudienceAction, findVolunteersAction, sendNotificationAction },
}: {
  actions: NotifyActions;
  skills: string[];
  opportunities: PickOption[];
  /** The first page of active volunteers; typing in the search asks the server for the rest. */
  volunteers: PickOption[];
  volunteerTotal: number;
}) {
  const t = useTranslations("recruiter");
  const [targetType, setTargetType] = useState<string>("all_volunteers");
  const [chosenSkills, setChosenSkills] = useState<string[]>([]);
  const [zipCodes, setZipCodes] = useState("");
  const [opportunityId, setOpportunityId] = useState(opportunities[0]?.id ?? "");
  const [volunteerIds, setVolunteerIds] = useState<string[]>([]);
  const [filter, setFilter] = useState("");
  const [found, setFound] = useState<{ q: string; options: PickOption[]; total: number } | null>(null);
  // Names of everyone picked so far, so a pick stays listed after the search changes.
  const [picked, setPicked] = useState<Map<string, PickOption>>(new Map());
  const [channels, setChannels] = useState<string[]>(["in_app"]);
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState("");
  const [preview, setPreview] = useState<PreviewResult | null>(null);
  const [state, action, pending] = useActionState(async (prev: ActionState, form: FormData) => {
    const next = await sendNotificationAction(prev, form);
    // A sent message is done: the next one starts blank (the audience choice stays).
    if (next.ok) {
      setTitle("");
      setMessage("");
    }
    return next;
  }, initialActionState);
  const ids = { title: useId(), message: useId(), zips: useId(), opp: useId(), filter: useId() };

  useActionToast(state);

  // Debounced: one count per pause in typing or clicking, and only the latest answer is shown.
  const fields: NotifyFields = useMemo(
    () => ({ target_type: targetType, skills: chosenSkills, zip_codes: zipCodes, opportunity_id: opportunityId, volunteer_ids: volunteerIds, channels, title: "", message: "" }),
    [targetType, chosenSkills, zipCodes, opportunityId, volunteerIds, channels],
  );
  const failed = t("notify.countFailed");
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      previewAudienceAction(fields)
        .then((r) => live && setPreview(r))
        .catch(() => live && setPreview({ ok: false, message: failed }));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [fields, previewAudienceAction, failed]);

  // The volunteer search runs on the server (debounced); only the latest answer is shown.
  useEffect(() => {
    const q = filter.trim();
    if (!q) return;
    let live = true;
    const timer = setTimeout(() => {
      findVolunteersAction(q)
        .then((r) => live && setFound({ q, ...r }))
        .catch(() => live && setFound({ q, options: [], total: 0 }));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [filter, findVolunteersAction]);

  const toggle = (list: string[], set: (v: string[]) => void, value: string) => set(list.includes(value) ? list.filter((x) => x !== value) : [...list, value]);
  const toggleVolunteer = (v: PickOption) => {
    toggle(volunteerIds, setVolunteerIds, v.id);
    setPicked((m) => new Map(m).set(v.id, v));
  };
  const err = state.fieldErrors ?? {};
  const query = filter.trim();
  const searching = query !== "" && found?.q !== query;
  const listed = !query ? { options: volunteers, total: volunteerTotal } : found && !searching ? found : { options: [], total: 0 };
  // Picked people who are not in the current list stay visible on top, so they can be unpicked.
  const pickedElsewhere = volunteerIds.filter((id) => !listed.options.some((o) => o.id === id)).flatMap((id) => picked.get(id) ?? []);
  const shownVolunteers = [...pickedElsewhere, ...listed.options];

  return (
    <form action={action} className="space-y-6" noValidate>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t("notify.who")}</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {TARGETS.map((target) => (
            <label key={target} className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input type="radio" name="target_type" value={target} checked={targetType === target} onChange={() => setTargetType(target)} className="mt-1 h-4 w-4" />
              <span>
                <span className="block text-sm font-medium text-slate-900">{t(`notify.target.${target}`)}</span>
                <span className="block text-xs text-slate-700">{t(`notify.target.${target}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {targetType === "skill_match" && (
        <div className="space-y-4">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t("notify.skills")}</legend>
            {err["target_criteria.skills"] && <p className="text-xs font-medium text-red-700">{err["target_criteria.skills"]}</p>}
            <div className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-4">
              {skills.map((s) => (
                <label key={s} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="skills" value={s} checked={chosenSkills.includes(s)} onChange={() => toggle(chosenSkills, setChosenSkills, s)} className="h-4 w-4 rounded border-slate-400" />
                  {s}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={ids.zips} className="block text-sm font-medium text-slate-800">{t("notify.zips")}</label>
            <input id={ids.zips} name="zip_codes" value={zipCodes} onChange={(e) => setZipCodes(e.target.value)} placeholder="97214, 97202" aria-describedby={`${ids.zips}-hint`} className={inputClass} />
            <p id={`${ids.zips}-hint`} className="mt-1 text-xs text-slate-600">{err["target_criteria.zip_codes.0"] ?? t("notify.zipsHint")}</p>
          </div>
        </div>
      )}

      {targetType === "opportunity_signups" && (
        <div>
          <label htmlFor={ids.opp} className="block text-sm font-medium text-slate-800">{t("notify.opportunity")}</label>
          {opportunities.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">{t("notify.noOpen")}</p>
          ) : (
            <select id={ids.opp} name="opportunity_id" value={opportunityId} onChange={(e) => setOpportunityId(e.target.value)} className={inputClass}>
              {opportunities.map((o) => (
                <option key={o.id} value={o.id}>{o.label}{o.hint ? ` (${o.hint})` : ""}</option>
              ))}
            </select>
          )}
          {err["target_criteria.opportunity_id"] && <p className="mt-1 text-xs font-medium text-red-700">{err["target_criteria.opportunity_id"]}</p>}
        </div>
      )}

      {targetType === "volunteers" && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("notify.picked", { count: volunteerIds.length })}</legend>
          {volunteerIds.map((id) => (
            <input key={id} type="hidden" name="volunteer_ids" value={id} />
          ))}
          {err["target_criteria.volunteer_ids"] && <p className="text-xs font-medium text-red-700">{err["target_criteria.volunteer_ids"]}</p>}
          <label htmlFor={ids.filter} className="mt-2 block text-sm text-slate-800">{t("notify.find")}</label>
          <input id={ids.filter} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} className={inputClass} />
          <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
            {searching && <li className="text-sm text-slate-700">{t("notify.searching")}</li>}
            {!searching && shownVolunteers.length === 0 && <li className="text-sm text-slate-700">{t("notify.noMatch")}</li>}
            {shownVolunteers.map((v) => (
              <li key={v.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={volunteerIds.includes(v.id)} onChange={() => toggleVolunteer(v)} className="h-4 w-4 rounded border-slate-400" />
                  <span>{v.label}</span>
                  {v.hint && <span className="text-xs text-slate-600">{v.hint}</span>}
                </label>
              </li>
            ))}
          </ul>
          {!searching && listed.total > listed.options.length && (
            <p className="mt-1 text-xs text-slate-700">
              {t("notify.showing", { shown: listed.options.length, total: listed.total })}
            </p>
          )}
        </fieldset>
      )}

      <p role="status" aria-live="polite" aria-busy={preview === null} className="rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
        {preview === null
          ? t("notify.counting")
          : preview.ok
            ? t("notify.reach", { count: preview.count })
            : preview.message}
      </p>

      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t("notify.how")}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {[
            { value: "in_app", label: t("notify.inApp") },
            { value: "email", label: t("notify.email") },
          ].map((c) => (
            <label key={c.value} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="channels" value={c.value} checked={channels.includes(c.value)} onChange={() => toggle(channels, setChannels, c.value)} className="h-4 w-4 rounded border-slate-400" />
              {c.label}
            </label>
          ))}
        </div>
        {err.channels && <p className="mt-1 text-xs font-medium text-red-700">{err.channels}</p>}
      </fieldset>

      <div className="space-y-4">
        <div>
          <label htmlFor={ids.title} className="block text-sm font-medium text-slate-800">{t("notify.subject")}</label>
          <input id={ids.title} name="title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} aria-invalid={err.title ? true : undefined} aria-describedby={err.title ? `${ids.title}-error` : undefined} className={inputClass} />
          {err.title && <p id={`${ids.title}-error`} className="mt-1 text-xs font-medium text-red-700">{err.title}</p>}
        </div>
        <div>
          <label htmlFor={ids.message} className="block text-sm font-medium text-slate-800">{t("notify.message")}</label>
          <textarea id={ids.message} name="message" rows={5} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={5000} aria-invalid={err.message ? true : undefined} aria-describedby={err.message ? `${ids.message}-error` : undefined} className={inputClass} />
          {err.message && <p id={`${ids.message}-error`} className="mt-1 text-xs font-medium text-red-700">{err.message}</p>}
        </div>
      </div>
      <SubmitButton pending={pending}>{t("notify.send")}</SubmitButton>
    </form>
  );
}
