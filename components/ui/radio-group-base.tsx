"use client";

import * as React from "react";
import { CircleIcon } from "@/components/icons/svg/circle";

import {
  BubbleInput,
  compose,
  onControlClick,
  useControllableState,
  useFormControl,
  useFormReset,
} from "./bubble-input";
import { RovingFocusProvider, useRovingGroup, useRovingItem } from "./roving-focus";
import { composeRefs } from "./slot";

// Radix's RadioGroup (div[role=radiogroup] > button[role=radio] + the hidden radio input inside a
// form) without its shared machinery in the first load of /settings (docs/performance.md,
// "First-load JavaScript"). Keyboard as Radix's: one Tab stop, the arrow keys move to the next or
// previous radio and check it (looping), Enter does nothing, Space checks the focused one.
// app/first-load-primitives.test.ts compares the markup with Radix's. `RadioGroupBase` and
// `RadioGroupItemBase` take their finished class (./radio-group.tsx merges ./control-classes.ts'
// with a caller's, a server page merges them for /settings): no merge table in this module.

interface GroupContext {
  name?: string;
  form?: string;
  required: boolean;
  disabled: boolean;
  value: string | null;
  onValueChange: (value: string) => void;
}
const RadioGroupContext = React.createContext<GroupContext | null>(null);

export interface RadioGroupProps extends Omit<
  React.ComponentProps<"div">,
  "defaultValue" | "dir" | "onChange"
> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  form?: string;
  required?: boolean;
  disabled?: boolean;
  orientation?: "horizontal" | "vertical";
  dir?: "ltr" | "rtl";
  loop?: boolean;
}

function RadioGroupBase({
  className,
  name,
  form,
  defaultValue,
  value: valueProp,
  required = false,
  disabled = false,
  orientation,
  dir = "ltr",
  loop = true,
  onValueChange,
  ref,
  style,
  onMouseDown,
  onFocus,
  onBlur,
  ...props
}: RadioGroupProps) {
  const [value, setValue] = useControllableState<string | null>(
    valueProp,
    defaultValue ?? null,
    onValueChange as ((value: string | null) => void) | undefined,
  );
  const [control, setControl] = React.useState<HTMLDivElement | null>(null);
  const initial = React.useRef(value);
  useFormReset(control, form, "id-or-closest", () => setValue(initial.current));
  const { context: roving, groupProps } = useRovingGroup(
    { orientation, dir, loop },
    { style, onMouseDown, onFocus, onBlur },
  );
  const context = React.useMemo(
    () => ({ name, form, required, disabled, value, onValueChange: setValue }),
    [name, form, required, disabled, value, setValue],
  );
  const { ref: rovingRef, ...rovingProps } = groupProps;
  const groupRef = React.useMemo(
    () => composeRefs<HTMLDivElement>(ref, setControl, rovingRef),
    [ref, rovingRef],
  );
  return (
    <RadioGroupContext.Provider value={context}>
      <RovingFocusProvider value={roving}>
        <div
          role="radiogroup"
          aria-required={required}
          aria-orientation={orientation}
          data-disabled={disabled ? "" : undefined}
          dir={dir}
          tabIndex={rovingProps.tabIndex}
          data-orientation={orientation}
          data-slot="radio-group"
          className={className}
          {...props}
          ref={groupRef}
          style={rovingProps.style}
          onMouseDown={rovingProps.onMouseDown}
          onFocus={rovingProps.onFocus}
          onBlur={rovingProps.onBlur}
        />
      </RovingFocusProvider>
    </RadioGroupContext.Provider>
  );
}

const ARROW_KEYS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"];

export interface RadioGroupItemProps extends Omit<React.ComponentProps<"button">, "value"> {
  value: string;
}

function RadioGroupItemBase({
  className,
  value,
  disabled: itemDisabled,
  ref,
  onClick,
  onKeyDown,
  onFocus,
  onMouseDown,
  ...props
}: RadioGroupItemProps) {
  const group = React.useContext(RadioGroupContext);
  if (!group) throw new Error("RadioGroupItem must be inside a RadioGroup");
  const disabled = group.disabled || itemDisabled;
  const checked = group.value === value;
  const control = useFormControl(group.form);
  const roving = useRovingItem({ focusable: !disabled, active: checked });
  const button = React.useRef<HTMLButtonElement>(null);
  // Focus moved by an arrow key checks the radio (a click), as the WAI-ARIA radio group does.
  const isArrowKeyPressed = React.useRef(false);
  React.useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (ARROW_KEYS.includes(event.key)) isArrowKeyPressed.current = true;
    };
    const up = () => (isArrowKeyPressed.current = false);
    document.addEventListener("keydown", down);
    document.addEventListener("keyup", up);
    return () => {
      document.removeEventListener("keydown", down);
      document.removeEventListener("keyup", up);
    };
  }, []);

  const { setControl } = control;
  const itemRef = React.useMemo(
    () => composeRefs<HTMLButtonElement>(ref, button, setControl, roving.ref),
    [ref, setControl, roving.ref],
  );
  const state = checked ? "checked" : "unchecked";
  return (
    <>
      <button
        type="button"
        role="radio"
        aria-checked={checked}
        data-state={state}
        data-disabled={disabled ? "" : undefined}
        disabled={disabled}
        value={value}
        tabIndex={roving.tabIndex}
        data-orientation={roving["data-orientation"]}
        data-radix-collection-item=""
        data-slot="radio-group-item"
        className={className}
        {...props}
        ref={itemRef}
        onClick={compose(onClick, (event) => {
          if (!checked) {
            onControlClick(event, control, true);
            group.onValueChange(value);
          } else if (control.bubbleInput && control.isFormControl && !event.isPropagationStopped())
            event.stopPropagation();
        })}
        onKeyDown={(event) => {
          compose(onKeyDown, (e) => {
            if (e.key === "Enter") e.preventDefault();
          })(event);
          roving.onKeyDown(event);
        }}
        onFocus={(event) => {
          compose(onFocus, () => {
            if (isArrowKeyPressed.current) button.current?.click();
          })(event);
          roving.onFocus(event);
        }}
        onMouseDown={(event) => {
          onMouseDown?.(event);
          roving.onMouseDown(event);
        }}
      >
        {checked && (
          <span
            data-state={state}
            data-disabled={disabled ? "" : undefined}
            data-slot="radio-group-indicator"
            className="relative flex items-center justify-center"
          >
            <CircleIcon
              className="absolute top-1/2 left-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 fill-primary"
              aria-hidden="true"
            />
          </span>
        )}
      </button>
      {control.isFormControl && (
        <BubbleInput
          type="radio"
          control={control}
          checked={checked}
          required={group.required}
          disabled={disabled}
          name={group.name}
          value={value}
          form={group.form}
        />
      )}
    </>
  );
}

export { RadioGroupBase, RadioGroupItemBase };
