import { getTranslations } from "next-intl/server";
import { pickTexts } from "@/lib/i18n/pick-texts";

// The settings screen's texts, translated by its server page: /settings needs no messages in the
// browser. The client components import only the types.
const SETTINGS_KEYS = [
  "title",
  "notificationsTitle",
  "notificationsText",
  "community",
  "communityText",
  "schedule",
  "scheduleText",
  "news",
  "newsText",
  "userContact",
  "userContactText",
  "push",
  "pushText",
  "pushDenied",
  "pushUnsupported",
  "pushFailed",
  "language",
  "pt",
  "en",
  "es",
  "save",
  "saving",
  "saved",
  "failed",
] as const;
const INSTALL_KEYS = ["pushNeedsInstall", "iosTitle", "iosStep1", "iosStep2", "iosStep3"] as const;
const THEME_KEYS = ["title", "text", "system", "light", "dark"] as const;

export interface SettingsLabels {
  settings: Record<(typeof SETTINGS_KEYS)[number], string>;
  install: Record<(typeof INSTALL_KEYS)[number], string>;
  theme: Record<(typeof THEME_KEYS)[number], string>;
}

export async function settingsLabels(): Promise<SettingsLabels> {
  const [settings, install, theme] = await Promise.all([
    getTranslations("settings"),
    getTranslations("journey.install"),
    getTranslations("theme"),
  ]);
  return {
    settings: pickTexts((key) => settings(key), SETTINGS_KEYS),
    install: pickTexts((key) => install(key), INSTALL_KEYS),
    theme: pickTexts((key) => theme(key), THEME_KEYS),
  };
}
