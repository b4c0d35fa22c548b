"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Switch } from "@/components/ui/switch";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import { PushToggle } from "./push-toggle";
import { ThemeField } from "./theme-field";
import type { AppLocale } from "@/lib/i18n/config";
import { toast } from "@/lib/toast";
import { PageHeader } from "@/components/shell/page-header";
import type { getSettings, SettingsSaved } from "@/lib/server/services/preferences/settings";
import type { SettingsLabels } from "./settings-labels";

/** The account's notification switches and language, as the service reads them. */
export type Settings = Awaited<ReturnType<typeof getSettings>>;

const TOGGLES = [
  { key: "notifyCommunity", label: "community", text: "communityText" },
  { key: "notifySchedule", label: "schedule", text: "scheduleText" },
  { key: "notifyNews", label: "news", text: "newsText" },
  { key: "notifyUserContact", label: "userContact", text: "userContactText" },
] as const;

/** /settings/notifications: four toggles and the language; save → toast → /menu in the new language. */
export function SettingsForm({ initial, labels }: { initial: Settings; labels: SettingsLabels }) {
  const t = labels.settings;
  const router = useRouter();
  const [value, setValue] = useState(initial);
  // Stays true while /menu loads.
  const [leaving, setLeaving] = useState(false);
  const saveAction = useApiAction(
    () => apiFetch<SettingsSaved>("/api/me/settings", { method: "PUT", body: value }),
    {
      fallback: t.failed,
      // The server's text is in the language just chosen; this page's messages are the old one's.
      onSuccess: (saved) => {
        setLeaving(true);
        toast.success(saved.message || t.saved);
        router.push("/menu");
        router.refresh();
      },
    },
  );
  const saving = saveAction.busy || leaving;
  const save = () => void saveAction.run();

  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-5">
      <PageHeader title={t.title} />
      <section className="rounded-2xl border bg-card">
        <div className="border-b px-4 py-3">
          <h2 className="font-semibold">{t.notificationsTitle}</h2>
          <p className="text-sm text-muted-foreground">{t.notificationsText}</p>
        </div>
        <ul className="divide-y">
          {TOGGLES.map(({ key, label, text }) => (
            <li key={key} className="flex items-center justify-between gap-4 px-4 py-3.5">
              <Label htmlFor={`settings-${key}`} className="flex flex-col items-start gap-0.5">
                <span className="font-medium">{t[label]}</span>
                <span className="text-sm font-normal text-muted-foreground">{t[text]}</span>
              </Label>
              <Switch
                id={`settings-${key}`}
                checked={value[key]}
                onCheckedChange={(checked) => setValue((v) => ({ ...v, [key]: checked }))}
                data-testid={`settings-${key}`}
              />
            </li>
          ))}
        </ul>
        <div className="border-t">
          <PushToggle texts={t} install={labels.install} />
        </div>
      </section>
      <section className="rounded-2xl border bg-card px-4 py-3">
        <h2 className="mb-3 font-semibold">{t.language}</h2>
        <RadioGroup
          value={value.locale}
          onValueChange={(locale) => setValue((v) => ({ ...v, locale: locale as AppLocale }))}
          className="gap-3"
        >
          {(["pt", "en", "es"] as const).map((l) => (
            <div key={l} className="flex items-center gap-3">
              <RadioGroupItem value={l} id={`settings-locale-${l}`} data-testid={`settings-locale-${l}`} />
              <Label htmlFor={`settings-locale-${l}`} className="font-normal">
                {t[l]}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </section>
      <ThemeField
        labels={labels.theme}
        value={value.theme}
        onChange={(theme) => setValue((v) => ({ ...v, theme }))}
      />
      <Button size="lg" className="w-full" onClick={save} disabled={saving} data-testid="settings-save">
        {saving ? t.saving : t.save}
      </Button>
    </div>
  );
}
