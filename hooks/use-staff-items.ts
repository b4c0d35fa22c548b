"use client";

import { useCallback, useEffect, useState } from "react";
import { useStoredJson, writeStored } from "@/hooks/use-stored-value";
import { apiFetch } from "@/lib/api-client";
import type { StaffItemRow } from "@/lib/server/services/checkin/types";
import type { ItemType } from "@/lib/staff-offline";
import type { StaffItemsResponse } from "@/lib/server/services/checkin/types";

const REFRESH_MS = 15_000;
const STORAGE_KEY = "t26.staff.selection";

interface Selection {
  city?: string;
  type?: ItemType;
}

/**
 * The staff home's city and kind (remembered on this device) and their list of events or
 * trips, refreshed every 15 s while the page is visible.
 */
export function useStaffItems(cities: { id: string }[]) {
  const stored = useStoredJson<Selection>("local", STORAGE_KEY);
  const saved = stored.value;
  const known = saved !== null || stored.missing;
  const city =
    saved?.city && cities.some((c) => c.id === saved.city) ? saved.city : (cities[0]?.id ?? "recife");
  const type: ItemType = saved?.type === "trip" ? "trip" : "event";
  const [loaded, setLoaded] = useState<{ key: string; items: StaffItemRow[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const key = `${city}:${type}`;

  const select = useCallback(
    (next: Selection) => writeStored("local", STORAGE_KEY, JSON.stringify({ city, type, ...next })),
    [city, type],
  );

  useEffect(() => {
    // Until this device's choice is read, the default city would be fetched for nothing.
    if (!known) return;
    let live = true;
    const load = () =>
      apiFetch<StaffItemsResponse>(`/api/staff/items?city=${city}&type=${type}`).then(
        (res) => {
          if (!live) return;
          setLoaded({ key: `${city}:${type}`, items: res.items });
          setFailed(false);
        },
        () => live && setFailed(true),
      );
    void load();
    const timer = window.setInterval(() => document.visibilityState === "visible" && void load(), REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [known, city, type]);

  return {
    city,
    type,
    setCity: (id: string) => select({ city: id }),
    setType: (t: ItemType) => select({ type: t }),
    /** null while the current choice's list is loading. */
    items: loaded?.key === key ? loaded.items : null,
    failed,
  };
}
