"use client";

import { useState } from "react";
import { QrScanner } from "@/components/checkin/qr-scanner";
import { useDoorReader } from "@/hooks/use-door-reader";
import type { ItemType } from "@/lib/staff-offline";
import { cn } from "@/lib/utils";
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

/** /app-checkin/reader: the camera (or a typed code) at the door of one event or trip. */
export function Reader({ item }: { item: ReaderItem }) {
  const door = useDoorReader(item);
  const [cameraProblem, setCameraProblem] = useState(false);
  const { flash } = door;
  return (
    <main
      className={cn(
        "min-h-dvh transition-colors duration-300",
        flash ? (flash.ok ? "bg-green-600" : "bg-red-600") : "bg-slate-950",
      )}
      data-testid="reader"
      data-flash={flash ? (flash.ok ? "success" : "error") : "idle"}
    >
      <div className="mx-auto flex w-full max-w-md flex-col gap-3 px-4 pt-4 pb-8 text-white">
        <ReaderHeader item={item} online={door.online} progress={door.progress} pending={door.pending} />
        <div className="relative">
          <QrScanner onDecode={door.read} onProblem={() => setCameraProblem(true)} paused={!!flash} />
          {flash && <ReaderResult read={flash} />}
        </div>
        <ManualEntry onSubmit={(code) => void door.read(code)} highlight={cameraProblem} />
        <RecentReads reads={door.recent} itemHref={`/app-checkin/item/${item.type}/${item.id}`} />
      </div>
    </main>
  );
}
