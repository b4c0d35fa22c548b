"use client";

import type { CheckboxLook } from "./schedule-label-types";

/**
 * A filter's box: components/ui/checkbox.tsx's markup outside a form (no hidden input), controlled,
 * with its class and check mark from the server (./schedule-labels.tsx), so the search's code
 * carries no Checkbox or `cn` (app/first-load-schedule.test.ts compares the two).
 */
export function FilterCheckbox({
  look,
  checked,
  onCheckedChange,
  testId,
}: {
  look: CheckboxLook;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  testId?: string;
}) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      data-state={state}
      value="on"
      data-slot="checkbox"
      className={look.className}
      data-testid={testId}
      // WAI-ARIA: a checkbox does not act on Enter (Radix's, as Checkbox).
      onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
      onClick={() => onCheckedChange(!checked)}
    >
      {checked && (
        <span
          data-state={state}
          data-slot="checkbox-indicator"
          className="group/indicator flex items-center justify-center text-current transition-none"
          style={{ pointerEvents: "none" }}
        >
          {look.mark}
        </span>
      )}
    </button>
  );
}
