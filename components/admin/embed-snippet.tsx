// The <iframe> an organization pastes into its own site to show its shift list, and the other
// public addresses (page, JSON, iCal).
export const EMBED_SNIPPET_TEXTS = {
  title: "Embed your shift list",
  intro: "Paste this into a page of one of the sites listed above. Browsers refuse to show the list inside any other site.",
  noOrigins: "Add your site's origin above first: until then no site may frame the list.",
  off: "Turn the public page on to get your addresses and the embed code.",
  addresses: "Your public addresses",
  page: "Public page",
  json: "JSON for developers",
  ical: "Calendar feed (iCal)",
  iframeTitle: (org: string) => `Volunteer shifts of ${org}`,
  snippetLabel: "Embed code",
} as const;

const T = EMBED_SNIPPET_TEXTS;

export function embedSnippet(base: string, slug: string, orgName: string): string {
  const title = T.iframeTitle(orgName).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<iframe src="${base}/embed/o/${slug}" title="${title}" width="100%" height="600" style="border:0" loading="lazy"></iframe>`;
}

export function EmbedSnippet({ base, slug, orgName, publicPage, hasOrigins }: { base: string; slug: string | null; orgName: string; publicPage: boolean; hasOrigins: boolean }) {
  if (!publicPage || !slug) return <p className="text-sm text-slate-700">{T.off}</p>;
  const links = [
    { label: T.page, href: `${base}/o/${slug}` },
    { label: T.json, href: `${base}/api/public/orgs/${slug}/opportunities` },
    { label: T.ical, href: `${base}/o/${slug}/calendar.ics` },
  ];
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{T.addresses}</h3>
        <ul className="mt-1 space-y-1 text-sm">
          {links.map((l) => (
            <li key={l.label}>
              {l.label}:{" "}
              <a href={l.href} className="break-all text-brand-800 underline">
                {l.href}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 id="embed-snippet-heading" className="text-sm font-semibold text-slate-900">
          {T.title}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{hasOrigins ? T.intro : T.noOrigins}</p>
        <pre aria-labelledby="embed-snippet-heading" tabIndex={0} className="mt-2 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-50">
          <code>{embedSnippet(base, slug, orgName)}</code>
        </pre>
      </div>
    </div>
  );
}
