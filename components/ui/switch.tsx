"use client";

import { cn } from "@/lib/utils";
import { SWITCH_CLASS } from "./switch-class";
import { SwitchBase, type SwitchProps } from "./switch-base";

export type { SwitchProps };

/** Our Switch (./switch-base.tsx) with its classes merged with the caller's. */
function Switch({ className, ...props }: SwitchProps) {
  return <SwitchBase className={cn(SWITCH_CLASS, className)} {...props} />;
}

export { Switch };
