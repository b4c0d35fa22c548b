"use client";

import { lazyOverlay } from "@/components/ui/lazy-load";

// /rewards' overlays (./reward-overlays.tsx): one module, imported from one place, loaded on the
// first open of any of them or once the page is idle (./rewards-view.tsx).
const load = () => import("./reward-overlays");

export const RewardScanDialog = lazyOverlay(() => load().then((m) => m.RewardScanDialog));
export const RewardPointDialog = lazyOverlay(() => load().then((m) => m.RewardPointDialog));
export const RewardHistorySheet = lazyOverlay(() => load().then((m) => m.RewardHistorySheet));
