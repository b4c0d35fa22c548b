import { HistoryIcon } from "@/components/icons/svg/rotate-ccw-clock";
import { SunIcon } from "@/components/icons/svg/sun";
import { TicketIcon } from "@/components/icons/svg/ticket";
import { XIcon } from "@/components/icons/svg/x";
import { UserAvatar } from "@/components/shell/user-avatar";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { PassClose, PassUsageButton } from "./pass-actions";
import type { PassLabels } from "./pass-labels";
import type { PassUsageEntry } from "./pass-usage-sheet";

export interface PassViewProps {
  holder: { name: string; nickname: string; avatarUrl: string | null; color: string; memberCode: string };
  holderId: string;
  /** The signed QR; null for someone without a paid ticket (the server sends no pass then). */
  qr: string | null;
  /** Where close goes when this page was not reached from inside the app. */
  home: string;
  family: { id: string; name: string }[];
  usage: PassUsageEntry[];
  /** The texts, translated by the server page (./pass-labels.ts). */
  labels: PassLabels;
}

/**
 * Full-screen black pass: avatar, name, QR, member code, usage history; close goes back. Drawn on
 * the server (Button's classes merged here); the browser has the close link's going back and the
 * usage sheet (./pass-actions.tsx).
 */
export function PassView({ holder, holderId, qr, home, family, usage, labels }: PassViewProps) {
  return (
    <main
      className="relative flex min-h-dvh flex-col items-center bg-black px-6 pt-16 pb-8 text-white"
      data-testid="pass"
    >
      <PassClose
        home={home}
        aria-label={labels.close}
        className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
        data-testid="pass-close"
      >
        <XIcon aria-hidden="true" />
      </PassClose>

      {family.length > 0 && (
        <nav aria-label={labels.familyLabel} className="mb-6 flex max-w-full gap-2 overflow-x-auto">
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
      <p className="text-sm text-white/60">{labels.subtitle}</p>

      {qr ? (
        <>
          {/* Sunlight: a big black-on-white QR with its own quiet zone, on a white card. */}
          <div className="mt-6 w-full max-w-[20rem] rounded-3xl bg-white p-3 shadow-2xl">
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL SVG made by the server; nothing for next/image to optimise */}
            <img
              src={qr}
              alt={labels.qrAlt}
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
            <SunIcon className="size-4" aria-hidden="true" /> {labels.brightness}
          </p>
          <p className="mt-4 text-xs tracking-widest text-white/60 uppercase">{labels.memberCode}</p>
          <p className="font-mono text-2xl font-semibold tracking-[0.2em]" data-testid="pass-member-code">
            {holder.memberCode}
          </p>
          <p className="mt-2 max-w-xs text-center text-xs text-white/60">{labels.hint}</p>
        </>
      ) : (
        <section
          className="mt-8 flex w-full max-w-xs flex-col items-center gap-3 rounded-3xl bg-white p-6 text-center text-slate-900"
          data-testid="pass-no-ticket"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300">
            <TicketIcon className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-bold">{labels.noTicketTitle}</h2>
          <p className="text-sm text-slate-600">{labels.noTicketText}</p>
          <Button asChild size="lg" className="w-full" data-testid="pass-buy">
            <AppLink href="/register/plan">{labels.noTicketAction}</AppLink>
          </Button>
        </section>
      )}

      {qr && (
        <Button
          asChild
          variant="secondary"
          size="lg"
          className="mt-8 w-full max-w-xs"
          data-testid="pass-usage-open"
        >
          <PassUsageButton sheet={{ usage, labels: labels.sheet }}>
            <HistoryIcon aria-hidden="true" /> {labels.usage}
          </PassUsageButton>
        </Button>
      )}
    </main>
  );
}
