"use client";

import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

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
  return (
    <Sonner
      theme="light"
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
