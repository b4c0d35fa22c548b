"use client";

import { KeyboardIcon } from "@/components/icons/svg/keyboard";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export interface ManualEntryProps {
  onSubmit: (code: string) => void;
  /** The camera failed: the field is highlighted as the way in. */
  highlight: boolean;
}

/** A member code typed by hand, for a pass the camera cannot read. */
export function ManualEntry({ onSubmit, highlight }: ManualEntryProps) {
  const t = useTranslations("reader");
  const [manual, setManual] = useState("");
  return (
    <form
      className={cn("flex gap-2 rounded-2xl bg-white/10 p-2", highlight && "ring-2 ring-amber-300")}
      onSubmit={(e) => {
        e.preventDefault();
        const value = manual;
        setManual("");
        onSubmit(value);
      }}
    >
      <label htmlFor="manual-code" className="sr-only">
        {t("manualLabel")}
      </label>
      <KeyboardIcon className="mt-2.5 ml-1 size-4 shrink-0 text-white/70" aria-hidden="true" />
      <Input
        id="manual-code"
        value={manual}
        onChange={(e) => setManual(e.target.value)}
        placeholder={t("manualPlaceholder")}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={40}
        className="border-white/20 bg-white/90 text-slate-900"
        data-testid="reader-manual"
      />
      <Button type="submit" variant="secondary" disabled={!manual.trim()} data-testid="reader-manual-submit">
        {t("manualSubmit")}
      </Button>
    </form>
  );
}
