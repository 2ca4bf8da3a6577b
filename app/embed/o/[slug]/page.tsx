// The compact list an organization puts on its own site in an <iframe>. proxy.ts gives this page
// a frame-ancestors of exactly the organization's embed_origins; links open in a new tab.
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
  // The organization's page is the one to index; this one lives inside other sites.
  return { title: { absolute: T.embedTitle(org.name) }, alternates: { canonical: org.url }, robots: { index: false, follow: true } };
}

export default async function EmbedPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const listing = await loadListing(slug, firstParam((await searchParams).page), 10);
  const { organization: org } = listing;
  return (
    <main id="main" className="space-y-3 p-3">
      <h1 className="text-lg font-semibold text-slate-900">{T.embedTitle(org.name)}</h1>
      {listing.items.length === 0 ? (
        <EmptyState title={T.noShifts}>{T.noShiftsHint}</EmptyState>
      ) : (
        <ul className="space-y-2">
          {listing.items.map((l) => (
            <ListingCard key={l.id} listing={l} zone={org.timezone} compact newTab />
          ))}
        </ul>
      )}
      <PublicPagination basePath={`/embed/o/${org.slug}`} page={listing.page} limit={listing.limit} total={listing.total} />
      <p className="text-xs text-slate-700">
        {T.updatedEveryMinute}{" "}
        <a href={org.url} target="_blank" rel="noopener" className="text-brand-800 underline">
          {T.poweredBy}
          <span className="sr-only"> {T.opensInNewTab}</span>
        </a>
      </p>
    </main>
  );
}
