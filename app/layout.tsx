import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { clientMessages } from "@/lib/i18n/messages";
import "./globals.css";
import { Toaster } from "@/components/ui/toaster";

export const metadata: Metadata = {
  title: { default: "Corps", template: "%s · Corps" },
  description: "Volunteer network and property CRM",
  // Static files of public/ (scripts/make-icons.ts writes the PNGs and favicon.ico from the SVG).
  icons: {
    icon: [
      { url: "/icon.svg", type: "image/svg+xml" },
      { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
    ],
    apple: "/apple-touch-icon.png",
  },
  manifest: "/manifest.webmanifest",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1e40af" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: proxy.ts gives each one a fresh CSP nonce, which Next can put
  // on its inline scripts only while rendering (a prerendered page would carry none).
  // That is also why no page calls setRequestLocale (next-intl's remedy for static pages): none is
  // static. The language comes from lib/sign-in/request-config.ts.
  await connection();
  const [locale, t, messages] = await Promise.all([getLocale(), getTranslations("common"), getMessages()]);
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        {/* Client components get the request's language and the catalogue's client part from here. */}
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <a href="#main" className="skip-link">
            {t("skipToContent")}
          </a>
          {children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
