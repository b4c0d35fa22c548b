import { getTranslations } from "next-intl/server";
import type { NavKey } from "@/lib/shell";
import { BottomNavBar } from "./bottom-nav-bar";

const KEYS: NavKey[] = ["dashboard", "community", "news", "help", "rewards"];

/** The shell's bottom navigation. Texts are translated here on the server: the browser needs no message formatter. */
export async function BottomNav() {
  const t = await getTranslations("nav");
  const shell = await getTranslations("shell");
  return (
    <BottomNavBar
      label={shell("navLabel")}
      itemLabels={Object.fromEntries(KEYS.map((key) => [key, t(key)])) as Record<NavKey, string>}
    />
  );
}
