"use client";

import { QrCodeIcon } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { formatDate, formatWeekdayDateTime } from "@/lib/format";
import type { AppLocale } from "@/lib/i18n/config";
import type { RELATIONSHIPS } from "@/lib/registration/personal";
import type { DependentItem } from "./dependents-list";

/** Stored relationships are the registration list's values (validated on the server). */
type Relationship = (typeof RELATIONSHIPS)[number];

export interface DependentSheetProps {
  /** The dependent shown; null closes the sheet. */
  viewing: DependentItem | null;
  onClose: () => void;
}

/** A dependent's data, enrolments and a link to their pass. */
export function DependentSheet({ viewing, onClose }: DependentSheetProps) {
  const t = useTranslations("dependents");
  const rel = useTranslations("signup.relationships");
  const locale = useLocale() as AppLocale;
  return (
    <Sheet open={viewing !== null} onOpenChange={(open) => !open && onClose()}>
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
                  t("birthDate"), // A calendar day: noon UTC falls on that day on the congress's clock.
                  formatDate(`${viewing.birthDate}T12:00:00Z`, locale, {
                    day: "2-digit",
                    month: "2-digit",
                    year: "numeric",
                  }),
                ],
                [t("ageLabel"), t("age", { age: viewing.age })],
                [t("relationship"), viewing.relationship ? rel(viewing.relationship as Relationship) : "—"],
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
                <AppLink href={`/checkin?for=${viewing.id}`}>
                  <QrCodeIcon className="size-5" aria-hidden="true" /> {t("pass")}
                </AppLink>
              </Button>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
