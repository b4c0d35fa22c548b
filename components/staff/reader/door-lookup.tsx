"use client";

import { CheckIcon } from "@/components/icons/svg/check";
import { SearchIcon } from "@/components/icons/svg/search";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useReadTime } from "@/hooks/use-door-reader";
import { apiFetch } from "@/lib/api-client";
import { lookupQueryOk } from "@/lib/door-lookup";
import type { LookupPersonRow, LookupResponse } from "@/lib/server/services/checkin/types";
import type { ItemType } from "@/lib/staff-offline";

export interface DoorLookupProps {
  item: { type: ItemType; id: string };
  online: boolean;
  /** The same search on the roster saved on this device (null without one). */
  lookupLocal: (query: string) => LookupPersonRow[] | null;
  /** A person picked: checked in like a scan of their member code (same duplicate rules). */
  onPick: (memberCode: string) => void;
}

const DEBOUNCE_MS = 250;

/** Find someone by name, CPF or member code when the pass is missing; online from the server, offline from the roster. */
export function DoorLookup({ item, online, lookupLocal, onPick }: DoorLookupProps) {
  const d = useTranslations("door");
  const time = useReadTime();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<{
    query: string;
    people: LookupPersonRow[] | null;
    failed: boolean;
  } | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (!open || !lookupQueryOk(q)) return;
    let live = true;
    const timer = window.setTimeout(() => {
      const local = () => setFound({ query: q, people: lookupLocal(q) ?? [], failed: false });
      if (!online) return local();
      apiFetch<LookupResponse>(
        `/api/staff/items/${item.type}/${item.id}/lookup?q=${encodeURIComponent(q)}`,
      ).then(
        (res) => live && setFound({ query: q, people: res.people, failed: false }),
        // No answer: the roster on this device still knows who may enter.
        () => {
          if (!live) return;
          const people = lookupLocal(q);
          setFound({ query: q, people, failed: people === null });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [query, open, online, item.type, item.id, lookupLocal]);

  const current = found && found.query === query.trim() ? found : null;

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button
        type="button"
        variant="secondary"
        className="w-full justify-center gap-2 bg-white/10 text-white hover:bg-white/20"
        onClick={() => setOpen(true)}
        data-testid="reader-lookup-open"
      >
        <SearchIcon className="size-4" aria-hidden="true" /> {d("lookupOpen")}
      </Button>
      <SheetContent side="bottom" className="max-h-[85dvh] overflow-y-auto" data-testid="reader-lookup">
        <SheetHeader>
          <SheetTitle>{d("lookupTitle")}</SheetTitle>
          <SheetDescription>{online ? d("lookupHint") : d("lookupOffline")}</SheetDescription>
        </SheetHeader>
        <div className="space-y-3 px-4 pb-6">
          <label htmlFor="door-lookup" className="sr-only">
            {d("lookupLabel")}
          </label>
          <Input
            id="door-lookup"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={d("lookupPlaceholder")}
            autoComplete="off"
            maxLength={60}
            data-testid="reader-lookup-input"
          />
          {current?.failed ? (
            <p className="text-sm text-red-700" role="alert">
              {d("lookupFailed")}
            </p>
          ) : current?.people && current.people.length === 0 ? (
            <p className="py-4 text-center text-sm text-muted-foreground" data-testid="reader-lookup-empty">
              {d("lookupEmpty")}
            </p>
          ) : current?.people ? (
            <ul className="divide-y rounded-xl border" data-testid="reader-lookup-results">
              {current.people.map((p) => (
                <li
                  key={p.id}
                  className="flex items-center gap-3 px-3 py-2.5"
                  data-testid="reader-lookup-person"
                  data-code={p.memberCode}
                >
                  <UserAvatar name={p.name} src={p.avatarUrl} className="size-9 text-xs" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{p.name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {p.memberCode}
                      {p.cpfEnd ? ` · ${d("lookupCpfEnd", { digits: p.cpfEnd })}` : ""}
                    </p>
                  </div>
                  {p.checkedInAt ? (
                    <span
                      className="flex items-center gap-1 text-xs text-emerald-700"
                      data-testid="reader-lookup-in"
                    >
                      <CheckIcon className="size-3.5" aria-hidden="true" />
                      {d("lookupAlreadyIn", { time: time(p.checkedInAt) })}
                    </span>
                  ) : (
                    <Button
                      type="button"
                      size="sm"
                      onClick={() => {
                        setOpen(false);
                        setQuery("");
                        onPick(p.memberCode);
                      }}
                      data-testid="reader-lookup-pick"
                    >
                      {d("lookupCheckIn")}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
