// The <iframe> an organization pastes into its own site to show its shift list, and the other
// public addresses (page, JSON, iCal).
import { getTranslations } from "next-intl/server";

/**
 * The <iframe>'s title stays English: it is read by visitors of the organization's own site, and
 * the frame shows the English list (/embed/o/{slug}), whatever language the admin reads.
 */
const iframeTitle = (org: string) => `Volunteer shifts of ${org}`;

export function embedSnippet(base: string, slug: string, orgName: string): string {
  const title = iframeTitle(orgName).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<iframe src="${base}/embed/o/${slug}" title="${title}" width="100%" height="600" style="border:0" loading="lazy"></iframe>`;
}

export async function EmbedSnippet({ base, slug, orgName, publicPage, hasOrigins }: { base: string; slug: string | null; orgName: string; publicPage: boolean; hasOrigins: boolean }) {
  const t = await getTranslations("admin");
  if (!publicPage || !slug) return <p className="text-sm text-slate-700">{t("embed.off")}</p>;
  const links = [
    { label: t("embed.page"), href: `${base}/o/${slug}` },
    { label: t("embed.json"), href: `${base}/api/public/orgs/${slug}/opportunities` },
    { label: t("embed.ical"), href: `${base}/o/${slug}/calendar.ics` },
  ];
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t("embed.addresses")}</h3>
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
          {t("embed.title")}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{hasOrigins ? t("embed.intro") : t("embed.noOrigins")}</p>
        <pre aria-labelledby="embed-snippet-heading" tabIndex={0} className="mt-2 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-50">
          <code>{embedSnippet(base, slug, orgName)}</code>
        </pre>
      </div>
    </div>
  );
}
