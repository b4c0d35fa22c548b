"use client";

import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { SwitchBase } from "@/components/ui/switch-base";
import { SWITCH_CLASS } from "@/components/ui/switch-class";
import type { ProfileFields } from "@/hooks/use-profile-edit";

const SWITCHES = ["showMaritalStatus", "showAge", "showCity"] as const;
type PrivacyKey = (typeof SWITCHES)[number];

export interface ProfilePrivacyProps {
  fields: Pick<ProfileFields, PrivacyKey>;
  set: (key: PrivacyKey, value: boolean) => void;
}

/** What other participants see on the community profile. */
export function ProfilePrivacy({ fields, set }: ProfilePrivacyProps) {
  const t = useTranslations("profileEdit");
  return (
    <section className="rounded-2xl border bg-card">
      <h2 className="border-b px-4 py-3 font-semibold">{t("privacy")}</h2>
      <ul className="divide-y">
        {SWITCHES.map((k) => (
          <li key={k} className="flex items-center justify-between px-4 py-3">
            <Label htmlFor={`profile-${k}`} className="font-normal">
              {t(k)}
            </Label>
            {/* Switch without a class of its own: its classes as they are, no wrapper (./switch.tsx). */}
            <SwitchBase
              className={SWITCH_CLASS}
              id={`profile-${k}`}
              checked={fields[k]}
              onCheckedChange={(v) => set(k, v)}
              data-testid={`profile-${k}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
