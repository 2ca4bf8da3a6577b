// An organization's public page: its name, description and upcoming open shifts. No sign-in,
// no cookies; shared caches may keep it for a minute (proxy.ts sets Cache-Control).
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/card";
import { ListingCard } from "@/components/public/listing-card";
import { firstParam, loadListing } from "@/components/public/load-public";
import { PublicPagination } from "@/components/public/public-pagination";
import { PUBLIC_TEXTS as T } from "@/components/public/public-texts";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { organization: org } = await loadListing(slug, firstParam((await searchParams).page));
  const description = org.description?.slice(0, 300) || T.listDescription(org.name);
  return {
    title: { absolute: T.listTitle(org.name) },
    description,
    alternates: { canonical: org.url },
    openGraph: { type: "website", title: T.listTitle(org.name), description, url: org.url, siteName: org.name },
  };
}

export default async function PublicOrganizationPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const listing = await loadListing(slug, firstParam((await searchParams).page));
  const { organization: org } = listing;
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{T.listTitle(org.name)}</h1>
        {org.description && <p className="mt-3 whitespace-pre-line text-slate-700">{org.description}</p>}
      </header>
      <section aria-labelledby="shifts-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="shifts-heading" className="text-xl font-semibold">
            {T.upcomingShifts}
          </h2>
          <p className="text-sm text-slate-700">{T.updatedEveryMinute}</p>
        </div>
        {listing.items.length === 0 ? (
          <EmptyState title={T.noShifts}>{T.noShiftsHint}</EmptyState>
        ) : (
          <ul className="space-y-3">
            {listing.items.map((l) => (
              <ListingCard key={l.id} listing={l} zone={org.timezone} />
            ))}
          </ul>
        )}
        <PublicPagination basePath={`/o/${org.slug}`} page={listing.page} limit={listing.limit} total={listing.total} />
      </section>
      <footer className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <a href={`/o/${org.slug}/calendar.ics`} className="text-brand-800 underline">
          {T.calendarFeed}
        </a>
        <span>{T.poweredBy}</span>
      </footer>
    </main>
  );
}
