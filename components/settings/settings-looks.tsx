import type { ReactNode } from "react";
import { MonitorSmartphoneIcon } from "@/components/icons/svg/monitor-smartphone";
import { MoonIcon } from "@/components/icons/svg/moon";
import { SunIcon } from "@/components/icons/svg/sun";
import { IosInstallSteps } from "@/components/pwa/install-steps";
import { PageHeader } from "@/components/shell/page-header";
import { buttonVariants } from "@/components/ui/button";
import { RADIO_GROUP_CLASS, RADIO_ITEM_CLASS } from "@/components/ui/control-classes";
import { SWITCH_CLASS } from "@/components/ui/switch-class";
import { themes, type ThemePreference } from "@/lib/theme";
import { cn } from "@/lib/utils";
import type { SettingsLabels } from "./settings-labels";

// /settings/notifications' static parts, drawn by its server page (docs/performance.md,
// "First-load JavaScript"): the header, the iOS install steps, the theme options' icons, and the
// classes of Button, Label, Switch and RadioGroup merged here (the form draws the Base parts, which
// merge nothing): no `cn`, PageHeader, Button, cva, the steps or lib/theme.ts in the browser. The
// client form (./settings-form.tsx) imports only the type.

/**
 * components/ui/label.tsx's classes, written out: a "use client" module cannot hand a constant to
 * the server (app/first-load-settings.test.ts keeps the two equal).
 */
export const LABEL_CLASS =
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

const THEME_ICONS = { system: MonitorSmartphoneIcon, light: SunIcon, dark: MoonIcon } as const;

export interface SettingsLooks {
  header: ReactNode;
  /** Button's classes (lg, full width) for 'Salvar'. */
  save: string;
  /** Switch's, RadioGroup's (gap-3) and RadioGroupItem's classes. */
  switch: string;
  radioGroup: string;
  radioItem: string;
  /** Label's classes: a switch's two lines, a language, a theme (with its icon). */
  label: { switch: string; language: string; theme: string };
  /** iOS Safari's install steps, shown by the push setting where push needs the installed app. */
  installSteps: ReactNode;
  /** The theme's options in order, each label's icon and text. */
  themes: { value: ThemePreference; label: ReactNode }[];
}

export function settingsLooks(labels: SettingsLabels): SettingsLooks {
  const { install, theme } = labels;
  return {
    header: <PageHeader title={labels.settings.title} />,
    save: cn(buttonVariants({ size: "lg", className: "w-full" })),
    switch: cn(SWITCH_CLASS),
    radioGroup: cn(RADIO_GROUP_CLASS, "gap-3"),
    radioItem: cn(RADIO_ITEM_CLASS),
    label: {
      switch: cn(LABEL_CLASS, "flex flex-col items-start gap-0.5"),
      language: cn(LABEL_CLASS, "font-normal"),
      theme: cn(LABEL_CLASS, "flex items-center gap-2 font-normal"),
    },
    installSteps: (
      <IosInstallSteps
        labels={{
          iosTitle: install.iosTitle,
          iosStep1: install.iosStep1,
          iosStep2: install.iosStep2,
          iosStep3: install.iosStep3,
        }}
      />
    ),
    themes: themes.map((value) => {
      const Icon = THEME_ICONS[value];
      return {
        value,
        label: (
          <>
            <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
            {theme[value]}
          </>
        ),
      };
    }),
  };
}
