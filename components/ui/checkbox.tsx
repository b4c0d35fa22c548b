"use client";

import * as React from "react";
import { CheckIcon } from "@/components/icons/svg/check";
import { MinusIcon } from "@/components/icons/svg/minus";

import { cn } from "@/lib/utils";
import { BubbleInput, compose, onControlClick, useToggleButton } from "./bubble-input";

// Radix's Checkbox (button[role=checkbox] + the hidden input inside a form), without its shared
// machinery in the first load of the screens that draw it (docs/performance.md, "First-load
// JavaScript"). Space toggles (the button's click), Enter does not submit, a label toggles it,
// a form's reset restores it. app/first-load-primitives.test.ts compares the markup with Radix's.

type CheckedState = boolean | "indeterminate";

export interface CheckboxProps extends Omit<
  React.ComponentProps<"button">,
  "checked" | "defaultChecked" | "value" | "onChange"
> {
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  required?: boolean;
  name?: string;
  value?: string;
}

const stateOf = (checked: CheckedState) =>
  checked === "indeterminate" ? "indeterminate" : checked ? "checked" : "unchecked";

function Checkbox({
  className,
  checked: checkedProp,
  defaultChecked,
  onCheckedChange,
  required,
  disabled,
  name,
  value = "on",
  form,
  ref,
  onKeyDown,
  onClick,
  ...props
}: CheckboxProps) {
  const { checked, setChecked, control, buttonRef } = useToggleButton<CheckedState>(
    checkedProp,
    defaultChecked,
    onCheckedChange,
    form,
    ref,
    "button",
  );
  const state = stateOf(checked);
  return (
    <>
      <button
        type="button"
        role="checkbox"
        aria-checked={checked === "indeterminate" ? "mixed" : checked}
        aria-required={required}
        data-state={state}
        data-disabled={disabled ? "" : undefined}
        disabled={disabled}
        value={value}
        data-slot="checkbox"
        className={cn(
          // The ::after pseudo-element enlarges the touch target to ~40px without changing the layout.
          "peer relative size-5 shrink-0 cursor-pointer rounded-[4px] border border-input bg-background shadow-xs transition-shadow outline-none after:absolute after:-inset-2.5 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground",
          className,
        )}
        {...props}
        ref={buttonRef}
        onKeyDown={compose(onKeyDown, (event) => {
          // WAI-ARIA: a checkbox does not submit its form on Enter.
          if (event.key === "Enter") event.preventDefault();
        })}
        onClick={compose(onClick, (event) => {
          onControlClick(event, control, checked === "indeterminate" ? true : !checked);
          setChecked((prev) => (prev === "indeterminate" ? true : !prev));
        })}
      >
        {checked !== false && (
          <span
            data-state={state}
            data-disabled={disabled ? "" : undefined}
            data-slot="checkbox-indicator"
            className="group/indicator flex items-center justify-center text-current transition-none"
            style={{ pointerEvents: "none" }}
          >
            <CheckIcon
              className="size-3.5 group-data-[state=indeterminate]/indicator:hidden"
              aria-hidden="true"
            />
            <MinusIcon
              className="hidden size-3.5 group-data-[state=indeterminate]/indicator:block"
              aria-hidden="true"
            />
          </span>
        )}
      </button>
      {control.isFormControl && (
        <BubbleInput
          type="checkbox"
          control={control}
          checked={checked}
          defaultChecked={defaultChecked === "indeterminate" ? false : defaultChecked}
          required={required}
          disabled={disabled}
          name={name}
          value={value}
          form={form}
        />
      )}
    </>
  );
}

export { Checkbox };
