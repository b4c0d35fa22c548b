"use client";

import type * as React from "react";

import { cn } from "@/lib/utils";
import { TabsBase, TabsContentBase, TabsListBase, TabsTriggerBase, type TabsProps } from "./tabs-base";
import { TABS_CLASS } from "./tabs-classes";

// Radix's Tabs as ./tabs-base.tsx draws them (markup, ARIA, keyboard; docs/performance.md,
// "First-load JavaScript"), with each part's own classes merged with a caller's, as shadcn's parts.
// app/first-load-primitives.test.ts compares the markup with Radix's.

function Tabs({ className, ...props }: TabsProps) {
  return <TabsBase className={cn(TABS_CLASS.root, className)} {...props} />;
}

function TabsList({ className, ...props }: React.ComponentProps<typeof TabsListBase>) {
  return <TabsListBase className={cn(TABS_CLASS.list, className)} {...props} />;
}

function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsTriggerBase>) {
  return <TabsTriggerBase className={cn(TABS_CLASS.trigger, className)} {...props} />;
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsContentBase>) {
  return <TabsContentBase className={cn(TABS_CLASS.content, className)} {...props} />;
}

export { Tabs, TabsContent, TabsList, TabsTrigger };
export type { TabsProps };
