"use client";

import * as React from "react";
import { compose, useControllableState } from "./controllable-state";
import { composeRefs } from "./slot";

// What our Checkbox, Switch and RadioGroup share with Radix's (docs/performance.md, "First-load
// JavaScript"): its controllable state and its hidden native input (the "bubble input"), drawn
// after the button while the button is inside a <form> (and before the first commit, so the
// server's HTML has it), carrying name/value/required/disabled/checked for a submit and firing a
// `click` that bubbles to the form's listeners (React's change event) when the state changes.
// Written from @radix-ui/react-checkbox 1.4 / react-switch 1.3 / react-radio-group 1.4.

type Checked = boolean | "indeterminate";

export { compose, useControllableState };

/** A user's click on the button, as Radix records it for the input's event. */
export interface UserClick {
  requestedChecked: Checked;
  hasConsumerStoppedPropagation: boolean;
}

/** The button element, whether it is a form control, and the input's state (Radix's provider). */
export function useFormControl(form: string | undefined) {
  const [control, setControl] = React.useState<HTMLButtonElement | null>(null);
  const [bubbleInput, setBubbleInput] = React.useState<HTMLInputElement | null>(null);
  const [userClick, setUserClick] = React.useState<UserClick | null>(null);
  // True before the first commit: the server's HTML carries the input, as Radix's does.
  const isFormControl = control ? !!form || !!control.closest("form") : true;
  return { control, setControl, bubbleInput, setBubbleInput, userClick, setUserClick, isFormControl };
}

export type FormControl = ReturnType<typeof useFormControl>;

/** On the button's click: record it, and keep it from bubbling when the input fires in its place. */
export function onControlClick(
  event: React.MouseEvent<HTMLButtonElement>,
  control: FormControl,
  requestedChecked: Checked,
) {
  const hasConsumerStoppedPropagation = event.isPropagationStopped();
  control.setUserClick({ requestedChecked, hasConsumerStoppedPropagation });
  if (control.bubbleInput && control.isFormControl && !hasConsumerStoppedPropagation) event.stopPropagation();
}

/** Radix's useSize: the button's border box, for the input laid over it. */
function useSize(element: HTMLElement | null) {
  const [size, setSize] = React.useState<{ width: number; height: number }>();
  React.useLayoutEffect(() => {
    if (!element) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- Radix's useSize: the size before the first paint
    setSize({ width: element.offsetWidth, height: element.offsetHeight });
    let frame = 0;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (!entry) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const box = entry.borderBoxSize?.[0];
        setSize(
          box
            ? { width: box.inlineSize, height: box.blockSize }
            : { width: element.offsetWidth, height: element.offsetHeight },
        );
      });
    });
    observer.observe(element, { box: "border-box" });
    return () => {
      cancelAnimationFrame(frame);
      observer.unobserve(element);
    };
  }, [element]);
  return size;
}

export interface BubbleInputProps {
  type: "checkbox" | "radio";
  control: FormControl;
  checked: Checked;
  defaultChecked?: boolean;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  value: string;
  form?: string;
}

const setInputChecked = (input: HTMLInputElement, checked: Checked) => {
  if (input.type === "checkbox") input.indeterminate = checked === "indeterminate";
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "checked")?.set?.call(
    input,
    checked === "indeterminate" ? false : checked,
  );
};

/** The hidden native input: checked with the button, and a `click` to the form on each change. */
export function BubbleInput({ type, control, checked, defaultChecked, ...props }: BubbleInputProps) {
  const { control: button, bubbleInput, setBubbleInput, userClick } = control;
  const size = useSize(button);
  const stopClick = React.useRef(false);
  const prevChecked = React.useRef(checked);
  const handledClick = React.useRef(userClick);
  const pendingClick = React.useRef<UserClick | null>(null);

  React.useEffect(() => {
    const input = bubbleInput;
    if (!input) return;
    const checkedChanged = prevChecked.current !== checked;
    prevChecked.current = checked;
    const isNewUserClick = userClick !== null && userClick !== handledClick.current;
    handledClick.current = userClick;
    if (isNewUserClick) {
      pendingClick.current = checkedChanged ? null : userClick;
      if (checkedChanged) setInputChecked(input, checked);
      input.dispatchEvent(new Event("click", { bubbles: !userClick.hasConsumerStoppedPropagation }));
    } else if (checkedChanged) {
      // A change the user asked for but the owner applied later (a controlled value).
      const pending = pendingClick.current;
      pendingClick.current = null;
      const stopped = pending?.requestedChecked === checked && pending.hasConsumerStoppedPropagation;
      stopClick.current = true;
      setInputChecked(input, checked);
      input.dispatchEvent(new Event("click", { bubbles: !stopped }));
      stopClick.current = false;
    }
  }, [bubbleInput, checked, userClick]);

  const [initial] = React.useState(checked === "indeterminate" ? false : checked);
  return (
    <input
      type={type}
      aria-hidden
      defaultChecked={defaultChecked ?? initial}
      {...props}
      tabIndex={-1}
      ref={setBubbleInput}
      onClick={(event) => {
        if (stopClick.current) event.stopPropagation();
      }}
      style={{
        ...size,
        position: "absolute",
        pointerEvents: "none",
        opacity: 0,
        margin: 0,
        // Drawn after the button, absolutely positioned: pulled back over it.
        transform: "translateX(-100%)",
      }}
    />
  );
}

/**
 * A form's reset puts back the first state. The form as each Radix part finds it: the checkbox the
 * button's own form; the switch the `form` attribute's, else the button's; the radio group the
 * `form` attribute's, else the group's enclosing form.
 */
export function useFormReset(
  node: HTMLElement | null,
  formId: string | undefined,
  find: "button" | "id-or-button" | "id-or-closest",
  reset: () => void,
) {
  const onReset = React.useRef(reset);
  React.useInsertionEffect(() => {
    onReset.current = reset;
  });
  React.useEffect(() => {
    if (!node) return;
    const form =
      find !== "button" && formId
        ? node.ownerDocument.getElementById(formId)
        : find === "id-or-closest"
          ? node.closest("form")
          : (node as HTMLButtonElement).form;
    if (!(form instanceof HTMLFormElement)) return;
    const listener = () => onReset.current();
    form.addEventListener("reset", listener);
    return () => form.removeEventListener("reset", listener);
  }, [node, formId, find]);
}

/**
 * A checkbox's or a switch's button state: controllable `checked`, the form control the button
 * is, the first state put back by its form's reset (found as `find` says), and the button's ref
 * composed with the caller's.
 */
export function useToggleButton<T extends Checked>(
  checkedProp: T | undefined,
  defaultChecked: T | undefined,
  onCheckedChange: ((checked: T) => void) | undefined,
  form: string | undefined,
  ref: React.Ref<HTMLButtonElement> | undefined,
  find: "button" | "id-or-button",
) {
  const [checked, setChecked] = useControllableState<T>(
    checkedProp,
    defaultChecked ?? (false as T),
    onCheckedChange,
  );
  const control = useFormControl(form);
  const { setControl } = control;
  const initial = React.useRef(checked);
  useFormReset(control.control, form, find, () => setChecked(initial.current));
  const buttonRef = React.useMemo(() => composeRefs<HTMLButtonElement>(ref, setControl), [ref, setControl]);
  return { checked, setChecked, control, buttonRef };
}
