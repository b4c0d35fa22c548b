import type { Metadata, Viewport } from "next";
import { cookies, headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { NowProvider } from "@/components/clock/now-provider";
import { RootExtras } from "@/components/pwa/root-extras";
import { intlLocale } from "@/lib/i18n/config";
import { serverClocks } from "@/lib/server/clock";
import { resolveTheme, THEME_COOKIE, THEME_SCRIPT } from "@/lib/theme";
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
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#5b21b6" },
    { media: "(prefers-color-scheme: dark)", color: "#1c1826" },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations("common");
  // The theme cookie (mirrors the account's setting): "dark" renders dark at once; "system" is
  // decided by the inline script before the first paint (CSP: it carries this request's nonce).
  const theme = resolveTheme((await cookies()).get(THEME_COOKIE)?.value);
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html
      lang={intlLocale[locale]}
      className={theme === "dark" ? "dark" : undefined}
      data-theme={theme}
      suppressHydrationWarning
    >
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {/* No NextIntlClientProvider here: routes whose client components translate have their own (components/i18n/intl-layout.tsx). */}
        {/* The server's clocks: every countdown and date in the browser follows them (lib/client-clock.ts). */}
        <NowProvider clocks={serverClocks()}>{children}</NowProvider>
        {/* Theme sync, scroll reset, navigation bar, service worker and toaster: loaded after hydration. */}
        <RootExtras theme={theme} closeLabel={t("close")} />
      </body>
    </html>
  );
}
