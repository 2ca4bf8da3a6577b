// An organization's public page: its name, description and upcoming open shifts. No sign-in,
// no cookies; shared caches may keep it for a minute (proxy.ts sets Cache-Control). English at
// /o/{slug}, Spanish at /es/o/{slug} (the language is the URL's, so every visitor of a URL gets
// the same page).
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/card";
import { ListingCard } from "@/components/public/listing-card";
import { firstParam, loadListing } from "@/components/public/load-public";
import { LanguageLinks, openGraphLocale, publicAlternatesOf } from "@/components/public/public-language";
import { PublicPagination } from "@/components/public/public-pagination";
import { localizedPublicPath } from "@/lib/i18n/public-locale";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug } = await params;
  const [{ organization: org }, t, locale] = await Promise.all([loadListing(slug, firstParam((await searchParams).page)), getTranslations("public"), getLocale()]);
  const description = org.description?.slice(0, 300) || t("listDescription", { org: org.name });
  const title = t("listTitle", { org: org.name });
  return {
    title: { absolute: title },
    description,
    alternates: publicAlternatesOf(`/o/${org.slug}`, locale),
    openGraph: { type: "website", title, description, url: org.url, siteName: org.name, ...openGraphLocale(locale) },
  };
}

export default async function PublicOrganizationPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const [listing, t, locale] = await Promise.all([loadListing(slug, firstParam((await searchParams).page)), getTranslations("public"), getLocale()]);
  const { organization: org } = listing;
  const path = `/o/${org.slug}`;
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("listTitle", { org: org.name })}</h1>
          <LanguageLinks path={path} locale={locale} label={t("otherLanguage")} />
        </div>
        {org.description && <p className="mt-3 whitespace-pre-line text-slate-700">{org.description}</p>}
      </header>
      <section aria-labelledby="shifts-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="shifts-heading" className="text-xl font-semibold">
            {t("upcomingShifts")}
          </h2>
          <p className="text-sm text-slate-700">{t("updatedEveryMinute")}</p>
        </div>
        {listing.items.length === 0 ? (
          <EmptyState title={t("noShifts")}>{t("noShiftsHint")}</EmptyState>
        ) : (
          <ul className="space-y-3">
            {listing.items.map((l) => (
              <ListingCard key={l.id} listing={l} zone={org.timezone} />
            ))}
          </ul>
        )}
        <PublicPagination basePath={localizedPublicPath(path, locale)} page={listing.page} limit={listing.limit} total={listing.total} />
      </section>
      <footer className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <a href={localizedPublicPath(`${path}/calendar.ics`, locale)} className="text-brand-800 underline">
          {t("calendarFeed")}
        </a>
        <span>{t("poweredBy")}</span>
      </footer>
    </main>
  );
}
