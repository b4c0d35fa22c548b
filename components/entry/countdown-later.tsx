"use client";

import { hydrateLater } from "@/components/ui/hydrate-later";

/**
 * The countdown's clock, hydrated when its code arrives (it shows "--" until then, as it did until
 * hydration): its code (the clock, the event's dates) is not in the first load of the homes.
 */
export const CountdownClockLater = hydrateLater(() =>
  import("./countdown-clock").then((m) => m.CountdownClock),
);
