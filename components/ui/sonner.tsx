"use client";

import * as React from "react";
import type { Toaster as SonnerToasterComponent, ToasterProps } from "sonner";
import { useDarkTheme } from "@/hooks/use-dark-theme";
import { whenIdle } from "@/lib/idle";
import { loadSonner, onSonnerLoaded } from "@/lib/toast";

type SonnerToaster = typeof SonnerToasterComponent;

/**
 * Sonner's toaster, mounted once sonner is loaded (lib/toast.ts): on the first toast or when the
 * page is idle, whichever comes first — it is not part of any page's first-load JavaScript.
 */
function Toaster({
  closeLabel = "Fechar",
  containerLabel = "Notificações",
  toastOptions,
  ...props
}: ToasterProps & {
  /** Screen-reader label for each toast's close button. */
  closeLabel?: string;
  /** Screen-reader label for the notifications region. */
  containerLabel?: string;
}) {
  const [Sonner, setSonner] = React.useState<SonnerToaster | null>(null);
  const dark = useDarkTheme();

  React.useEffect(() => {
    const stop = onSonnerLoaded((module) => setSonner(() => module.Toaster));
    const cancel = whenIdle(() => void loadSonner().catch(() => undefined), 2000);
    return () => {
      stop();
      cancel();
    };
  }, []);

  if (!Sonner) return null;
  return (
    <Sonner
      theme={dark ? "dark" : "light"}
      position="top-center"
      richColors
      closeButton
      className="toaster group"
      containerAriaLabel={containerLabel}
      toastOptions={{ closeButtonAriaLabel: closeLabel, ...toastOptions }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
