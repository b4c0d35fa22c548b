"use client";

import * as React from "react";

// Radix's controllable state and event composition, a module of their own: our Tabs use them
// without the bubble input's machinery (./bubble-input.tsx re-exports them for the form controls).

/** Radix's useControllableState: `prop` when given (onChange on a request), else its own state. */
export function useControllableState<T>(
  prop: T | undefined,
  defaultProp: T,
  onChange: ((value: T) => void) | undefined,
): [T, (next: T | ((prev: T) => T)) => void] {
  const [own, setOwn] = React.useState(defaultProp);
  const onChangeRef = React.useRef(onChange);
  React.useInsertionEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const reported = React.useRef(own);
  React.useEffect(() => {
    if (reported.current !== own) {
      onChangeRef.current?.(own);
      reported.current = own;
    }
  }, [own]);
  const controlled = prop !== undefined;
  const setValue = React.useCallback(
    (next: T | ((prev: T) => T)) => {
      if (!controlled) return setOwn(next);
      const value = typeof next === "function" ? (next as (prev: T) => T)(prop) : next;
      if (value !== prop) onChangeRef.current?.(value);
    },
    [controlled, prop],
  );
  return [controlled ? prop : own, setValue];
}

/** Radix's composeEventHandlers: the caller's handler first; ours unless it prevented the default. */
export function compose<E extends React.SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}
