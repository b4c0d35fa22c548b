"use client";

import { cn } from "@/lib/utils";
import { RADIO_GROUP_CLASS, RADIO_ITEM_CLASS } from "./control-classes";
import {
  RadioGroupBase,
  RadioGroupItemBase,
  type RadioGroupItemProps,
  type RadioGroupProps,
} from "./radio-group-base";

export type { RadioGroupItemProps, RadioGroupProps };

/** Our RadioGroup (./radio-group-base.tsx) with its classes merged with the caller's. */
function RadioGroup({ className, ...props }: RadioGroupProps) {
  return <RadioGroupBase className={cn(RADIO_GROUP_CLASS, className)} {...props} />;
}

function RadioGroupItem({ className, ...props }: RadioGroupItemProps) {
  return <RadioGroupItemBase className={cn(RADIO_ITEM_CLASS, className)} {...props} />;
}

export { RadioGroup, RadioGroupItem };
