// The header's language switch: one button naming the other language in that language (a person
// who cannot read the page's language can still find their own). A plain form, so it works
// before the page's scripts load; the server action saves the choice on the user (users.locale).
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";

export function LocaleSwitcher({ current, action, label }: { current: Locale; action: (form: FormData) => Promise<void>; label: string }) {
  return (
    <form action={action} aria-label={label}>
      {LOCALES.filter((l) => l !== current).map((l) => (
        <button key={l} type="submit" name="locale" value={l} lang={l} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
          {LOCALE_NAMES[l]}
        </button>
      ))}
    </form>
  );
}
