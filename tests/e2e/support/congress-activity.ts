import path from "node:path";
import { expect, request } from "@playwright/test";
import { E2E_DATABASE_FILE, PARTICIPANT_STORAGE_STATE } from "./env";
import { signTestToken } from "./pass-token";
import { sessionCookie } from "./session-cookie";

/**
 * What happens in the congress days, made through the app's API by the spec that needs it: the
 * e2e database is seeded on the demo's clock (APP_NOW, a week before the congress), so nobody has
 * checked in, boarded or unlocked a reward point yet. Both calls are idempotent (a second run, or
 * another spec's, gets the app's "already" answer), so specs may share the state they make.
 */

const ROOT = path.resolve(__dirname, "../../..");

/** The main participant's and her dependents' ids (prisma/seed/people.ts). */
export const MARIA = "seed-user-maria";
/** The reward points Maria unlocks in the seed's congress (prisma/seed/rewards.ts): 230 points. */
export const MARIA_UNLOCKS = ["rp-recife-01", "rp-recife-02", "rp-recife-04"] as const;
/** Day 1 in Recife: the first bus she is booked on, and the opening worship she is enrolled in. */
export const MARIA_DAY_1 = [
  { type: "trip", itemId: "t-recife-d1-01" },
  { type: "event", itemId: "d1-recife-10" },
] as const;

/** Reward points unlocked by the signed-in participant (Maria by default), as her camera would. */
export async function unlockRewards(
  baseURL: string,
  pointIds: readonly string[],
  storageState: string = path.join(ROOT, PARTICIPANT_STORAGE_STATE),
) {
  const api = await request.newContext({ baseURL, storageState });
  try {
    for (const id of pointIds) {
      const res = await api.post("/api/rewards/unlock", { data: { code: signTestToken("r", id) } });
      if (res.status() !== 200)
        expect({ id, error: (await res.json()).error?.code }).toEqual({
          id,
          error: "REWARD_ALREADY_UNLOCKED",
        });
    }
  } finally {
    await api.dispose();
  }
}

/**
 * Passes read by the sample staff at a door or a bus (a staff session made without the sign-in
 * form: its limit is the suite's). A week early the door is closed, so staff accept with a reason.
 */
export async function checkInAtDoor(
  baseURL: string,
  reads: readonly { type: "event" | "trip"; itemId: string; userId: string }[],
) {
  const cookie = await sessionCookie(
    { sub: "seed-staff-checkin", role: "staff" },
    { sqliteFile: path.join(ROOT, E2E_DATABASE_FILE) },
  );
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { cookie } });
  try {
    for (const { type, itemId, userId } of reads) {
      const res = await api.post("/api/staff/checkin/scan", {
        data: { type, itemId, code: signTestToken("p", userId), overrideReason: "Preparação do teste" },
      });
      if (res.status() !== 200)
        expect({ itemId, error: (await res.json()).error?.code }).toEqual({
          itemId,
          error: "ALREADY_CHECKED_IN",
        });
    }
  } finally {
    await api.dispose();
  }
}
