import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
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
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {children}
        <Toaster />
      </body>
    </html>
  );
}
