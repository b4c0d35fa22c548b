"use client";

import { lazyUi } from "./lazy-ui";

export { lazyOverlay } from "./lazy-load";
export { placeholderTrigger } from "./placeholder-trigger";
export { lazyUi, usePreloadWhenIdle } from "./lazy-ui";

// Radix overlays (dialogs, sheets, alert dialogs, menus, selects) closed at first paint load their
// code when first opened, not with the page (docs/performance.md, "First-load JavaScript"). The
// overlay's module (Radix root, trigger and content) is imported when it is first asked for, then
// stays mounted, so its open and close animations, its focus handling and its texts are Radix's as
// before. Until then the trigger is drawn as a plain element that asks for it (`placeholderTrigger`):
// a tap before the chunk arrives opens the overlay when it arrives. `lazyUi` is ./lazy-ui.tsx's: a
// screen that declares its own loaders imports it from there, without the five below.

export const LazyDialog = lazyUi(() => import("./dialog"));
export const LazyAlertDialog = lazyUi(() => import("./alert-dialog"));
export const LazySheet = lazyUi(() => import("./sheet"));
export const LazyDropdownMenu = lazyUi(() => import("./dropdown-menu"));
export const LazySelect = lazyUi(() => import("./select"));
