"use client";

import { useEffect } from "react";
import { applyTheme, type ThemePreference } from "@/lib/theme";

/**
 * Keeps <html> in step with the cookie's theme after client updates (a saved setting refreshes the
 * layout, and React rewrites <html>'s class without the device's "dark" for "system").
 */
export function ThemeSync({ theme }: { theme: ThemePreference }) {
  useEffect(() => applyTheme(theme), [theme]);
  return null;
}
