"use client";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import type { VolunteerProfileDto } from "@/lib/corps/volunteers/volunteer-schemas";
import type { SkillDto } from "@/lib/corps/skills/skill-schemas";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";
import { AvailabilityEditor, availabilityFromValues } from "./availability-editor";
import { SelectField, SubmitButton, TextArea, TextField } from "./field";
import { useActionToast } from "./use-action-toast";

const PHYSICAL = ["light", "moderate", "heavy"] as const;
const TECH = ["none", "basic", "intermediate", "advanced"] as const;
/** The group of skills the catalogue no longer offers (not a catalogue category: labelled by the form). */
const RETIRED = "\u0000retired";

export function ProfileForm({ profile, skills, saveProfileAction }: { profile: VolunteerProfileDto | null; skills: SkillDto[]; saveProfileAction: FormAction }) {
  const [state, action, pending] = useActionState(saveProfileAction, initialActionState);
  useActionToast(state);
  const t = useTranslations("profile");
  const v = state.values;
  const val = (k: string, fallback: string | number | null | undefined) => {
    const x = v?.[k];
    return typeof x === "string" ? x : fallback == null ? "" : String(fallback);
  };
  const chosen = new Set(v ? ([] as string[]).concat(v.skills ?? []) : (profile?.skills ?? []));
  const err = state.fieldErrors ?? {};
  const contact = profile?.emergency_contact ?? null;
  const availability = v ? availabilityFromValues(v) : (profile?.availability ?? {});
  const byCategory = new Map<string, SkillDto[]>();
  for (const s of skills) byCategory.set(s.category, [...(byCategory.get(s.category) ?? []), s]);
  // Skills the volunteer has that the catalogue no longer offers (deactivated by an admin) stay
  // listed and checked, so saving the profile never silently drops them.
  const offered = new Set(skills.map((s) => s.name));
  const retired = (profile?.skills ?? []).filter((name) => !offered.has(name));
  if (retired.length) byCategory.set(RETIRED, retired.map((name) => ({ id: `retired-${name}`, name, category: RETIRED, description: "", icon: "" })));

  return (
    <form action={action} className="space-y-6" noValidate>
      {profile && <input type="hidden" name="profile_id" value={profile.id} />}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t("form.firstName")} name="first_name" defaultValue={val("first_name", profile?.first_name)} error={err.first_name} autoComplete="given-name" />
        <TextField label={t("form.lastName")} name="last_name" defaultValue={val("last_name", profile?.last_name)} error={err.last_name} autoComplete="family-name" />
        <TextField label={t("form.city")} name="city" defaultValue={val("city", profile?.city)} error={err.city} autoComplete="address-level2" />
        <TextField label={t("form.zip")} name="zip_code" defaultValue={val("zip_code", profile?.zip_code)} error={err.zip_code} hint={t("form.zipHint")} autoComplete="postal-code" />
        <TextField label={t("form.travel")} name="max_travel_miles" type="number" min={0} max={500} defaultValue={val("max_travel_miles", profile?.max_travel_miles)} error={err.max_travel_miles} />
        <TextField label={t("form.birth")} name="date_of_birth" type="date" defaultValue={val("date_of_birth", profile?.date_of_birth)} error={err.date_of_birth} hint={t("form.birthHint")} autoComplete="bday" />
        <TextField label={t("form.interests")} name="interests" defaultValue={val("interests", profile?.interests.join(", "))} error={err.interests} hint={t("form.interestsHint")} />
        <SelectField label={t("form.physical")} name="physical_capability" options={PHYSICAL.map((p) => ({ value: p, label: t(`form.physicalLevel.${p}`) }))} defaultValue={val("physical_capability", profile?.physical_capability ?? "light")} error={err.physical_capability} />
        <SelectField label={t("form.tech")} name="tech_comfort" options={TECH.map((k) => ({ value: k, label: t(`form.techLevel.${k}`) }))} defaultValue={val("tech_comfort", profile?.tech_comfort ?? "basic")} error={err.tech_comfort} />
      </div>
      <TextArea label={t("form.bio")} name="bio" defaultValue={val("bio", profile?.bio)} error={err.bio} />
      {/* Remounted with each answer so its rows show what was submitted (React resets the form to defaults). */}
      <AvailabilityEditor key={v ? JSON.stringify(availability) : "saved"} initial={availability} errors={err} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("form.emergency")}</legend>
        <p className="mt-1 text-xs text-slate-600">{t("form.emergencyHint")}</p>
        {err.emergency_contact && <p className="mt-1 text-xs font-medium text-red-700">{err.emergency_contact}</p>}
        <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField label={t("form.contactName")} name="emergency_contact.name" defaultValue={val("emergency_contact.name", contact?.name)} error={err["emergency_contact.name"]} autoComplete="off" />
          <TextField label={t("form.contactPhone")} name="emergency_contact.phone" type="tel" defaultValue={val("emergency_contact.phone", contact?.phone)} error={err["emergency_contact.phone"]} autoComplete="off" />
          <TextField label={t("form.relationship")} name="emergency_contact.relationship" defaultValue={val("emergency_contact.relationship", contact?.relationship)} error={err["emergency_contact.relationship"]} hint={t("form.relationshipHint")} />
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("form.skills")}</legend>
        {err.skills && <p className="mt-1 text-xs font-medium text-red-700">{err.skills}</p>}
        <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[...byCategory.entries()].map(([category, list]) => (
            <div key={category}>
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{category === RETIRED ? t("form.retiredSkills") : category}</p>
              <ul className="mt-1 space-y-1">
                {list.map((s) => (
                  <li key={s.id}>
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" name="skills" value={s.name} defaultChecked={chosen.has(s.name)} className="h-4 w-4 rounded border-slate-400" />
                      {s.name}
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </fieldset>
      <SubmitButton pending={pending}>{profile ? t("form.save") : t("form.create")}</SubmitButton>
    </form>
  );
}
