"use client";

import { AppLink } from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";

/** The two acceptances every payment needs: the rules (linked) and the image rights. */
export function PaymentTerms({
  rules,
  images,
  onRules,
  onImages,
}: {
  rules: boolean;
  images: boolean;
  onRules: (v: boolean) => void;
  onImages: (v: boolean) => void;
}) {
  const t = useTranslations("registration");
  return (
    <div className="space-y-3 rounded-2xl border bg-card p-4">
      <label className="flex items-start gap-3 text-sm">
        <Checkbox
          checked={rules}
          onCheckedChange={(v) => onRules(!!v)}
          data-testid="terms-rules"
          className="mt-0.5"
        />
        <span>
          {t.rich("acceptRules", {
            link: (c) => (
              <AppLink href="/terms" className="text-violet-700 underline dark:text-violet-300">
                {c}
              </AppLink>
            ),
          })}
        </span>
      </label>
      <label className="flex items-start gap-3 text-sm">
        <Checkbox
          checked={images}
          onCheckedChange={(v) => onImages(!!v)}
          data-testid="terms-images"
          className="mt-0.5"
        />
        <span>{t("acceptImages")}</span>
      </label>
    </div>
  );
}
