"use client";

import { MonitorSmartphoneIcon } from "@/components/icons/svg/monitor-smartphone";
import { MoonIcon } from "@/components/icons/svg/moon";
import { SunIcon } from "@/components/icons/svg/sun";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { themes, type ThemePreference } from "@/lib/theme";
import type { SettingsLabels } from "./settings-labels";

const ICONS = { system: MonitorSmartphoneIcon, light: SunIcon, dark: MoonIcon } as const;

/** The settings' "Aparência" section: follow the device, or always light / dark. */
export function ThemeField({
  labels: t,
  value,
  onChange,
}: {
  labels: SettingsLabels["theme"];
  value: ThemePreference;
  onChange: (theme: ThemePreference) => void;
}) {
  return (
    <section className="rounded-2xl border bg-card px-4 py-3">
      <h2 className="font-semibold">{t.title}</h2>
      <p className="mb-3 text-sm text-muted-foreground">{t.text}</p>
      <RadioGroup
        value={value}
        onValueChange={(v) => onChange(v as ThemePreference)}
        className="gap-3"
        aria-label={t.title}
      >
        {themes.map((theme) => {
          const Icon = ICONS[theme];
          return (
            <div key={theme} className="flex items-center gap-3">
              <RadioGroupItem
                value={theme}
                id={`settings-theme-${theme}`}
                data-testid={`settings-theme-${theme}`}
              />
              <Label htmlFor={`settings-theme-${theme}`} className="flex items-center gap-2 font-normal">
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {t[theme]}
              </Label>
            </div>
          );
        })}
      </RadioGroup>
    </section>
  );
}
