import { toast } from "@/lib/toast";

export interface ShareTarget {
  title: string;
  text?: string;
  /** A path of this site ("/news/abc") or an absolute URL. */
  url: string;
}

/** The toast texts, in the reader's language (components/share/share-button.tsx takes them from next-intl). */
export interface ShareTexts {
  copied: string;
  copiedText: string;
  copyFailed: string;
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

/** One system share sheet at a time on a page: a second tap while it is open is ignored (browsers refuse it anyway). */
let sheetOpen = false;

/**
 * Share a link: the system share sheet (navigator.share) where there is one; where there is none,
 * or it fails for a reason other than the person closing it (AbortError), the link is copied and a
 * toast says so. No next-intl here, so pages that ship no messages (the landing) can share too.
 */
export async function shareLink(target: ShareTarget, texts: ShareTexts): Promise<ShareOutcome> {
  if (sheetOpen) return "cancelled";
  const url = new URL(target.url, window.location.href).toString();
  const data: ShareData = { title: target.title, text: target.text, url };
  if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
    sheetOpen = true;
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // NotAllowedError, a refused payload…: the link is still worth copying.
    } finally {
      sheetOpen = false;
    }
  }
  try {
    await copyText(url);
    toast.success(texts.copied, { description: texts.copiedText });
    return "copied";
  } catch {
    toast.error(texts.copyFailed, { description: url });
    return "failed";
  }
}
