import { installOffer, type InstallPromptEvent, setInstallOffer } from "./install-prompt";

// What the install card (components/pwa/install-prompt-card.tsx) does with the offer
// ./install-prompt.ts keeps from the page's load: not in every route's first load, which only
// catches the offer (docs/performance.md, "First-load JavaScript").

/** Where the "not now" choice is remembered on this device. */
export const INSTALL_DISMISSED_KEY = "t26.install.dismissed";

export function subscribeInstallPrompt(onChange: () => void): () => void {
  installOffer.listeners.add(onChange);
  return () => installOffer.listeners.delete(onChange);
}

export function installPromptEvent(): InstallPromptEvent | null {
  return installOffer.event;
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function promptInstall(): Promise<boolean> {
  const event = installOffer.event;
  if (!event) return false;
  setInstallOffer(null);
  await event.prompt();
  const choice = await event.userChoice.catch(() => ({ outcome: "dismissed" as const }));
  return choice.outcome === "accepted";
}
