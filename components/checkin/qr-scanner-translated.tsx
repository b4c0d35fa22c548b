"use client";

import { useTranslations } from "next-intl";
import { QrScannerView, type QrScannerLabels, type QrScannerProps } from "./qr-scanner";

export type { CameraProblem, QrScannerLabels, QrScannerProps } from "./qr-scanner";

/** QrScannerView translating its texts in the browser (the staff's reader, under its provider; ./qr-scanner.tsx has no next-intl: /rewards' server gives it its texts). */
export function QrScanner(props: QrScannerProps) {
  const t = useTranslations("scanner");
  const labels: QrScannerLabels = {
    problem: {
      denied: t("problem.denied"),
      absent: t("problem.absent"),
      insecure: t("problem.insecure"),
      failed: t("problem.failed"),
    },
    useManual: t("useManual"),
    videoLabel: t("videoLabel"),
    torchOn: t("torchOn"),
    torchOff: t("torchOff"),
  };
  return <QrScannerView {...props} labels={labels} />;
}
