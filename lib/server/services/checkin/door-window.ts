import "server-only";
import { doorWindowOf, type DoorWindow } from "@/lib/door-window";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import type { ItemType } from "@/lib/validations/checkin";

export type { DoorWindow };

/** How early the door opens (DOOR_OPENS_MINUTES_BEFORE, default 60). */
export const doorOpensMinutesBefore = () => env().DOOR_OPENS_MINUTES_BEFORE;

const CACHE_MS = 10_000;
const cache = new Map<string, { window: DoorWindow | null; until: number }>();

/**
 * The item's door window (lib/door-window.ts), or null when the item does not exist. Kept 10 s per
 * item: every read at the door needs it, and an item's times change rarely (a changed time applies
 * within seconds).
 */
export async function doorWindow(type: ItemType, itemId: string): Promise<DoorWindow | null> {
  const key = `${type}:${itemId}`;
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.window;
  const lead = doorOpensMinutesBefore();
  let window: DoorWindow | null = null;
  if (type === "event") {
    const e = await db.event.findUnique({ where: { id: itemId }, select: { startsAt: true, endsAt: true } });
    if (e) window = doorWindowOf({ type, ...e }, lead);
  } else {
    const t = await db.trip.findUnique({ where: { id: itemId }, select: { departsAt: true } });
    if (t) window = doorWindowOf({ type, departsAt: t.departsAt }, lead);
  }
  if (cache.size > 2_000) cache.clear();
  cache.set(key, { window, until: Date.now() + CACHE_MS });
  return window;
}

/** Tests that change an item's times. */
export function forgetDoorWindows() {
  cache.clear();
}

/**
 * A moment of the device's real clock on the business clock (lib/server/clock.ts). Without APP_NOW
 * the two are the same; with it (demos, tests) a read made now happened at the business "now".
 */
export function businessTimeOf(real: Date): Date {
  return new Date(real.getTime() + (now().getTime() - Date.now()));
}
