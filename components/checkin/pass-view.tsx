"use client";

import { HistoryIcon, MapPinIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
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
  qr: string;
  family: { id: string; name: string }[];
  usage: PassUsageEntry[];
}

/** Full-screen black pass: avatar, name, QR, member code, usage history; close goes back. */
export function PassView({ holder, holderId, qr, family, usage }: PassViewProps) {
  const t = useTranslations("pass");
  const router = useRouter();

  function close() {
    if (window.history.length > 1) router.back();
    else router.push("/dashboard-evento");
  }

  return (
    <main
      className="relative flex min-h-dvh flex-col items-center bg-black px-6 pt-16 pb-8 text-white"
      data-testid="pass"
    >
      <button
        type="button"
        onClick={close}
        aria-label={t("close")}
        className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
        data-testid="pass-close"
      >
        <XIcon aria-hidden="true" />
      </button>

      {family.length > 0 && (
        <nav aria-label={t("familyLabel")} className="mb-6 flex max-w-full gap-2 overflow-x-auto">
          {family.map((f) => (
            <Link
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
            </Link>
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

      <div className="mt-6 rounded-3xl bg-white p-4 shadow-2xl">
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL SVG made by the server; nothing for next/image to optimise */}
        <img
          src={qr}
          alt={t("qrAlt", { name: holder.name })}
          width={256}
          height={256}
          className="size-64"
          data-testid="pass-qr"
        />
      </div>
      <p className="mt-4 text-xs tracking-widest text-white/50 uppercase">{t("memberCode")}</p>
      <p className="font-mono text-2xl font-semibold tracking-[0.2em]" data-testid="pass-member-code">
        {holder.memberCode}
      </p>
      <p className="mt-2 max-w-xs text-center text-xs text-white/50">{t("hint")}</p>

      <Sheet>
        <SheetTrigger asChild>
          <Button
            variant="secondary"
            size="lg"
            className="mt-8 w-full max-w-xs"
            data-testid="pass-usage-open"
          >
            <HistoryIcon aria-hidden="true" /> {t("usage")}
          </Button>
        </SheetTrigger>
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
            <p className="px-4 pb-8 text-center text-sm text-muted-foreground" data-testid="pass-usage-empty">
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
    </main>
  );
}
