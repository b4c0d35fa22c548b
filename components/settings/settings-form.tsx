"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { RadioGroupBase, RadioGroupItemBase } from "@/components/ui/radio-group-base";
import { SwitchBase } from "@/components/ui/switch-base";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import { PushToggle } from "./push-toggle";
import { ThemeField } from "./theme-field";
import type { AppLocale } from "@/lib/i18n/config";
import { toast } from "@/lib/toast";
import type { getSettings, SettingsSaved } from "@/lib/server/services/preferences/settings";
import type { SettingsLabels } from "./settings-labels";
import type { SettingsLooks } from "./settings-looks";

/** The account's notification switches and language, as the service reads them. */
export type Settings = Awaited<ReturnType<typeof getSettings>>;

const TOGGLES = [
  { key: "notifyCommunity", label: "community", text: "communityText" },
  { key: "notifySchedule", label: "schedule", text: "scheduleText" },
  { key: "notifyNews", label: "news", text: "newsText" },
  { key: "notifyUserContact", label: "userContact", text: "userContactText" },
] as const;

/**
 * Label's (components/ui/label.tsx) "a double click does not select the text", for the form's
 * labels, which are drawn as Label draws them (their classes merged by the server page).
 */
function labelMouseDown(event: React.MouseEvent) {
  const target = event.target as Element;
  // A control inside a label handles its own mouse down.
  if (!target.closest('label[data-slot="label"]') || target.closest("button, input, select, textarea"))
    return;
  if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
}

/**
 * /settings/notifications: four toggles and the language; save → toast → /menu in the new language.
 * The header, the install steps, the theme's icons and the save button's classes are drawn by the
 * server page (./settings-looks.tsx).
 */
export function SettingsForm({
  initial,
  labels,
  looks,
}: {
  initial: Settings;
  labels: SettingsLabels;
  looks: SettingsLooks;
}) {
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
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-5" onMouseDown={labelMouseDown}>
      {looks.header}
      <section className="rounded-2xl border bg-card">
        <div className="border-b px-4 py-3">
          <h2 className="font-semibold">{t.notificationsTitle}</h2>
          <p className="text-sm text-muted-foreground">{t.notificationsText}</p>
        </div>
        <ul className="divide-y">
          {TOGGLES.map(({ key, label, text }) => (
            <li key={key} className="flex items-center justify-between gap-4 px-4 py-3.5">
              <label data-slot="label" className={looks.label.switch} htmlFor={`settings-${key}`}>
                <span className="font-medium">{t[label]}</span>
                <span className="text-sm font-normal text-muted-foreground">{t[text]}</span>
              </label>
              <SwitchBase
                className={looks.switch}
                id={`settings-${key}`}
                checked={value[key]}
                onCheckedChange={(checked) => setValue((v) => ({ ...v, [key]: checked }))}
                data-testid={`settings-${key}`}
              />
            </li>
          ))}
        </ul>
        <div className="border-t">
          <PushToggle texts={t} install={labels.install} looks={looks} />
        </div>
      </section>
      <section className="rounded-2xl border bg-card px-4 py-3">
        <h2 className="mb-3 font-semibold">{t.language}</h2>
        <RadioGroupBase
          value={value.locale}
          onValueChange={(locale) => setValue((v) => ({ ...v, locale: locale as AppLocale }))}
          className={looks.radioGroup}
        >
          {(["pt", "en", "es"] as const).map((l) => (
            <div key={l} className="flex items-center gap-3">
              <RadioGroupItemBase
                className={looks.radioItem}
                value={l}
                id={`settings-locale-${l}`}
                data-testid={`settings-locale-${l}`}
              />
              <label data-slot="label" className={looks.label.language} htmlFor={`settings-locale-${l}`}>
                {t[l]}
              </label>
            </div>
          ))}
        </RadioGroupBase>
      </section>
      <ThemeField
        labels={labels.theme}
        looks={looks}
        value={value.theme}
        onChange={(theme) => setValue((v) => ({ ...v, theme }))}
      />
      {/* Button's markup (lg), its classes merged on the server. */}
      <button
        data-slot="button"
        data-variant="default"
        data-size="lg"
        className={looks.save}
        onClick={save}
        disabled={saving}
        data-testid="settings-save"
      >
        {saving ? t.saving : t.save}
      </button>
    </div>
  );
}
