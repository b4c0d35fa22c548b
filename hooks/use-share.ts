"use client";

import { useTranslations } from "next-intl";
import { useCallback, useRef } from "react";
import { toast } from "@/lib/toast";

export interface ShareTarget {
  title: string;
  text?: string;
  /** A path of this site ("/news/abc") or an absolute URL. */
  url: string;
}

/** shared: the system sheet took it; copied: the link is on the clipboard; cancelled: the person closed the sheet. */
export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

/** The clipboard API, or the old select-and-copy where it is missing (plain http, older browsers). */
async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    try {
      return await navigator.clipboard.writeText(text);
    } catch {
      // denied or unavailable: try the old way below
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy refused");
}

/**
 * Share a link: the system share sheet (navigator.share) where there is one; where there is none,
 * or it fails for a reason other than the person closing it (AbortError), the link is copied and a
 * toast says so. A second tap while the sheet is open is ignored (browsers refuse it anyway).
 */
export function useShare() {
  const t = useTranslations("sharing");
  const open = useRef(false);
  return useCallback(
    async (target: ShareTarget): Promise<ShareOutcome> => {
      if (open.current) return "cancelled";
      const url = new URL(target.url, window.location.href).toString();
      const data: ShareData = { title: target.title, text: target.text, url };
      if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
        open.current = true;
        try {
          await navigator.share(data);
          return "shared";
        } catch (error) {
          if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
          // NotAllowedError, a refused payload…: the link is still worth copying.
        } finally {
          open.current = false;
        }
      }
      try {
        await copyText(url);
        toast.success(t("copied"), { description: t("copiedText") });
        return "copied";
      } catch {
        toast.error(t("copyFailed"), { description: url });
        return "failed";
      }
    },
    [t],
  );
}
