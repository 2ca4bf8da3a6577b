// The compact list an organization puts on its own site in an <iframe> (/embed/o/{slug}, in
// Spanish /es/embed/o/{slug}). proxy.ts gives this page a frame-ancestors of exactly the
// organization's embed_origins; links to shifts open in a new tab.
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/card";
import { ListingCard } from "@/components/public/listing-card";
import { firstParam, loadListing } from "@/components/public/load-public";
import { LanguageLinks, publicAlternatesOf } from "@/components/public/public-language";
import { PublicPagination } from "@/components/public/public-pagination";
import { localizedPublicPath } from "@/lib/i18n/public-locale";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug } = await params;
  const [{ organization: org }, t, locale] = await Promise.all([loadListing(slug, firstParam((await searchParams).page)), getTranslations("public"), getLocale()]);
  // The organization's page is the one to index (in this language); this one lives inside other sites.
  return { title: { absolute: t("embedTitle", { org: org.name }) }, alternates: { canonical: publicAlternatesOf(`/o/${org.slug}`, locale).canonical }, robots: { index: false, follow: true } };
}

export default async function EmbedPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const [listing, t, locale] = await Promise.all([loadListing(slug, firstParam((await searchParams).page), 10), getTranslations("public"), getLocale()]);
  const { organization: org } = listing;
  const path = `/embed/o/${org.slug}`;
  return (
    <main id="main" className="space-y-3 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">{t("embedTitle", { org: org.name })}</h1>
        <LanguageLinks path={path} locale={locale} label={t("otherLanguage")} />
      </div>
      {listing.items.length === 0 ? (
        <EmptyState title={t("noShifts")}>{t("noShiftsHint")}</EmptyState>
      ) : (
        <ul className="space-y-2">
          {listing.items.map((l) => (
            <ListingCard key={l.id} listing={l} zone={org.timezone} compact newTab />
          ))}
        </ul>
      )}
      <PublicPagination basePath={localizedPublicPath(path, locale)} page={listing.page} limit={listing.limit} total={listing.total} />
      <p className="text-xs text-slate-700">
        {t("updatedEveryMinute")}{" "}
        <a href={org.url} target="_blank" rel="noopener" className="text-brand-800 underline">
          {t("poweredBy")}
          <span className="sr-only"> {t("opensInNewTab")}</span>
        </a>
      </p>
    </main>
  );
}
