"use client";

import { KeyboardIcon } from "@/components/icons/svg/keyboard";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { RewardCodeLabels } from "./rewards-labels";

export interface RewardCodeEntryProps {
  /** The same unlock a camera read does (POST /api/rewards/unlock). */
  onSubmit: (code: string) => Promise<void>;
  /** The camera cannot be used: the field is the way in, highlighted and focused. */
  highlight: boolean;
  /** The texts, translated by the server page (./rewards-labels.ts). */
  labels: RewardCodeLabels;
}

/** A reward point's code typed by hand ("XXXX-XXXX" under the QR), for a phone without a camera. */
export function RewardCodeEntry({ onSubmit, highlight, labels: t }: RewardCodeEntryProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    // The schema (zod) loads on the first submit, not with /rewards.
    const { rewardManualCodeSchema } = await import("@/lib/validations/checkin");
    const parsed = rewardManualCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message === "required" ? t.required : t.invalid);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(parsed.data.code);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className={cn(
        "space-y-2 rounded-2xl border p-3",
        highlight && "border-amber-400 ring-2 ring-amber-300",
      )}
      data-testid="reward-code-form"
    >
      <label htmlFor="reward-code" className="flex items-center gap-2 text-sm font-medium">
        <KeyboardIcon className="size-4 text-muted-foreground" aria-hidden="true" /> {t.label}
      </label>
      <div className="flex gap-2">
        <Input
          id="reward-code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          placeholder={t.placeholder}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          autoFocus={highlight}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "reward-code-error" : "reward-code-hint"}
          className="font-mono tracking-widest uppercase"
          data-testid="reward-code"
        />
        <Button type="submit" disabled={busy} data-testid="reward-code-submit">
          {t.submit}
        </Button>
      </div>
      {error ? (
        <p
          id="reward-code-error"
          role="alert"
          className="text-sm text-destructive"
          data-testid="reward-code-error"
        >
          {error}
        </p>
      ) : (
        <p id="reward-code-hint" className="text-xs text-muted-foreground">
          {t.hint}
        </p>
      )}
    </form>
  );
}
