"use client";

import { QrCodeIcon } from "@/components/icons/svg/qr-code";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { formatDate, formatWeekdayDateTime } from "@/lib/format";
import type { AppLocale } from "@/lib/i18n/config";
import type { DependentsLabels } from "./dependents-labels";
import type { DependentItem } from "./dependents-list";

export interface DependentSheetProps {
  /** The dependent shown; null closes the sheet. */
  viewing: DependentItem | null;
  onClose: () => void;
  labels: DependentsLabels;
  locale: AppLocale;
}

/** A dependent's data, enrolments and a link to their pass. */
export function DependentSheet({ viewing, onClose, labels, locale }: DependentSheetProps) {
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
              <SheetDescription>{labels.dataOf}</SheetDescription>
            </SheetHeader>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 px-4 text-sm">
              {[
                [labels.nickname, viewing.nickname],
                [
                  labels.birthDate, // A calendar day: noon UTC falls on that day on the congress's clock.
                  formatDate(`${viewing.birthDate}T12:00:00Z`, locale, {
                    day: "2-digit",
                    month: "2-digit",
                    year: "numeric",
                  }),
                ],
                [labels.ageLabel, viewing.texts.age],
                [labels.relationship, viewing.texts.relationship],
                [labels.origin, `${viewing.city} · ${viewing.stateLabel}`],
                [labels.memberCode, viewing.memberCode],
              ].map(([k, v]) => (
                <div key={k}>
                  <dt className="text-muted-foreground">{k}</dt>
                  <dd className="font-medium">{v}</dd>
                </div>
              ))}
            </dl>
            <div className="px-4">
              <h3 className="mb-2 font-semibold">{labels.enrolments}</h3>
              {viewing.enrolments.length === 0 ? (
                <p className="text-sm text-muted-foreground">{labels.noEnrolments}</p>
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
                  <QrCodeIcon className="size-5" aria-hidden="true" /> {labels.pass}
                </AppLink>
              </Button>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
