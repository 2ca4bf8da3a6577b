// A shift's public page with its schema.org Event JSON-LD. Cancelled and past shifts still answer
// for a while (saying so; EventCancelled), but are not on the list. English at
// /o/{slug}/opportunities/{id}, Spanish under /es.
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { loadShift } from "@/components/public/load-public";
import { seatsText, whereText } from "@/components/public/listing-card";
import { LanguageLinks, openGraphLocale, publicAlternatesOf, type PublicT } from "@/components/public/public-language";
import { eventJsonLd, jsonLdText } from "@/lib/corps/public-pages/event-json-ld";
import { formatDateRange } from "@/lib/format";
import { localizedPublicPath } from "@/lib/i18n/public-locale";

type Props = { params: Promise<{ slug: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, id } = await params;
  const [{ org, shift }, t, locale] = await Promise.all([loadShift(slug, id), getTranslations("public"), getLocale()]);
  const when = formatDateRange(shift.start.toISOString(), shift.end.toISOString(), org.timezone, locale);
  const description = shift.summary || t("shiftDescription", { title: shift.title, org: org.name, when });
  return {
    title: { absolute: `${shift.title} · ${org.name}` },
    description,
    alternates: publicAlternatesOf(`/o/${org.slug}/opportunities/${shift.id}`, locale),
    openGraph: {
      type: "website",
      title: shift.title,
      description,
      url: shift.url,
      siteName: org.name,
      ...openGraphLocale(locale),
      ...(shift.imageUrl ? { images: [shift.imageUrl] } : {}),
    },
  };
}

const BANNER_CLASS = {
  cancelled: "border-red-200 bg-red-50 text-red-900",
  past: "border-slate-200 bg-slate-50 text-slate-800",
  full: "border-amber-200 bg-amber-50 text-amber-900",
} as const;

function bannerText(kind: keyof typeof BANNER_CLASS, t: PublicT): string {
  return kind === "cancelled" ? t("cancelled") : kind === "past" ? t("past") : t("full");
}

export default async function PublicShiftPage({ params }: Props) {
  const { slug, id } = await params;
  const [{ org, shift }, t, locale] = await Promise.all([loadShift(slug, id), getTranslations("public"), getLocale()]);
  const banner = shift.phase !== "scheduled" ? shift.phase : shift.full ? "full" : null;
  const where = whereText({ location_type: shift.locationType, location_name: shift.locationName, city: shift.city, state: shift.state }, t);
  const street = shift.locationType !== "remote" ? [shift.address, [shift.city, [shift.state, shift.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")].filter(Boolean).join(", ") : "";
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(eventJsonLd(org, shift)) }} />
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <a href={localizedPublicPath(`/o/${org.slug}`, locale)} className="text-brand-800 underline">
          {t("backTo", { org: org.name })}
        </a>
        <LanguageLinks path={`/o/${org.slug}/opportunities/${shift.id}`} locale={locale} label={t("otherLanguage")} />
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{shift.title}</h1>
      {banner && (
        <p role="status" className={`rounded-md border px-3 py-2 font-medium ${BANNER_CLASS[banner]}`}>
          {bannerText(banner, t)}
        </p>
      )}
      <dl className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800 shadow-sm sm:grid-cols-3">
        <div>
          <dt className="text-sm font-medium text-slate-700">{t("when")}</dt>
          <dd>{formatDateRange(shift.start.toISOString(), shift.end.toISOString(), org.timezone, locale)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">{t("where")}</dt>
          <dd>
            {where}
            {street && <span className="block text-sm text-slate-700">{street}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">{t("seats")}</dt>
          <dd>
            {shift.full ? t("full") : seatsText(shift.seatsLeft, t)}
            <span className="block text-sm text-slate-700">{t("updatedEveryMinute")}</span>
          </dd>
        </div>
      </dl>
      {shift.listed && (
        <div className="space-y-1">
          <a href={shift.signUpUrl} className="inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            {t("signUp")}
          </a>
          <p className="text-sm text-slate-700">{t("signUpHint")}</p>
        </div>
      )}
      {shift.description && (
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-xl font-semibold">
            {t("about")}
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-800">{shift.description}</p>
        </section>
      )}
      <footer className="border-t border-slate-200 pt-4 text-sm text-slate-700">{t("poweredBy")}</footer>
    </main>
  );
}
