"use client";

import { CheckIcon } from "@/components/icons/svg/check";
import { useTranslations } from "next-intl";
import { AVATAR_COLORS } from "@/components/shell/user-avatar";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { UseFormReturn } from "react-hook-form";
import { useFieldErrorText } from "@/hooks/use-form-errors";
import type { ProfileFields as Fields } from "@/hooks/use-profile-edit";
import { cn } from "@/lib/utils";
import {
  MARITAL_STATUSES,
  PROFILE_COLORS,
  PROFILE_LIMITS,
  type MaritalStatus,
} from "@/lib/validations/limits";

export interface ProfileFieldsProps {
  form: UseFormReturn<Fields>;
  fields: Fields;
  set: <K extends keyof Fields>(key: K, value: Fields[K]) => void;
}

/** Name, bio (with its counter), Instagram, marital status and the profile colour. */
export function ProfileFields({ form, fields, set }: ProfileFieldsProps) {
  const t = useTranslations("profileEdit");
  const m = useTranslations("community.marital");
  const errorText = useFieldErrorText();
  // Inputs are uncontrolled: their first value is in the server's HTML too (before hydration).
  const { errors } = form.formState;
  /** The field's ARIA links and its translated error under it. */
  const invalid = (name: "fullName" | "bio" | "instagram", id: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
  const message = (name: "fullName" | "bio" | "instagram", id: string) =>
    errors[name] && (
      <p
        id={`${id}-error`}
        role="alert"
        className="text-sm font-medium text-destructive"
        data-testid={`${id}-error`}
      >
        {errorText(errors[name]?.message)}
      </p>
    );
  return (
    <section className="space-y-4 rounded-2xl border bg-card p-4">
      <div className="space-y-1.5">
        <Label htmlFor="profile-name">{t("name")}</Label>
        <Input
          id="profile-name"
          {...form.register("fullName")}
          defaultValue={form.formState.defaultValues?.fullName}
          {...invalid("fullName", "profile-name")}
          maxLength={PROFILE_LIMITS.nameMax}
          autoComplete="name"
          data-testid="profile-name"
        />
        {message("fullName", "profile-name")}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="profile-bio">{t("bio")}</Label>
        <Textarea
          id="profile-bio"
          {...form.register("bio")}
          defaultValue={form.formState.defaultValues?.bio}
          {...invalid("bio", "profile-bio")}
          rows={3}
          maxLength={PROFILE_LIMITS.bioMax}
          placeholder={t("bioPlaceholder")}
          data-testid="profile-bio"
        />
        {message("bio", "profile-bio")}
        <p className="text-right text-xs text-muted-foreground" data-testid="profile-bio-counter">
          {t("bioCounter", { count: fields.bio.length })}
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="profile-instagram">{t("instagram")}</Label>
        <Input
          id="profile-instagram"
          {...form.register("instagram")}
          defaultValue={form.formState.defaultValues?.instagram}
          {...invalid("instagram", "profile-instagram")}
          maxLength={PROFILE_LIMITS.instagramMax}
          placeholder="@"
          autoCapitalize="none"
          data-testid="profile-instagram"
        />
        {message("instagram", "profile-instagram") ?? (
          <p className="text-xs text-muted-foreground">{t("instagramHint")}</p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="profile-marital">{t("marital")}</Label>
        <NativeSelect
          id="profile-marital"
          value={fields.maritalStatus ?? ""}
          onChange={(e) => set("maritalStatus", (e.target.value || null) as MaritalStatus | null)}
          data-testid="profile-marital"
        >
          <option value="">{t("maritalNone")}</option>
          {MARITAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {m(s)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t("color")}</legend>
        <div className="grid grid-cols-6 gap-2">
          {PROFILE_COLORS.map((c) => (
            <button
              key={c}
              type="button"
              onClick={() => set("profileColor", c)}
              aria-label={t(`colors.${c}`)}
              aria-pressed={fields.profileColor === c}
              data-testid={`profile-color-${c}`}
              className={cn(
                "flex aspect-square items-center justify-center rounded-full text-white ring-offset-2 transition",
                AVATAR_COLORS[c],
                fields.profileColor === c && "ring-2 ring-foreground",
              )}
            >
              {fields.profileColor === c && <CheckIcon className="size-4" aria-hidden="true" />}
            </button>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
