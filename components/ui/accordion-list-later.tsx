"use client";

import { hydrateLater } from "./hydrate-later";

/**
 * ./accordion-list.tsx hydrated when its code arrives, with the page's (./hydrate-later.tsx): the
 * server's HTML is the same; the accordion's code (~1.5 KB gzip) is not in the first load. Its
 * fallback is `AccordionClosedFace` (./accordion-face.tsx) with the same items.
 */
export const AccordionListLater = hydrateLater(() => import("./accordion-list").then((m) => m.AccordionList));
