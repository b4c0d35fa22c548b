"use client";

import { PrinterIcon } from "@/components/icons/svg/printer";
import { Button } from "@/components/ui/button";

export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="outline" onClick={() => window.print()}>
      <PrinterIcon aria-hidden="true" /> {label}
    </Button>
  );
}
