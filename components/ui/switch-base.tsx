"use client";

import * as React from "react";

import { BubbleInput, compose, onControlClick, useToggleButton } from "./bubble-input";

// Radix's Switch (button[role=switch] > span thumb, and the hidden input inside a form) without
// its shared machinery in the first load of /settings and /profile/edit (docs/performance.md,
// "First-load JavaScript"). app/first-load-primitives.test.ts compares the markup with Radix's.
// `SwitchBase` takes its finished class (./switch.tsx merges SWITCH_CLASS with a caller's, a
// server page merges it for /settings): no merge table in this module.

export interface SwitchProps extends Omit<
  React.ComponentProps<"button">,
  "checked" | "defaultChecked" | "value" | "onChange"
> {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
  name?: string;
  value?: string;
}

function SwitchBase({
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
  onClick,
  ...props
}: SwitchProps) {
  const { checked, setChecked, control, buttonRef } = useToggleButton<boolean>(
    checkedProp,
    defaultChecked,
    onCheckedChange,
    form,
    ref,
    "id-or-button",
  );
  const state = checked ? "checked" : "unchecked";
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-required={required}
        data-state={state}
        data-disabled={disabled ? "" : undefined}
        disabled={disabled}
        value={value}
        data-slot="switch"
        className={className}
        {...props}
        ref={buttonRef}
        onClick={compose(onClick, (event) => {
          onControlClick(event, control, !checked);
          setChecked((prev) => !prev);
        })}
      >
        <span
          data-state={state}
          data-disabled={disabled ? "" : undefined}
          data-slot="switch-thumb"
          className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-[calc(100%+1px)] data-[state=unchecked]:translate-x-px dark:data-[state=checked]:bg-primary-foreground dark:data-[state=unchecked]:bg-foreground"
        />
      </button>
      {control.isFormControl && (
        <BubbleInput
          type="checkbox"
          control={control}
          checked={checked}
          defaultChecked={defaultChecked}
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

export { SwitchBase };
