// One card of an organization's public list: a one-off shift, or a series with its open dates.
// Server-rendered plain links, so it works with JavaScript off and inside an iframe. Texts and
// dates in the page's language (its URL's); the links already lead to pages in that language.
import { getLocale, getTranslations } from "next-intl/server";
import type { PublicListing } from "@/lib/corps/public-pages/public-schemas";
import { formatDateRange } from "@/lib/format";
import type { PublicT } from "./public-language";

const SHOWN_DATES = 6;

export function whereText(l: Pick<PublicListing, "location_type" | "location_name" | "city" | "state">, t: PublicT): string {
  if (l.location_type === "remote") return t("remote");
  const place = [l.location_name, [l.city, l.state].filter(Boolean).join(", ")].filter(Boolean).join(" · ") || t("onSite");
  return l.location_type === "hybrid" ? t("hybridPlace", { place }) : place;
}

/** "3 seats left", or "Open to everyone" when the shift has no cap. */
export function seatsText(seatsLeft: number | null, t: PublicT): string {
  return seatsLeft === null ? t("openToEveryone") : t("seatsLeft", { count: seatsLeft });
}

export async function ListingCard({ listing, zone, compact = false, newTab = false }: { listing: PublicListing; zone: string; compact?: boolean; newTab?: boolean }) {
  const [t, locale] = await Promise.all([getTranslations("public"), getLocale()]);
  const [first, ...rest] = listing.dates;
  const target = newTab ? { target: "_blank", rel: "noopener" } : {};
  const shown = rest.slice(0, SHOWN_DATES - 1);
  const hidden = listing.dates.length - 1 - shown.length;
  if (!first) return null;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="public-listing">
      <h3 className="text-base font-semibold">
        <a href={first.url} className="text-brand-800 underline-offset-2 hover:underline" {...target}>
          {listing.title}
          {newTab && <span className="sr-only"> {t("opensInNewTab")}</span>}
        </a>
      </h3>
      {!compact && listing.summary && <p className="mt-1 text-sm text-slate-700">{listing.summary}</p>}
      <dl className="mt-2 space-y-1 text-sm text-slate-700">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-slate-800">{t("where")}:</dt>
          <dd>{whereText(listing, t)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-slate-800">{t("when")}:</dt>
          <dd>
            {formatDateRange(first.start_datetime, first.end_datetime, zone, locale)} · {seatsText(first.seats_left, t)}
          </dd>
        </div>
      </dl>
      {shown.length > 0 && (
        <ul aria-label={t("datesOf", { title: listing.title })} className="mt-2 space-y-1 text-sm">
          {shown.map((d) => (
            <li key={d.id}>
              <a href={d.url} className="text-brand-800 underline underline-offset-2" {...target}>
                {formatDateRange(d.start_datetime, d.end_datetime, zone, locale)}
              </a>{" "}
              <span className="text-slate-700">· {seatsText(d.seats_left, t)}</span>
            </li>
          ))}
          {hidden > 0 && <li className="text-slate-700">{t("moreDates", { count: hidden })}</li>}
        </ul>
      )}
    </li>
  );
}
