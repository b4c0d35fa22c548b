"use client";

import { DownloadIcon, ShieldAlertIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyAlertDialog } from "@/components/ui/lazy-overlay";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import { clearOfflineData } from "@/lib/pwa";
import { toast } from "@/lib/toast";

/** "Meus dados": download everything as JSON; delete the account after typing the confirmation word. */
export function MyData() {
  const t = useTranslations("legal");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  // Stays true until /home opens: the account is gone.
  const [deleted, setDeleted] = useState(false);
  const word = t("confirmWord");

  const removal = useApiAction(() => apiFetch("/api/me", { method: "DELETE", body: { confirm: true } }), {
    fallback: t("failed"),
    onSuccess: async () => {
      setDeleted(true);
      await clearOfflineData();
      toast.success(t("deleted"));
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
        <h2 className="text-lg font-bold">{t("myData")}</h2>
        <p className="text-sm text-muted-foreground">{t("myDataText")}</p>
      </div>
      <Button asChild variant="outline" className="w-full">
        <a href="/api/me/data-export" download data-testid="data-export">
          <DownloadIcon className="size-4" aria-hidden="true" /> {t("download")}
        </a>
      </Button>
      <Button
        variant="ghost"
        className="w-full text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setOpen(true)}
        data-testid="account-delete"
      >
        <Trash2Icon className="size-4" aria-hidden="true" /> {t("delete")}
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
                  {t("deleteTitle")}
                </AlertDialogTitle>
                <AlertDialogDescription>{t("deleteText")}</AlertDialogDescription>
              </AlertDialogHeader>
              <div className="space-y-1.5">
                <Label htmlFor="delete-confirm">{t("typeWord", { word })}</Label>
                <Input
                  id="delete-confirm"
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  autoComplete="off"
                  data-testid="account-delete-word"
                />
              </div>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={busy}>{t("cancel")}</AlertDialogCancel>
                <Button
                  variant="destructive"
                  disabled={busy || typed.trim().toUpperCase() !== word.toUpperCase()}
                  onClick={() => void remove()}
                  data-testid="account-delete-confirm"
                >
                  {busy ? t("deleting") : t("deleteConfirm")}
                </Button>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </LazyAlertDialog>
    </section>
  );
}
