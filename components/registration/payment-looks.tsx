import { CheckCircle2Icon } from "@/components/icons/svg/circle-check";
import { CreditCardIcon } from "@/components/icons/svg/credit-card";
import { Loader2Icon } from "@/components/icons/svg/loader-circle";
import { QrCodeIcon } from "@/components/icons/svg/qr-code";
import { buttonVariants } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { TABS_CLASS } from "@/components/ui/tabs-classes";
import { cn } from "@/lib/utils";
import type { PaymentLooks } from "./payment-view";

// /payment's looks, made by its server page (docs/performance.md, "First-load JavaScript"): the
// step and its bar drawn, the icons drawn, Tabs' and the PIX button's classes merged. The client
// view (./payment-view.tsx) draws the same elements with these.

export function paymentLooks(stepLabel: string): PaymentLooks {
  return {
    step: (
      <div>
        <p className="text-sm text-muted-foreground">{stepLabel}</p>
        <Progress value={100} className="mt-1 h-2" aria-label={stepLabel} />
      </div>
    ),
    tabs: {
      root: cn(TABS_CLASS.root),
      list: cn(TABS_CLASS.list, "w-full"),
      trigger: cn(TABS_CLASS.trigger, "flex-1"),
      pix: cn(TABS_CLASS.content, "space-y-4"),
      card: cn(TABS_CLASS.content, "space-y-3"),
    },
    payPix: cn(buttonVariants({ size: "lg", className: "w-full" })),
    icons: {
      pix: <QrCodeIcon aria-hidden="true" />,
      card: <CreditCardIcon aria-hidden="true" />,
      paid: <CheckCircle2Icon className="size-16 text-green-600 dark:text-green-400" aria-hidden="true" />,
      processing: (
        <Loader2Icon
          className="size-12 animate-spin text-violet-700 dark:text-violet-300"
          aria-hidden="true"
        />
      ),
    },
  };
}
