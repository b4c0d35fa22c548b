"use client";

import { type ComponentProps, useState } from "react";
import { lazyOverlay } from "@/components/ui/lazy-load";
import type { MyDataLabels } from "./my-data";

// "Excluir minha conta"'s browser code: the open state. The question, the deletion and their code
// (Radix's alert dialog, Input, Label, Button, the API call, the toast, the offline-data cleanup)
// load on the first tap, pointer down, focus or hover, through the root's `lazyOverlay`
// (components/ui/lazy-load.tsx); the button's look and text are drawn by the server (./my-data.tsx;
// docs/performance.md, "First-load JavaScript").
const AccountDeleteDialog = lazyOverlay(() =>
  import("./account-delete-dialog").then((m) => m.AccountDeleteDialog),
);

/** The delete button (Button's look via the server's `asChild`) and the question it opens. */
export function AccountDelete({ labels, ...props }: ComponentProps<"button"> & { labels: MyDataLabels }) {
  const [open, setOpen] = useState(false);
  const { preload } = AccountDeleteDialog;
  return (
    <>
      <button
        {...props}
        onClick={() => setOpen(true)}
        onPointerDown={preload}
        onPointerEnter={preload}
        onFocus={preload}
      />
      <AccountDeleteDialog
        active={open}
        onLoadError={() => setOpen(false)}
        open={open}
        onOpenChange={setOpen}
        labels={labels}
      />
    </>
  );
}
