"use client";

import { ScanLineIcon } from "@/components/icons/svg/scan-line";
import { VibrateIcon } from "@/components/icons/svg/vibrate";
import { VibrateOffIcon } from "@/components/icons/svg/vibrate-off";
import { Volume2Icon } from "@/components/icons/svg/volume-2";
import { VolumeXIcon } from "@/components/icons/svg/volume-x";
import type { LucideIcon } from "@/components/ui/lucide-svg";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { QrScanner } from "@/components/checkin/qr-scanner-translated";
import { useWakeLock } from "@/hooks/use-door-feedback";
import { useDoorReader, type DoorRead } from "@/hooks/use-door-reader";
import type { ItemType } from "@/lib/staff-offline";
import { cn } from "@/lib/utils";
import { DoorLookup } from "./reader/door-lookup";
import { ManualEntry } from "./reader/manual-entry";
import { ReaderHeader } from "./reader/reader-header";
import { ReaderResult } from "./reader/reader-result";
import { RecentReads } from "./reader/recent-reads";

export interface ReaderItem {
  id: string;
  type: ItemType;
  name: string;
  location: string;
  when: string;
}

/**
 * The door decodes often, a person is waiting: the next frame soon after the lock ends. While a
 * result is on screen the (still visible) code is decoded less often, to spare the phone.
 */
const DOOR_SCAN_DELAYS = { attempt: 60, success: 150 };

/** /app-checkin/reader: the camera (or a typed code, or a name) at the door of one event or trip. */
export function Reader({ item }: { item: ReaderItem }) {
  const d = useTranslations("door");
  const r = useTranslations("reader");
  const door = useDoorReader(item);
  const [cameraProblem, setCameraProblem] = useState(false);
  useWakeLock();
  const { flash, feedback } = door;
  return (
    <main
      className={cn(
        "min-h-dvh transition-colors duration-300",
        // Dark enough for the white texts over them (4.5:1): green-800, red-700.
        flash ? (flash.ok ? "bg-green-800" : "bg-red-700") : "bg-slate-950",
      )}
      data-testid="reader"
      data-flash={flash ? (flash.ok ? "success" : "error") : "idle"}
    >
      <div className="mx-auto flex w-full max-w-md flex-col gap-3 px-4 pt-4 pb-8 text-white">
        <ReaderHeader item={item} online={door.online} progress={door.progress} pending={door.pending} />
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="flex items-center gap-1.5 text-white/90" data-testid="reader-session-count">
            <ScanLineIcon className="size-3.5" aria-hidden="true" />
            {d("sessionCount", { count: door.sessionReads })}
          </span>
          <span className="flex items-center gap-1" role="group" aria-label={d("settings")}>
            <FeedbackToggle
              on={feedback.settings.sound}
              label={d("sound")}
              onToggle={() => feedback.set({ sound: !feedback.settings.sound })}
              OnIcon={Volume2Icon}
              OffIcon={VolumeXIcon}
              testId="reader-sound"
            />
            <FeedbackToggle
              on={feedback.settings.vibration}
              label={d("vibration")}
              onToggle={() => feedback.set({ vibration: !feedback.settings.vibration })}
              OnIcon={VibrateIcon}
              OffIcon={VibrateOffIcon}
              testId="reader-vibration"
            />
          </span>
        </div>
        <div className="relative">
          <QrScanner
            onDecode={door.read}
            onProblem={() => setCameraProblem(true)}
            paused={!!flash}
            scanDelays={DOOR_SCAN_DELAYS}
          />
          {flash && (
            <ReaderResult
              key={flash.id}
              read={flash}
              holding={door.holding}
              onStartOverride={door.startOverride}
              onConfirmOverride={(reason) => void door.confirmOverride(reason)}
              onCancelOverride={door.cancelOverride}
            />
          )}
        </div>
        {/* The last read for a screen reader, in a region that is always there (one inserted
            with its text is often not read): who, and welcome or why not. */}
        <p
          className="sr-only"
          role="status"
          aria-live="assertive"
          aria-atomic="true"
          data-testid="reader-announcement"
        >
          {flash ? <span key={flash.id}>{announce(flash, r("welcome"))}</span> : null}
        </p>
        <ManualEntry onSubmit={(code) => void door.read(code)} highlight={cameraProblem} />
        <DoorLookup
          item={item}
          online={door.online}
          lookupLocal={door.lookupLocal}
          onPick={(code) => void door.read(code)}
        />
        <RecentReads reads={door.recent} itemHref={`/app-checkin/item/${item.type}/${item.id}`} />
      </div>
    </main>
  );
}

/** What the live region says of a read: the name, then the welcome or the reason. */
function announce(read: DoorRead, welcome: string): string {
  return [read.name, read.ok ? welcome : read.message].filter(Boolean).join(". ");
}

/** A sound or vibration switch of the reader: pressed = on, the crossed-out icon when muted. */
function FeedbackToggle({
  on,
  label,
  onToggle,
  OnIcon,
  OffIcon,
  testId,
}: {
  on: boolean;
  label: string;
  onToggle: () => void;
  OnIcon: LucideIcon;
  OffIcon: LucideIcon;
  testId: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label}
      title={label}
      onClick={onToggle}
      className="inline-flex size-9 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
      data-testid={testId}
    >
      {on ? (
        <OnIcon className="size-4" aria-hidden="true" />
      ) : (
        <OffIcon className="size-4 text-white/60" aria-hidden="true" />
      )}
    </button>
  );
}
