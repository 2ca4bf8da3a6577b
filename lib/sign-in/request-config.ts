// next-intl's request configuration (next.config.ts points the plugin here): the language of this
// request's pages. Public pages get theirs from the URL, set by proxy.ts in LOCALE_HEADER, so
// shared caches may keep them; everyone else by resolveLocale (their choice, Accept-Language,
// their organization's default).
import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { CATALOGUES } from "@/lib/i18n/messages";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { LOCALE_HEADER } from "@/lib/i18n/public-locale";
import { resolveLocale } from "@/lib/i18n/resolve-locale";
import { getSessionCaller } from "./session";

async function requestLocale(): Promise<Locale> {
  const h = await headers();
  const fromUrl = h.get(LOCALE_HEADER);
  if (isLocale(fromUrl)) return fromUrl;
  const caller = await getSessionCaller();
  return resolveLocale({ chosen: caller?.locale, acceptLanguage: h.get("accept-language"), orgDefault: caller?.orgDefaultLocale });
}

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  // Pages format instants with lib/format.ts in an explicit zone (the organization's); this zone
  // only keeps next-intl's own formatters from guessing the server's.
  return { locale, messages: CATALOGUES[locale], timeZone: "UTC" };
});
