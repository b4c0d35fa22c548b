"use client";

import { CopyIcon } from "@/components/icons/svg/copy";
import { Loader2Icon } from "@/components/icons/svg/loader-circle";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { PixCharge } from "@/lib/server/services/payments/types";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

/**
 * A live PIX charge: its QR, the countdown, the copy-paste code, and 'Já fiz o pagamento' (or a
 * new code once it expired). real: a provider that confirms by webhook, so the page says it waits.
 */
export function PixChargePanel({
  charge,
  left,
  real,
  busy,
  onRenew,
  onConfirm,
}: {
  charge: PixCharge;
  left: number;
  real: boolean;
  busy: boolean;
  onRenew: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations("registration");
  const tp = useTranslations("payments");
  const mmss = `${String(Math.floor(left / 60)).padStart(2, "0")}:${String(left % 60).padStart(2, "0")}`;
  return (
    <div className="space-y-3 text-center" data-testid="pix-charge">
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL QR code, nothing for next/image to optimise */}
      <img src={charge.qr} alt={t("pixQrAlt")} className="mx-auto size-56 rounded-xl border bg-white p-2" />
      <p
        className={cn(
          "text-2xl font-bold tabular-nums",
          left > 60 ? "text-green-700 dark:text-green-400" : "text-amber-700 dark:text-amber-400",
        )}
        data-testid="pix-countdown"
      >
        {mmss}
      </p>
      {real && left > 0 && (
        <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> {tp("waitingPix")}
        </p>
      )}
      <div className="flex gap-2">
        <Input
          readOnly
          value={charge.payload}
          aria-label={t("pixCode")}
          className="font-mono text-xs"
          data-testid="pix-payload"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            navigator.clipboard?.writeText(charge.payload).then(
              () => toast.success(t("copied")),
              () => undefined,
            )
          }
          data-testid="pix-copy"
        >
          <CopyIcon aria-hidden="true" /> {t("copy")}
        </Button>
      </div>
      {left === 0 ? (
        <Button className="w-full" onClick={onRenew} data-testid="pix-renew">
          {t("renewPix")}
        </Button>
      ) : (
        <Button size="lg" className="w-full" onClick={onConfirm} disabled={busy} data-testid="pix-confirm">
          {t("pixDone")}
        </Button>
      )}
    </div>
  );
}
