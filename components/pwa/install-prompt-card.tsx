"use client";

import { DownloadIcon } from "@/components/icons/svg/download";
import { XIcon } from "@/components/icons/svg/x";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { useStoredValue, writeStored } from "@/hooks/use-stored-value";
import {
  INSTALL_DISMISSED_KEY,
  installPromptEvent,
  promptInstall,
  subscribeInstallPrompt,
} from "@/lib/install-offer";
import { IosInstallSteps, type InstallStepsLabels, isIos, isStandalone } from "./install-steps";

export interface InstallPromptLabels extends InstallStepsLabels {
  title: string;
  text: string;
  install: string;
  dismiss: string;
}

type Offer = "none" | "prompt" | "ios";

function currentOffer(): Offer {
  if (isStandalone()) return "none";
  if (installPromptEvent()) return "prompt";
  return isIos() ? "ios" : "none";
}

/**
 * "Instale o app": the browser's own install dialog where it offers one (Chromium), the steps of
 * Share → "Adicionar à Tela de Início" on iOS; nothing once installed. "Agora não" is remembered
 * on this device. Nothing in the server's HTML (no hydration mismatch): it appears after load.
 */
export function InstallPromptCard({ labels }: { labels: InstallPromptLabels }) {
  const offer = useSyncExternalStore<Offer>(subscribeInstallPrompt, currentOffer, () => "none");
  const dismissed = useStoredValue("local", INSTALL_DISMISSED_KEY);
  if (offer === "none" || dismissed !== null) return null;

  const dismiss = () => writeStored("local", INSTALL_DISMISSED_KEY, new Date().toISOString());
  // Sticky above the bottom bar, last in the page: it appears after load (when the browser makes
  // its offer), and higher up in the page's flow it pushed everything below it down (Lighthouse
  // counted a 0.06 layout shift on /dashboard). At the end nothing above it moves; sticky keeps it
  // in sight from the top of the page, and scrolled to the end it sits below the last content
  // instead of covering it.
  return (
    <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30">
      <section
        className="relative rounded-3xl border border-violet-200 bg-violet-50 p-4 pr-12 text-violet-950 shadow-lg motion-safe:animate-in motion-safe:fade-in-0 motion-safe:slide-in-from-bottom-4 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-50"
        data-testid="install-prompt"
        data-offer={offer}
      >
        <button
          type="button"
          onClick={dismiss}
          aria-label={labels.dismiss}
          className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full hover:bg-violet-100 dark:hover:bg-violet-900"
          data-testid="install-dismiss-x"
        >
          <XIcon className="size-4" aria-hidden="true" />
        </button>
        {offer === "prompt" ? (
          <>
            <p className="flex items-center gap-2 font-semibold">
              <DownloadIcon className="size-5" aria-hidden="true" /> {labels.title}
            </p>
            <p className="mt-1 text-sm text-violet-950/80 dark:text-violet-200">{labels.text}</p>
            <div className="mt-3 flex gap-2">
              <Button
                size="sm"
                onClick={() => void promptInstall().then((ok) => ok && dismiss())}
                data-testid="install-accept"
              >
                {labels.install}
              </Button>
              <Button size="sm" variant="ghost" onClick={dismiss} data-testid="install-dismiss">
                {labels.dismiss}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="flex items-center gap-2 font-semibold">
              <DownloadIcon className="size-5" aria-hidden="true" /> {labels.title}
            </p>
            <p className="mt-1 mb-3 text-sm text-violet-950/80 dark:text-violet-200">{labels.text}</p>
            <IosInstallSteps labels={labels} />
            <Button
              size="sm"
              variant="ghost"
              className="mt-2"
              onClick={dismiss}
              data-testid="install-dismiss"
            >
              {labels.dismiss}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
