import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SettingsForm } from "@/components/settings/settings-form";
import { settingsLabels } from "@/components/settings/settings-labels";
import { settingsLooks } from "@/components/settings/settings-looks";
import { requireParticipant } from "@/lib/server/auth/current";
import { getSettings } from "@/lib/server/services/preferences/settings";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("settings") };
}

// /settings/notifications — the notification categories and the language, saved on the server.
export default async function SettingsPage() {
  const session = await requireParticipant("/settings/notifications");
  const [initial, labels] = await Promise.all([getSettings(session.id), settingsLabels()]);
  return <SettingsForm initial={initial} labels={labels} looks={settingsLooks(labels)} />;
}
