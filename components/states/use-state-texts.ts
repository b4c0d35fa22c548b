"use client";

import { useSyncExternalStore } from "react";
import { browserLocale, stateTexts, type StateTexts } from "./state-texts";

const subscribe = () => () => {};

/** The error texts in the page's language (Portuguese while rendering on the server). */
export function useStateTexts(): StateTexts {
  const locale = useSyncExternalStore(subscribe, browserLocale, () => "pt" as const);
  return stateTexts(locale);
}
