"use client";

import { useEffect, useState, type ComponentType } from "react";
import { loadWhenIdle } from "@/lib/load-when-idle";
import type { HomeLaterProps } from "./home-later";

type Card = ComponentType<HomeLaterProps>;

const loadCard = () => import("./home-later").then((m) => m.HomeLater);

/**
 * The install card's code (its buttons, icons and class merging: ~7 KB gzip on the homes) loads
 * once the page has hydrated, not with it: the card draws nothing in the server's HTML and appears
 * only after load, when the browser offers an install (or on iOS). If the import fails (offline),
 * it is tried again when the page is idle or on the first tap (docs/performance.md). With
 * `keepPassOffline`, the same module also keeps the pass offline (./home-later.tsx).
 */
export function InstallPromptLater(props: HomeLaterProps) {
  const [card, setCard] = useState<{ Card: Card } | null>(null);
  useEffect(() => {
    let live = true;
    let cancelRetry = () => {};
    const show = (Card: Card) => {
      if (live) setCard({ Card });
    };
    loadCard()
      .then(show)
      .catch(() => {
        cancelRetry = loadWhenIdle(() => void loadCard().then(show, () => {}), 5000);
      });
    return () => {
      live = false;
      cancelRetry();
    };
  }, []);
  return card ? <card.Card {...props} /> : null;
}
