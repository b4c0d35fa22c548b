"use client";

import { useRouter } from "next/navigation";
import { useRef } from "react";
import { errorMessage } from "@/hooks/use-api-action";
import { ApiError, apiFetch } from "@/lib/api-client";
import { fillIn } from "@/lib/i18n/fill-in";
import { toast } from "@/lib/toast";
import type { RewardUnlocked } from "@/lib/server/services/rewards/rewards";

/** A moment before the next read, so one QR held in front of the camera is one request. */
const READ_PAUSE_MS = 1500;

/**
 * /rewards' scanner: a decoded reward QR unlocks its point (toast, page data refreshed) and
 * `onDone` closes the scanner; a point already unlocked says so and closes it too. The texts come
 * from the server page (components/checkin/rewards-labels.ts): `unlocked` keeps `{name}` and
 * `{points}`.
 */
export function useRewardUnlock(onDone: () => void, labels: { unlocked: string; scanFailed: string }) {
  const router = useRouter();
  const busy = useRef(false);

  return async function unlock(text: string) {
    if (busy.current) return;
    busy.current = true;
    try {
      const res = await apiFetch<RewardUnlocked>("/api/rewards/unlock", {
        body: { code: text },
      });
      toast.success(fillIn(labels.unlocked, { name: res.point.name, points: String(res.point.points) }));
      onDone();
      router.refresh();
    } catch (e) {
      if (e instanceof ApiError && e.code === "REWARD_ALREADY_UNLOCKED") {
        toast.info(e.message);
        onDone();
      } else toast.error(errorMessage(e, labels.scanFailed));
    } finally {
      window.setTimeout(() => (busy.current = false), READ_PAUSE_MS);
    }
  };
}
