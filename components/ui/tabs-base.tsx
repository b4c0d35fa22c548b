"use client";

import * as React from "react";

import { compose, useControllableState } from "./controllable-state";
import { RovingFocusProvider, useRovingGroup, useRovingItem } from "./roving-focus";
import { composeRefs } from "./compose-refs";

// Radix's Tabs (tablist > button[role=tab] with aria-selected/aria-controls, tabpanel labelled by
// its tab, `hidden` and empty while not selected) without its shared machinery in the first load
// of /rewards (docs/performance.md, "First-load JavaScript"). Keyboard as Radix's default: one
// Tab stop, ArrowLeft/ArrowRight (looping), Home and End move between the tabs and select the
// focused one (automatic activation); a press selects on mouse down.
// app/first-load-primitives.test.ts compares the markup with Radix's.
// This module draws each part with the class it is given, as is: ./tabs.tsx merges the parts' own
// classes (./tabs-classes.ts) with a caller's; a server page that merged them itself passes the
// result here, so the browser needs no `cn` (/rewards, /payment).

type Orientation = "horizontal" | "vertical";

interface TabsContext {
  baseId: string;
  value: string;
  onValueChange: (value: string) => void;
  orientation: Orientation;
  dir: "ltr" | "rtl";
  activationMode: "automatic" | "manual";
}
const Context = React.createContext<TabsContext | null>(null);

function useTabs() {
  const context = React.useContext(Context);
  if (!context) throw new Error("Tabs parts must be inside Tabs");
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export interface TabsProps extends Omit<React.ComponentProps<"div">, "defaultValue" | "dir" | "onChange"> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
  dir?: "ltr" | "rtl";
  activationMode?: "automatic" | "manual";
}

function TabsBase({
  className,
  value: valueProp,
  onValueChange,
  defaultValue,
  orientation = "horizontal",
  dir = "ltr",
  activationMode = "automatic",
  ...props
}: TabsProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue ?? "", onValueChange);
  const baseId = React.useId();
  const context = React.useMemo(
    () => ({ baseId, value, onValueChange: setValue, orientation, dir, activationMode }),
    [baseId, value, setValue, orientation, dir, activationMode],
  );
  return (
    <Context.Provider value={context}>
      <div dir={dir} data-orientation={orientation} data-slot="tabs" className={className} {...props} />
    </Context.Provider>
  );
}

function TabsListBase({
  className,
  loop = true,
  ref,
  style,
  onMouseDown,
  onFocus,
  onBlur,
  ...props
}: React.ComponentProps<"div"> & { loop?: boolean }) {
  const { orientation, dir } = useTabs();
  const { context: roving, groupProps } = useRovingGroup(
    { orientation, dir, loop },
    { style, onMouseDown, onFocus, onBlur },
  );
  const { ref: rovingRef, ...rovingProps } = groupProps;
  const listRef = React.useMemo(() => composeRefs(ref, rovingRef), [ref, rovingRef]);
  return (
    <RovingFocusProvider value={roving}>
      <div
        role="tablist"
        aria-orientation={orientation}
        tabIndex={rovingProps.tabIndex}
        data-orientation={orientation}
        data-slot="tabs-list"
        className={className}
        {...props}
        ref={listRef}
        style={rovingProps.style}
        onMouseDown={rovingProps.onMouseDown}
        onFocus={rovingProps.onFocus}
        onBlur={rovingProps.onBlur}
      />
    </RovingFocusProvider>
  );
}

function TabsTriggerBase({
  className,
  value,
  disabled = false,
  ref,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: Omit<React.ComponentProps<"button">, "value"> & { value: string }) {
  const context = useTabs();
  const isSelected = value === context.value;
  const roving = useRovingItem({ focusable: !disabled, active: isSelected });
  const triggerRef = React.useMemo(() => composeRefs(ref, roving.ref), [ref, roving.ref]);
  return (
    <button
      type="button"
      role="tab"
      aria-selected={isSelected}
      aria-controls={contentId(context.baseId, value)}
      data-state={isSelected ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      id={triggerId(context.baseId, value)}
      tabIndex={roving.tabIndex}
      data-orientation={roving["data-orientation"]}
      data-radix-collection-item=""
      data-slot="tabs-trigger"
      className={className}
      {...props}
      ref={triggerRef}
      onMouseDown={(event) => {
        compose(onMouseDown, (e: React.MouseEvent<HTMLButtonElement>) => {
          // Selected on press (left button, no Ctrl), as Radix does; otherwise no focus either.
          if (!disabled && e.button === 0 && !e.ctrlKey) {
            e.currentTarget.focus();
            context.onValueChange(value);
          } else e.preventDefault();
        })(event);
        roving.onMouseDown(event);
      }}
      onKeyDown={(event) => {
        compose(onKeyDown, (e: React.KeyboardEvent<HTMLButtonElement>) => {
          if (disabled || e.target !== e.currentTarget) return;
          if (e.key === " " || e.key === "Enter") context.onValueChange(value);
        })(event);
        roving.onKeyDown(event);
      }}
      onFocus={(event) => {
        compose(onFocus, () => {
          if (!isSelected && !disabled && context.activationMode !== "manual") context.onValueChange(value);
        })(event);
        roving.onFocus(event);
      }}
    />
  );
}

function TabsContentBase({
  className,
  value,
  children,
  style,
  ...props
}: React.ComponentProps<"div"> & { value: string }) {
  const context = useTabs();
  const isSelected = value === context.value;
  // The tab selected at first shows without its mount animation (Radix: until the next frame).
  const [mountAnimationPrevented, setMountAnimationPrevented] = React.useState(isSelected);
  React.useEffect(() => {
    const frame = requestAnimationFrame(() => setMountAnimationPrevented(false));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      data-state={isSelected ? "active" : "inactive"}
      data-orientation={context.orientation}
      role="tabpanel"
      aria-labelledby={triggerId(context.baseId, value)}
      hidden={!isSelected}
      id={contentId(context.baseId, value)}
      tabIndex={0}
      data-slot="tabs-content"
      className={className}
      {...props}
      style={{ ...style, animationDuration: mountAnimationPrevented ? "0s" : undefined }}
    >
      {isSelected && children}
    </div>
  );
}

export { TabsBase, TabsContentBase, TabsListBase, TabsTriggerBase };
