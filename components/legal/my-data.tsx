"use client";

import { DownloadIcon } from "@/components/icons/svg/download";
import { ShieldAlertIcon } from "@/components/icons/svg/shield-exclamation-point";
import { Trash2Icon } from "@/components/icons/svg/trash";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyAlertDialog } from "@/components/ui/lazy-overlay";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import { clearOfflineData } from "@/lib/pwa";
import { toast } from "@/lib/toast";

/** Translated on the server (/terms): the screen needs no messages in the browser. */
export interface MyDataLabels {
  myData: string;
  myDataText: string;
  download: string;
  delete: string;
  deleteTitle: string;
  deleteText: string;
  cancel: string;
  deleting: string;
  deleteConfirm: string;
  failed: string;
  deleted: string;
  /** The word to type to delete the account, and the label asking for it (with the word in it). */
  confirmWord: string;
  typeWord: string;
}

/** "Meus dados": download everything as JSON; delete the account after typing the confirmation word. */
export function MyData({ labels }: { labels: MyDataLabels }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  // Stays true until /home opens: the account is gone.
  const [deleted, setDeleted] = useState(false);
  const word = labels.confirmWord;

  const removal = useApiAction(() => apiFetch("/api/me", { method: "DELETE", body: { confirm: true } }), {
    fallback: labels.failed,
    onSuccess: async () => {
      setDeleted(true);
      await clearOfflineData();
      toast.success(labels.deleted);
      setOpen(false);
      window.setTimeout(() => {
        router.replace("/home");
        router.refresh();
      }, 1000);
    },
  });
  const busy = removal.busy || deleted;
  const remove = () => void removal.run();

  return (
    <section className="space-y-3 rounded-2xl border bg-card p-4" data-testid="my-data">
      <div>
        <h2 className="text-lg font-bold">{labels.myData}</h2>
        <p className="text-sm text-muted-foreground">{labels.myDataText}</p>
      </div>
      <Button asChild variant="outline" className="w-full">
        <a href="/api/me/data-export" download data-testid="data-export">
          <DownloadIcon className="size-4" aria-hidden="true" /> {labels.download}
        </a>
      </Button>
      <Button
        variant="ghost"
        className="w-full text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setOpen(true)}
        data-testid="account-delete"
      >
        <Trash2Icon className="size-4" aria-hidden="true" /> {labels.delete}
      </Button>
      <LazyAlertDialog active={open} onLoadError={() => setOpen(false)}>
        {({
          AlertDialog,
          AlertDialogCancel,
          AlertDialogContent,
          AlertDialogDescription,
          AlertDialogFooter,
          AlertDialogHeader,
          AlertDialogTitle,
        }) => (
          <AlertDialog
            open={open}
            onOpenChange={(v) => {
              if (busy) return;
              setOpen(v);
              setTyped("");
            }}
          >
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle className="flex items-center gap-2">
                  <ShieldAlertIcon className="size-5 text-destructive" aria-hidden="true" />{" "}
                  {labels.deleteTitle}
                </AlertDialogTitle>
                <AlertDialogDescription>{labels.deleteText}</AlertDialogDescription>
              </AlertDialogHeader>
              <div className="space-y-1.5">
                <Label htmlFor="delete-confirm">{labels.typeWord}</Label>
                <Input
                  id="delete-confirm"
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  autoComplete="off"
                  data-testid="account-delete-word"
                />
              </div>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={busy}>{labels.cancel}</AlertDialogCancel>
                <Button
                  variant="destructive"
                  disabled={busy || typed.trim().toUpperCase() !== word.toUpperCase()}
                  onClick={() => void remove()}
                  data-testid="account-delete-confirm"
                >
                  {busy ? labels.deleting : labels.deleteConfirm}
                </Button>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </LazyAlertDialog>
    </section>
  );
}
