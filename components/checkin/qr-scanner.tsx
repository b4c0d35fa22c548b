"use client";

import type { IScannerControls } from "@zxing/browser";
import { CameraOffIcon } from "@/components/icons/svg/camera-off";
import { FlashlightIcon } from "@/components/icons/svg/flashlight";
import { FlashlightOffIcon } from "@/components/icons/svg/flashlight-off";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export type CameraProblem = "denied" | "absent" | "insecure" | "failed";

/** The scanner's texts (the `scanner` messages), for a screen that translates on its server. */
export interface QrScannerLabels {
  problem: Record<CameraProblem, string>;
  useManual: string;
  videoLabel: string;
  torchOn: string;
  torchOff: string;
}

export interface QrScannerProps {
  /** Called for every decoded text; the parent decides about locks and repeats. */
  onDecode: (text: string) => void;
  /** Reported once when the camera cannot be used (the parent shows its manual field). */
  onProblem?: (problem: CameraProblem) => void;
  paused?: boolean;
  /** What the camera-problem panel says to do instead (default: type the member code below). */
  manualHint?: string;
  className?: string;
  /**
   * Milliseconds between decode attempts, and after a decoded code. The staff door reads often and
   * must answer fast (a person waits); the default is gentler on a phone's battery.
   */
  scanDelays?: { attempt: number; success: number };
}

function classify(error: unknown): CameraProblem {
  const name = (error as { name?: string })?.name;
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError")
    return "absent";
  return "failed";
}

/**
 * Continuous QR decoding from the camera (@zxing/browser), rear camera preferred, torch when the
 * device has one. Camera problems become a translated message, not a log line. The texts come
 * translated (`labels`): /rewards' server gives them; ./qr-scanner-translated.tsx's QrScanner translates them
 * in the browser (the staff's reader).
 */
export function QrScannerView({
  onDecode,
  onProblem,
  paused = false,
  manualHint,
  className,
  scanDelays,
  labels: t,
}: QrScannerProps & { labels: QrScannerLabels }) {
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<IScannerControls | null>(null);
  // The camera starts once; it reads the latest props through refs instead of restarting.
  const decodeRef = useRef(onDecode);
  const problemRef = useRef(onProblem);
  const pausedRef = useRef(paused);
  const delays = useRef(scanDelays ?? { attempt: 120, success: 400 });
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [torch, setTorch] = useState<{ available: boolean; on: boolean }>({ available: false, on: false });

  useEffect(() => {
    decodeRef.current = onDecode;
    problemRef.current = onProblem;
    pausedRef.current = paused;
  });

  useEffect(() => {
    let cancelled = false;
    const report = (p: CameraProblem) => {
      if (cancelled) return;
      setProblem(p);
      problemRef.current?.(p);
    };
    if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
      report("insecure");
      return;
    }
    (async () => {
      try {
        // The decoder (~120 KB gzip) loads when the camera opens, not with the page
        // (docs/performance.md, "First-load JavaScript").
        const { BrowserQRCodeReader } = await import("@zxing/browser");
        if (cancelled) return;
        const reader = new BrowserQRCodeReader(undefined, {
          delayBetweenScanAttempts: delays.current.attempt,
          delayBetweenScanSuccess: delays.current.success,
        });
        const c = await reader.decodeFromConstraints(
          { audio: false, video: { facingMode: { ideal: "environment" } } },
          video.current!,
          (result) => {
            if (result && !pausedRef.current) decodeRef.current(result.getText());
          },
        );
        if (cancelled) {
          c.stop();
          return;
        }
        controls.current = c;
        setTorch({ available: typeof c.switchTorch === "function", on: false });
      } catch (error) {
        report(classify(error));
      }
    })();
    return () => {
      cancelled = true;
      controls.current?.stop();
      controls.current = null;
    };
  }, []);

  async function toggleTorch() {
    const next = !torch.on;
    await controls.current?.switchTorch?.(next);
    setTorch({ available: true, on: next });
  }

  return (
    <div
      className={cn("relative overflow-hidden rounded-2xl bg-black", className)}
      data-testid="scanner"
      data-state={problem ? "problem" : "live"}
    >
      {problem ? (
        <div
          className="flex aspect-square flex-col items-center justify-center gap-3 p-6 text-center text-white"
          role="alert"
          data-testid="camera-problem"
        >
          <CameraOffIcon className="size-10 opacity-70" aria-hidden="true" />
          <p className="font-medium">{t.problem[problem]}</p>
          <p className="text-sm text-white/70">{manualHint ?? t.useManual}</p>
        </div>
      ) : (
        <>
          <video
            ref={video}
            muted
            playsInline
            className="aspect-square w-full object-cover"
            aria-label={t.videoLabel}
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[15%] rounded-3xl border-4 border-white/80 shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]"
          />
          {torch.available && (
            <Button
              type="button"
              size="icon"
              variant="secondary"
              onClick={toggleTorch}
              aria-pressed={torch.on}
              aria-label={torch.on ? t.torchOff : t.torchOn}
              className="absolute right-3 bottom-3 rounded-full"
            >
              {torch.on ? <FlashlightOffIcon aria-hidden="true" /> : <FlashlightIcon aria-hidden="true" />}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
