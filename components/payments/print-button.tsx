"use client";

import { PrinterIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The receipt's 'Imprimir' (the browser's print, which also saves a PDF). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button
      variant="outline"
      onClick={() => window.print()}
      data-testid="receipt-print"
      className="print:hidden"
    >
      <PrinterIcon aria-hidden="true" /> {label}
    </Button>
  );
}
