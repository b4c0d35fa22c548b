"use client";

import { CalendarXIcon, EyeIcon, QrCodeIcon, UserPlusIcon, UsersIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { ApiError, apiFetch } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { formatDate, formatWeekdayDateTime } from "@/lib/format";
import { RELATIONSHIPS } from "@/lib/registration/personal";
import { cn } from "@/lib/utils";

type Relationship = (typeof RELATIONSHIPS)[number];

export interface DependentItem {
  id: string;
  fullName: string;
  nickname: string;
  birthDate: string;
  age: number;
  relationship: string | null;
  avatarUrl: string | null;
  memberCode: string;
  city: string;
  stateLabel: string;
  enrolments: { id: string; title: string; startsAt: string; location: string }[];
}

/** Spec part 2 §9: under 12, 12 to 15, 16 or over — three colours. */
export function ageBadgeClass(age: number) {
  if (age < 12) return "bg-sky-100 text-sky-800 border-sky-200";
  if (age < 16) return "bg-amber-100 text-amber-800 border-amber-200";
  return "bg-emerald-100 text-emerald-800 border-emerald-200";
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

export function DependentsList({ dependents }: { dependents: DependentItem[] }) {
  const t = useTranslations("dependents");
  const rel = useTranslations("signup.relationships");
  const relationshipLabel = (r: string | null) =>
    r && (RELATIONSHIPS as readonly string[]).includes(r) ? rel(r as Relationship) : "—";
  const locale = useLocale();
  const router = useRouter();
  const [viewing, setViewing] = useState<DependentItem | null>(null);
  const [cancelling, setCancelling] = useState<DependentItem | null>(null);
  const [busy, setBusy] = useState(false);

  async function cancel() {
    if (!cancelling) return;
    setBusy(true);
    try {
      const res = await apiFetch<{ cancelled: number }>(`/api/dependents/${cancelling.id}/enrolments`, {
        method: "DELETE",
      });
      toast.success(t("cancelled", { count: res.cancelled }));
      setCancelling(null);
      router.refresh();
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : t("failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-5">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Button asChild size="sm" data-testid="dependents-add">
          <Link href="/dependents/instructions">
            <UserPlusIcon className="size-4" aria-hidden="true" /> {t("add")}
          </Link>
        </Button>
      </div>
      {dependents.length === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-3xl border border-dashed p-10 text-center text-muted-foreground"
          data-testid="dependents-empty"
        >
          <UsersIcon className="size-10" aria-hidden="true" />
          <p className="font-medium">{t("empty")}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {dependents.map((d) => (
            <li key={d.id} className="rounded-2xl border bg-card p-4 shadow-xs" data-testid="dependent-card">
              <div className="flex items-center gap-3">
                {d.avatarUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={d.avatarUrl} alt="" className="size-12 shrink-0 rounded-full object-cover" />
                ) : (
                  <span
                    className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 font-bold text-primary"
                    aria-hidden="true"
                  >
                    {initials(d.fullName)}
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="leading-tight font-semibold">{d.fullName}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <span>{relationshipLabel(d.relationship)}</span>
                    <Badge
                      variant="outline"
                      className={cn("shrink-0", ageBadgeClass(d.age))}
                      data-testid="dependent-age"
                    >
                      {t("age", { age: d.age })}
                    </Badge>
                  </div>
                </div>
              </div>
              <div className="mt-3 grid grid-cols-2 gap-2 [&>button]:h-auto [&>button]:min-h-9 [&>button]:py-1.5 [&>button]:whitespace-normal">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setViewing(d)}
                  data-testid="dependent-view"
                >
                  <EyeIcon className="size-4" aria-hidden="true" /> {t("view")}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  onClick={() => setCancelling(d)}
                  disabled={d.enrolments.length === 0}
                  data-testid="dependent-cancel"
                >
                  <CalendarXIcon className="size-4" aria-hidden="true" /> {t("cancelEnrolment")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Sheet open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <SheetContent
          side="bottom"
          className="max-h-[85dvh] overflow-y-auto rounded-t-3xl"
          data-testid="dependent-sheet"
        >
          {viewing && (
            <>
              <SheetHeader>
                <SheetTitle>{viewing.fullName}</SheetTitle>
                <SheetDescription>{t("dataOf")}</SheetDescription>
              </SheetHeader>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 px-4 text-sm">
                {[
                  [t("nickname"), viewing.nickname],
                  [
                    t("birthDate"),
                    formatDate(
                      // A calendar day: noon UTC falls on that day on the congress's clock.
                      `${viewing.birthDate}T12:00:00Z`,
                      locale,
                      { day: "2-digit", month: "2-digit", year: "numeric" },
                    ),
                  ],
                  [t("ageLabel"), t("age", { age: viewing.age })],
                  [t("relationship"), relationshipLabel(viewing.relationship)],
                  [t("origin"), `${viewing.city} · ${viewing.stateLabel}`],
                  [t("memberCode"), viewing.memberCode],
                ].map(([k, v]) => (
                  <div key={k}>
                    <dt className="text-muted-foreground">{k}</dt>
                    <dd className="font-medium">{v}</dd>
                  </div>
                ))}
              </dl>
              <div className="px-4">
                <h3 className="mb-2 font-semibold">{t("enrolments")}</h3>
                {viewing.enrolments.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t("noEnrolments")}</p>
                ) : (
                  <ul className="space-y-2" data-testid="dependent-enrolments">
                    {viewing.enrolments.map((e) => (
                      <li key={e.id} className="rounded-xl bg-muted/60 px-3 py-2 text-sm">
                        <p className="font-medium">{e.title}</p>
                        <p className="text-muted-foreground">
                          {formatWeekdayDateTime(e.startsAt, locale)} · {e.location}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="p-4">
                <Button asChild size="lg" className="w-full">
                  <Link href={`/checkin?for=${viewing.id}`}>
                    <QrCodeIcon className="size-5" aria-hidden="true" /> {t("pass")}
                  </Link>
                </Button>
              </div>
            </>
          )}
        </SheetContent>
      </Sheet>

      <AlertDialog open={cancelling !== null} onOpenChange={(open) => !open && !busy && setCancelling(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("cancelTitle")}</AlertDialogTitle>
            <AlertDialogDescription>
              {cancelling
                ? t("cancelText", { name: cancelling.nickname, count: cancelling.enrolments.length })
                : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{t("keep")}</AlertDialogCancel>
            <AlertDialogAction
              onClick={(e) => {
                e.preventDefault();
                void cancel();
              }}
              disabled={busy}
              className="bg-destructive text-white hover:bg-destructive/90"
              data-testid="dependent-cancel-confirm"
            >
              {busy ? t("cancelling") : t("confirmCancel")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
