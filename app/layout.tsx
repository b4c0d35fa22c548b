import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { NowProvider } from "@/components/clock/now-provider";
import { ServiceWorker } from "@/components/pwa/service-worker";
import { ScrollToTop } from "@/components/shell/scroll-to-top";
import { Toaster } from "@/components/ui/sonner";
import { intlLocale } from "@/lib/i18n/config";
import { serverClocks } from "@/lib/server/clock";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return {
    title: { default: t("title"), template: `%s · ${t("title")}` },
    description: t("description"),
    icons: { icon: "/icon.svg", apple: "/icons/apple-touch-icon.png" },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#5b21b6",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations("common");
  return (
    <html lang={intlLocale[locale]}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {/* No NextIntlClientProvider here: routes whose client components translate have their own (components/i18n/intl-layout.tsx). */}
        <ScrollToTop />
        <ServiceWorker />
        {/* The server's clocks: every countdown and date in the browser follows them (lib/client-clock.ts). */}
        <NowProvider clocks={serverClocks()}>{children}</NowProvider>
        <Toaster closeLabel={t("close")} />
      </body>
    </html>
  );
}
