import * as React from "react";

// Radix's Slot (`asChild`) as Button and Badge use it, without @radix-ui/react-slot in the first
// load (docs/performance.md, "First-load JavaScript"): the only child is drawn with the slot's
// props merged in — the child's handlers run first, then the slot's; styles merged (the child's
// win); classes joined; every other prop the child's — and both refs set.

type Props = Record<string, unknown>;

function setRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") return ref(value);
  if (ref) ref.current = value;
}

/** Radix's composeRefs: one callback setting every ref (and their cleanups, React 19). */
export function composeRefs<T>(...refs: (React.Ref<T> | undefined)[]): React.RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    if (!cleanups.some((c) => typeof c === "function")) return;
    return () =>
      cleanups.forEach((cleanup, i) => (typeof cleanup === "function" ? cleanup() : setRef(refs[i], null)));
  };
}

function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...childProps };
  for (const name in childProps) {
    const slot = slotProps[name];
    const child = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slot === "function" && typeof child === "function")
        merged[name] = (...args: unknown[]) => {
          const result = child(...args);
          slot(...args);
          return result;
        };
      else if (slot) merged[name] = slot;
    } else if (name === "style") merged[name] = { ...(slot as object), ...(child as object) };
    else if (name === "className") merged[name] = [slot, child].filter(Boolean).join(" ");
  }
  return { ...slotProps, ...merged };
}

export interface SlotProps extends React.HTMLAttributes<HTMLElement> {
  ref?: React.Ref<HTMLElement>;
}

/** Draws its only child element with the slot's props; nothing for no element, throws for several. */
function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!React.isValidElement<Props>(children))
    return React.Children.count(children) > 1 ? React.Children.only(null) : null;
  const childRef = children.props.ref as React.Ref<HTMLElement> | undefined;
  const props = mergeProps(slotProps, children.props);
  if (children.type !== React.Fragment) props.ref = ref ? composeRefs(ref, childRef) : childRef;
  return React.cloneElement(children, props);
}

export { Slot, Slot as Root };
