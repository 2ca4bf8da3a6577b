"use client";
// Party size and one name (and optional e-mail) per guest; the guest rows follow the size chosen.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";

export interface GuestValue {
  name: string;
  email?: string;
}

export function PartyFields({
  maxSize,
  defaultSize = 1,
  defaultGuests = [],
  errors = {},
}: {
  maxSize: number;
  defaultSize?: number;
  defaultGuests?: GuestValue[];
  errors?: Record<string, string>;
}) {
  const id = useId();
  const t = useTranslations("opportunities");
  const [size, setSize] = useState(Math.min(defaultSize, maxSize));
  const error = errors.party_size ?? errors.guests;
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t("party.legend")}</legend>
      <div>
        <label htmlFor={`${id}-size`} className="block text-sm font-medium text-slate-800">
          {t("party.size")}
        </label>
        <select
          id={`${id}-size`}
          name="party_size"
          // Uncontrolled: React resets a form after its action, and only a default survives that.
          defaultValue={size}
          onChange={(e) => setSize(Number(e.target.value))}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm sm:w-40"
        >
          {Array.from({ length: maxSize }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n === 1 ? t("party.justMe") : t("party.people", { n })}
            </option>
          ))}
        </select>
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">{error}</p>
        ) : (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">{t("party.hint")}</p>
        )}
      </div>
      {Array.from({ length: size - 1 }, (_, i) => {
        const g = defaultGuests[i];
        const nameErr = errors[`guests.${i}.name`];
        const emailErr = errors[`guests.${i}.email`];
        return (
          <div key={i} className="grid grid-cols-1 gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-g${i}-name`} className="block text-sm font-medium text-slate-800">
                {t("party.guestName", { n: i + 1 })}
              </label>
              <input
                id={`${id}-g${i}-name`}
                name={`guests.${i}.name`}
                required
                defaultValue={g?.name ?? ""}
                autoComplete="off"
                aria-invalid={nameErr ? true : undefined}
                aria-describedby={nameErr ? `${id}-g${i}-name-error` : undefined}
                className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
              />
              {nameErr && <p id={`${id}-g${i}-name-error`} className="mt-1 text-xs font-medium text-red-700">{nameErr}</p>}
            </div>
            <div>
              <label htmlFor={`${id}-g${i}-email`} className="block text-sm font-medium text-slate-800">
                {t("party.guestEmail", { n: i + 1 })}
              </label>
              <input
                id={`${id}-g${i}-email`}
                name={`guests.${i}.email`}
                type="email"
                defaultValue={g?.email ?? ""}
                autoComplete="off"
                aria-invalid={emailErr ? true : undefined}
                aria-describedby={emailErr ? `${id}-g${i}-email-error` : undefined}
                className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
              />
              {emailErr && <p id={`${id}-g${i}-email-error`} className="mt-1 text-xs font-medium text-red-700">{emailErr}</p>}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
