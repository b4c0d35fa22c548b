"use client";

import { MapPinIcon } from "@/components/icons/svg/map-pin";
import { HistoryIcon } from "@/components/icons/svg/rotate-ccw-clock";
import { SunIcon } from "@/components/icons/svg/sun";
import { TicketIcon } from "@/components/icons/svg/ticket";
import { XIcon } from "@/components/icons/svg/x";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Button } from "@/components/ui/button";
import { LazySheet, usePreloadWhenIdle } from "@/components/ui/lazy-overlay";
import { goBackOr } from "@/lib/back";
import { cn } from "@/lib/utils";

export interface PassUsageEntry {
  id: string;
  kind: "event" | "trip";
  title: string;
  location: string;
  date: string;
  time: string;
}

export interface PassViewProps {
  holder: { name: string; nickname: string; avatarUrl: string | null; color: string; memberCode: string };
  holderId: string;
  /** The signed QR; null for someone without a paid ticket (the server sends no pass then). */
  qr: string | null;
  /** Where close goes when this page was not reached from inside the app. */
  home: string;
  family: { id: string; name: string }[];
  usage: PassUsageEntry[];
}

/** Full-screen black pass: avatar, name, QR, member code, usage history; close goes back. */
export function PassView({ holder, holderId, qr, home, family, usage }: PassViewProps) {
  const t = useTranslations("pass");
  const j = useTranslations("journey.pass");
  const router = useRouter();
  const [usageOpen, setUsageOpen] = useState(false);
  // The pass opens offline: the usage sheet's code is fetched (and kept by the service worker)
  // once the page is idle, not with its first load.
  usePreloadWhenIdle(LazySheet.preload);
  const usageButton = (
    <Button variant="secondary" size="lg" className="mt-8 w-full max-w-xs" data-testid="pass-usage-open">
      <HistoryIcon aria-hidden="true" /> {t("usage")}
    </Button>
  );

  function close() {
    goBackOr(router, home);
  }

  return (
    <main
      className="relative flex min-h-dvh flex-col items-center bg-black px-6 pt-16 pb-8 text-white"
      data-testid="pass"
    >
      {/* A real link to the home: it works before the scripts have loaded (an offline start on a
          slow phone); once hydrated, it goes back instead when the app led here. */}
      <a
        href={home}
        onClick={(event) => {
          event.preventDefault();
          close();
        }}
        aria-label={t("close")}
        className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
        data-testid="pass-close"
      >
        <XIcon aria-hidden="true" />
      </a>

      {family.length > 0 && (
        <nav aria-label={t("familyLabel")} className="mb-6 flex max-w-full gap-2 overflow-x-auto">
          {family.map((f) => (
            <AppLink
              key={f.id}
              href={f.id === family[0]?.id ? "/checkin" : `/checkin?for=${f.id}`}
              replace
              aria-current={f.id === holderId ? "page" : undefined}
              className={cn(
                "shrink-0 rounded-full border px-4 py-1.5 text-sm",
                f.id === holderId ? "border-white bg-white text-black" : "border-white/30 text-white/80",
              )}
            >
              {f.name}
            </AppLink>
          ))}
        </nav>
      )}

      <UserAvatar
        name={holder.name}
        src={holder.avatarUrl}
        color={holder.color}
        className="size-20 text-2xl ring-4 ring-white/20"
      />
      <h1 className="mt-4 text-center text-2xl font-bold" data-testid="pass-name">
        {holder.name}
      </h1>
      <p className="text-sm text-white/60">{t("subtitle")}</p>

      {qr ? (
        <>
          {/* Sunlight: a big black-on-white QR with its own quiet zone, on a white card. */}
          <div className="mt-6 w-full max-w-[20rem] rounded-3xl bg-white p-3 shadow-2xl">
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL SVG made by the server; nothing for next/image to optimise */}
            <img
              src={qr}
              alt={t("qrAlt", { name: holder.name })}
              width={320}
              height={320}
              className="aspect-square w-full [image-rendering:pixelated]"
              data-testid="pass-qr"
            />
          </div>
          <p
            className="mt-4 flex items-center gap-2 rounded-2xl bg-amber-300 px-4 py-1.5 text-sm font-semibold text-black"
            data-testid="pass-brightness"
          >
            <SunIcon className="size-4" aria-hidden="true" /> {j("brightness")}
          </p>
          <p className="mt-4 text-xs tracking-widest text-white/60 uppercase">{t("memberCode")}</p>
          <p className="font-mono text-2xl font-semibold tracking-[0.2em]" data-testid="pass-member-code">
            {holder.memberCode}
          </p>
          <p className="mt-2 max-w-xs text-center text-xs text-white/60">{t("hint")}</p>
        </>
      ) : (
        <section
          className="mt-8 flex w-full max-w-xs flex-col items-center gap-3 rounded-3xl bg-white p-6 text-center text-slate-900"
          data-testid="pass-no-ticket"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300">
            <TicketIcon className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-bold">{j("noTicketTitle")}</h2>
          <p className="text-sm text-slate-600">{j("noTicketText")}</p>
          <Button asChild size="lg" className="w-full" data-testid="pass-buy">
            <AppLink href="/register/plan">{j("noTicketAction")}</AppLink>
          </Button>
        </section>
      )}

      {qr && (
        <LazySheet
          active={usageOpen}
          onLoadError={() => setUsageOpen(false)}
          placeholder={{ trigger: usageButton, popup: "dialog", onOpen: () => setUsageOpen(true) }}
        >
          {({ Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger }) => (
            <Sheet open={usageOpen} onOpenChange={setUsageOpen}>
              <SheetTrigger asChild>{usageButton}</SheetTrigger>
              <SheetContent
                side="bottom"
                className="max-h-[80dvh] overflow-y-auto rounded-t-3xl"
                closeLabel={t("close")}
              >
                <SheetHeader>
                  <SheetTitle>{t("usageTitle")}</SheetTitle>
                  <SheetDescription>{t("usageDescription", { count: usage.length })}</SheetDescription>
                </SheetHeader>
                {usage.length === 0 ? (
                  <p
                    className="px-4 pb-8 text-center text-sm text-muted-foreground"
                    data-testid="pass-usage-empty"
                  >
                    {t("usageEmpty")}
                  </p>
                ) : (
                  <ul className="divide-y px-4 pb-6" data-testid="pass-usage">
                    {usage.map((u) => (
                      <li key={u.id} className="flex gap-3 py-3" data-testid="pass-usage-item">
                        <span
                          className={cn(
                            "mt-1 size-2.5 shrink-0 rounded-full",
                            u.kind === "event" ? "bg-violet-600" : "bg-sky-600",
                          )}
                          aria-hidden="true"
                        />
                        <div className="min-w-0">
                          <p className="font-medium">{u.title}</p>
                          <p className="text-sm text-muted-foreground">
                            {t("usageWhen", { date: u.date, time: u.time })}
                          </p>
                          <p className="flex items-center gap-1 text-sm text-muted-foreground">
                            <MapPinIcon className="size-3.5" aria-hidden="true" />
                            {u.location}
                          </p>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </SheetContent>
            </Sheet>
          )}
        </LazySheet>
      )}
    </main>
  );
}
