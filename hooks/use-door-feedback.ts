"use client";

import { useCallback, useEffect, useRef } from "react";
import { useStoredJson, writeStored } from "@/hooks/use-stored-value";

/** What a read ended as, for the sound and the vibration. */
export type DoorOutcome = "accepted" | "duplicate" | "refused";

export interface DoorFeedbackSettings {
  sound: boolean;
  vibration: boolean;
}

const STORAGE_KEY = "t26.staff.feedback";

/** Vibration patterns (ms): one short buzz, two quick ones, one long. */
export const VIBRATION: Record<DoorOutcome, number[]> = {
  accepted: [90],
  duplicate: [70, 60, 70],
  refused: [400],
};

/** Tones (Hz, ms): rising for welcome, a double beep for "already in", low and long for a refusal. */
const TONES: Record<DoorOutcome, { type: OscillatorType; notes: [number, number][] }> = {
  accepted: {
    type: "sine",
    notes: [
      [880, 110],
      [1320, 140],
    ],
  },
  duplicate: {
    type: "triangle",
    notes: [
      [660, 90],
      [0, 60],
      [660, 90],
    ],
  },
  refused: { type: "square", notes: [[220, 420]] },
};

type AudioContextClass = typeof AudioContext;

/**
 * The reader's sound and vibration for each result, each of which staff can mute (kept on this
 * device). Sounds are WebAudio oscillator tones: no files to download or cache.
 */
export function useDoorFeedback() {
  const stored = useStoredJson<Partial<DoorFeedbackSettings>>("local", STORAGE_KEY);
  const settings: DoorFeedbackSettings = {
    sound: stored.value?.sound !== false,
    vibration: stored.value?.vibration !== false,
  };
  const current = useRef(settings);
  useEffect(() => {
    current.current = settings;
  });
  const audio = useRef<AudioContext | null>(null);

  // Browsers start audio only after a gesture on the page: the first tap unlocks it.
  useEffect(() => {
    const unlock = () => {
      const Ctx = (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
        AudioContextClass | undefined;
      if (!Ctx) return;
      audio.current ??= new Ctx();
      void audio.current.resume?.().catch(() => {});
    };
    window.addEventListener("pointerdown", unlock, { once: true });
    window.addEventListener("keydown", unlock, { once: true });
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
    };
  }, []);

  const play = useCallback((outcome: DoorOutcome) => {
    const { sound, vibration } = current.current;
    if (vibration && typeof navigator.vibrate === "function") navigator.vibrate(VIBRATION[outcome]);
    if (!sound) return;
    try {
      const Ctx = window.AudioContext as AudioContextClass | undefined;
      if (!Ctx) return;
      const ctx = (audio.current ??= new Ctx());
      let t = ctx.currentTime;
      const { type, notes } = TONES[outcome];
      for (const [freq, ms] of notes) {
        if (freq > 0) {
          const osc = ctx.createOscillator();
          const gain = ctx.createGain();
          osc.type = type;
          osc.frequency.setValueAtTime(freq, t);
          gain.gain.setValueAtTime(0.18, t);
          gain.gain.exponentialRampToValueAtTime(0.001, t + ms / 1000);
          osc.connect(gain).connect(ctx.destination);
          osc.start(t);
          osc.stop(t + ms / 1000);
        }
        t += ms / 1000;
      }
    } catch {
      // No audio on this device: the colours and the vibration still tell.
    }
  }, []);

  const set = useCallback(
    (next: Partial<DoorFeedbackSettings>) =>
      writeStored("local", STORAGE_KEY, JSON.stringify({ ...current.current, ...next })),
    [],
  );

  return { settings, set, play };
}

/**
 * Keeps the screen on while the reader is open (Screen Wake Lock API). The browser releases the
 * lock when the page is hidden; it is taken again when the page is visible again.
 */
export function useWakeLock(active = true) {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let live = true;
    const acquire = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const s = await navigator.wakeLock.request("screen");
        if (!live) void s.release();
        else sentinel = s;
      } catch {
        // Battery saver or a denied permission: the reader works, the screen may dim.
      }
    };
    const onVisible = () => void acquire();
    void acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      live = false;
      document.removeEventListener("visibilitychange", onVisible);
      void sentinel?.release().catch(() => {});
    };
  }, [active]);
}
