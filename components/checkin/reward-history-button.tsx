"use client";

import { type ReactNode, useState } from "react";
import { RewardHistorySheet } from "./reward-overlays-lazy";
import type { RewardHistoryLabels } from "./rewards-labels";

/**
 * 'Ver todo o histórico' (Button link, sm; its classes merged by the server) and the history's
 * sheet. Until the sheet's code is there, the button is drawn as `placeholderTrigger` draws a
 * dialog's (the closed state's ARIA; a tap opens the sheet when the code arrives; pointer down,
 * hover and focus start loading it), written out as /checkin's usage button is.
 */
export function RewardHistoryButton({
  className,
  labels,
  list,
}: {
  className: string;
  labels: RewardHistoryLabels;
  /** The whole history, drawn by the server. */
  list: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const preload = RewardHistorySheet.preload;
  const props = {
    "data-variant": "link",
    "data-size": "sm",
    className,
    "data-testid": "rewards-history-open",
    children: labels.seeAll,
  };
  return (
    <RewardHistorySheet
      active={open}
      onLoadError={() => setOpen(false)}
      fallback={
        <button
          data-slot="button"
          {...props}
          aria-haspopup="dialog"
          aria-expanded={false}
          data-state="closed"
          onClick={() => setOpen(true)}
          onPointerDown={preload}
          onPointerEnter={preload}
          onFocus={preload}
        />
      }
      open={open}
      onOpenChange={setOpen}
      // Radix's trigger names the slot, as it did over Button (which spread its props over its own).
      trigger={<button data-slot="sheet-trigger" {...props} />}
      labels={labels}
      list={list}
    />
  );
}
