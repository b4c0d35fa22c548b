"use client";

import { RadioGroupBase, RadioGroupItemBase } from "@/components/ui/radio-group-base";
import type { ThemePreference } from "@/lib/theme";
import type { SettingsLabels } from "./settings-labels";
import type { SettingsLooks } from "./settings-looks";

/** The settings' "Aparência" section: follow the device, or always light / dark. */
export function ThemeField({
  labels: t,
  looks,
  value,
  onChange,
}: {
  labels: SettingsLabels["theme"];
  /** The options with their icons, and the parts' classes, from the server page (./settings-looks.tsx). */
  looks: SettingsLooks;
  value: ThemePreference;
  onChange: (theme: ThemePreference) => void;
}) {
  return (
    <section className="rounded-2xl border bg-card px-4 py-3">
      <h2 className="font-semibold">{t.title}</h2>
      <p className="mb-3 text-sm text-muted-foreground">{t.text}</p>
      <RadioGroupBase
        value={value}
        onValueChange={(v) => onChange(v as ThemePreference)}
        className={looks.radioGroup}
        aria-label={t.title}
      >
        {looks.themes.map(({ value: theme, label }) => (
          <div key={theme} className="flex items-center gap-3">
            <RadioGroupItemBase
              className={looks.radioItem}
              value={theme}
              id={`settings-theme-${theme}`}
              data-testid={`settings-theme-${theme}`}
            />
            <label data-slot="label" className={looks.label.theme} htmlFor={`settings-theme-${theme}`}>
              {label}
            </label>
          </div>
        ))}
      </RadioGroupBase>
    </section>
  );
}
