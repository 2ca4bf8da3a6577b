"use client";
import { useActionState } from "react";
import type { VolunteerProfileDto } from "@/lib/corps/volunteers/volunteer-schemas";
import type { SkillDto } from "@/lib/corps/skills/skill-schemas";
import { initialActionState, type FormAction } from "@/lib/forms/action-state";
import { AvailabilityEditor, availabilityFromValues } from "./availability-editor";
import { SelectField, SubmitButton, TextArea, TextField } from "./field";
import { useActionToast } from "./use-action-toast";

const PHYSICAL = [
  { value: "light", label: "Light (desk, greeting, sorting)" },
  { value: "moderate", label: "Moderate (standing, lifting up to 25 lb)" },
  { value: "heavy", label: "Heavy (construction, lifting 40 lb+)" },
];
const TECH = [
  { value: "none", label: "None" },
  { value: "basic", label: "Basic (e-mail, forms)" },
  { value: "intermediate", label: "Intermediate (spreadsheets, apps)" },
  { value: "advanced", label: "Advanced (IT, development)" },
];

export function ProfileForm({ profile, skills, saveProfileAction }: { profile: VolunteerProfileDto | null; skills: SkillDto[]; saveProfileAction: FormAction }) {
  const [state, action, pending] = useActionState(saveProfileAction, initialActionState);
  useActionToast(state);
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
  if (retired.length) byCategory.set("No longer offered", retired.map((name) => ({ id: `retired-${name}`, name, category: "No longer offered", description: "", icon: "" })));

  return (
    <form action={action} className="space-y-6" noValidate>
      {profile && <input type="hidden" name="profile_id" value={profile.id} />}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="First name" name="first_name" defaultValue={val("first_name", profile?.first_name)} error={err.first_name} autoComplete="given-name" />
        <TextField label="Last name" name="last_name" defaultValue={val("last_name", profile?.last_name)} error={err.last_name} autoComplete="family-name" />
        <TextField label="City" name="city" defaultValue={val("city", profile?.city)} error={err.city} autoComplete="address-level2" />
        <TextField label="ZIP code" name="zip_code" defaultValue={val("zip_code", profile?.zip_code)} error={err.zip_code} hint="Used to suggest opportunities near you" autoComplete="postal-code" />
        <TextField label="How far will you travel? (miles)" name="max_travel_miles" type="number" min={0} max={500} defaultValue={val("max_travel_miles", profile?.max_travel_miles)} error={err.max_travel_miles} />
        <TextField label="Date of birth" name="date_of_birth" type="date" defaultValue={val("date_of_birth", profile?.date_of_birth)} error={err.date_of_birth} hint="Only you and your organization's staff see it; some opportunities have a minimum age" autoComplete="bday" />
        <TextField label="Interests" name="interests" defaultValue={val("interests", profile?.interests.join(", "))} error={err.interests} hint="Comma separated, e.g. environment, youth" />
        <SelectField label="Physical capability" name="physical_capability" options={PHYSICAL} defaultValue={val("physical_capability", profile?.physical_capability ?? "light")} error={err.physical_capability} />
        <SelectField label="Comfort with technology" name="tech_comfort" options={TECH} defaultValue={val("tech_comfort", profile?.tech_comfort ?? "basic")} error={err.tech_comfort} />
      </div>
      <TextArea label="About you" name="bio" defaultValue={val("bio", profile?.bio)} error={err.bio} />
      {/* Remounted with each answer so its rows show what was submitted (React resets the form to defaults). */}
      <AvailabilityEditor key={v ? JSON.stringify(availability) : "saved"} initial={availability} errors={err} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Emergency contact</legend>
        <p className="mt-1 text-xs text-slate-600">Only you and your organization&apos;s staff can see this. Leave all three empty to remove it.</p>
        {err.emergency_contact && <p className="mt-1 text-xs font-medium text-red-700">{err.emergency_contact}</p>}
        <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField label="Contact name" name="emergency_contact.name" defaultValue={val("emergency_contact.name", contact?.name)} error={err["emergency_contact.name"]} autoComplete="off" />
          <TextField label="Contact phone" name="emergency_contact.phone" type="tel" defaultValue={val("emergency_contact.phone", contact?.phone)} error={err["emergency_contact.phone"]} autoComplete="off" />
          <TextField label="Relationship" name="emergency_contact.relationship" defaultValue={val("emergency_contact.relationship", contact?.relationship)} error={err["emergency_contact.relationship"]} hint="e.g. spouse, parent, friend" />
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Skills</legend>
        {err.skills && <p className="mt-1 text-xs font-medium text-red-700">{err.skills}</p>}
        <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[...byCategory.entries()].map(([category, list]) => (
            <div key={category}>
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{category}</p>
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
      <SubmitButton pending={pending}>{profile ? "Save profile" : "Create profile"}</SubmitButton>
    </form>
  );
}
