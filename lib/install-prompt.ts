/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`), kept from the moment
 * the page loads: the event can fire before React has hydrated the component that shows it.
 * Imported for its side effect by components/pwa/root-extras.tsx (every page), so it is only the
 * capture: what the install card does with the offer is ./install-offer.ts, loaded with the card.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** The offer caught (null: none, or used up) and who hears of a change (./install-offer.ts). */
export const installOffer = {
  event: null as InstallPromptEvent | null,
  listeners: new Set<() => void>(),
};

/** Keeps (or drops) the offer and tells the listeners. */
export function setInstallOffer(event: InstallPromptEvent | null) {
  installOffer.event = event;
  installOffer.listeners.forEach((l) => l());
}

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // our own card asks, once, and remembers a "not now"
    setInstallOffer(event as InstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => setInstallOffer(null));
}
