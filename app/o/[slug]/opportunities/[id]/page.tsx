// A shift's public page with its schema.org Event JSON-LD. Cancelled and past shifts still answer
// for a while (saying so; EventCancelled), but are not on the list.
import type { Metadata } from "next";
import { loadShift } from "@/components/public/load-public";
import { whereText } from "@/components/public/listing-card";
import { PUBLIC_TEXTS as T } from "@/components/public/public-texts";
import { eventJsonLd, jsonLdText } from "@/lib/corps/public-pages/event-json-ld";
import { formatDateRange } from "@/lib/format";

type Props = { params: Promise<{ slug: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, id } = await params;
  const { org, shift } = await loadShift(slug, id);
  const when = formatDateRange(shift.start.toISOString(), shift.end.toISOString(), org.timezone);
  const description = shift.summary || T.shiftDescription(shift.title, org.name, when);
  return {
    title: { absolute: `${shift.title} · ${org.name}` },
    description,
    alternates: { canonical: shift.url },
    openGraph: { type: "website", title: shift.title, description, url: shift.url, siteName: org.name, ...(shift.imageUrl ? { images: [shift.imageUrl] } : {}) },
  };
}

const BANNER: Record<"cancelled" | "past" | "full", { text: string; className: string }> = {
  cancelled: { text: T.cancelled, className: "border-red-200 bg-red-50 text-red-900" },
  past: { text: T.past, className: "border-slate-200 bg-slate-50 text-slate-800" },
  full: { text: T.full, className: "border-amber-200 bg-amber-50 text-amber-900" },
};

export default async function PublicShiftPage({ params }: Props) {
  const { slug, id } = await params;
  const { org, shift } = await loadShift(slug, id);
  const banner = shift.phase !== "scheduled" ? BANNER[shift.phase] : shift.full ? BANNER.full : null;
  const where = whereText({ location_type: shift.locationType, location_name: shift.locationName, city: shift.city, state: shift.state });
  const street = shift.locationType !== "remote" ? [shift.address, [shift.city, [shift.state, shift.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")].filter(Boolean).join(", ") : "";
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(eventJsonLd(org, shift)) }} />
      <p className="text-sm">
        <a href={`/o/${org.slug}`} className="text-brand-800 underline">
          {T.backTo(org.name)}
        </a>
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{shift.title}</h1>
      {banner && (
        <p role="status" className={`rounded-md border px-3 py-2 font-medium ${banner.className}`}>
          {banner.text}
        </p>
      )}
      <dl className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800 shadow-sm sm:grid-cols-3">
        <div>
          <dt className="text-sm font-medium text-slate-700">{T.when}</dt>
          <dd>{formatDateRange(shift.start.toISOString(), shift.end.toISOString(), org.timezone)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">{T.where}</dt>
          <dd>
            {where}
            {street && <span className="block text-sm text-slate-700">{street}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">{T.seats}</dt>
          <dd>
            {shift.full ? T.full : T.seatsLeft(shift.seatsLeft)}
            <span className="block text-sm text-slate-700">{T.updatedEveryMinute}</span>
          </dd>
        </div>
      </dl>
      {shift.listed && (
        <div className="space-y-1">
          <a href={shift.signUpUrl} className="inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            {T.signUp}
          </a>
          <p className="text-sm text-slate-700">{T.signUpHint}</p>
        </div>
      )}
      {shift.description && (
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-xl font-semibold">
            {T.about}
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-800">{shift.description}</p>
        </section>
      )}
      <footer className="border-t border-slate-200 pt-4 text-sm text-slate-700">{T.poweredBy}</footer>
    </main>
  );
}
