"use client";

import { useEffect, useState } from "react";
import { SwitchBase } from "@/components/ui/switch-base";
import { isIos, isStandalone } from "@/components/pwa/platform";
import { apiFetch } from "@/lib/api-client";
import type { SettingsLabels } from "./settings-labels";
import type { SettingsLooks } from "./settings-looks";
import { toast } from "@/lib/toast";
import type { PushPublicKey } from "@/lib/server/services/notifications/push";

function keyBytes(base64url: string) {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** "install": iOS Safari, where web push exists only for the app added to the home screen. */
type State = "unsupported" | "install" | "denied" | "off" | "on" | "busy";

/** 'Notificações neste aparelho': subscribes this browser to web push (service worker + VAPID). */
export function PushToggle({
  texts: t,
  install,
  looks,
}: {
  texts: SettingsLabels["settings"];
  install: SettingsLabels["install"];
  /** The install steps and the parts' classes, from the server page (./settings-looks.tsx). */
  looks: SettingsLooks;
}) {
  const [state, setState] = useState<State>("busy");

  useEffect(() => {
    (async () => {
      if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
        return setState(isIos() && !isStandalone() ? "install" : "unsupported");
      if (Notification.permission === "denied") return setState("denied");
      const reg = await navigator.serviceWorker.getRegistration();
      const sub = await reg?.pushManager.getSubscription();
      setState(sub ? "on" : "off");
    })().catch(() => setState("unsupported"));
  }, []);

  async function toggle(on: boolean) {
    setState("busy");
    try {
      const reg = await navigator.serviceWorker.ready;
      if (on) {
        if ((await Notification.requestPermission()) !== "granted") return setState("denied");
        const { publicKey } = await apiFetch<PushPublicKey>("/api/push/subscription");
        const sub = await reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        });
        await apiFetch("/api/push/subscription", { body: sub.toJSON() });
        setState("on");
      } else {
        const sub = await reg.pushManager.getSubscription();
        if (sub) {
          await apiFetch("/api/push/subscription", { method: "DELETE", body: { endpoint: sub.endpoint } });
          await sub.unsubscribe();
        }
        setState("off");
      }
    } catch {
      toast.error(t.pushFailed);
      setState(on ? "off" : "on");
    }
  }

  if (state === "install")
    return (
      <div className="space-y-2 px-4 py-3.5" data-testid="push-install">
        <p className="font-medium">{t.push}</p>
        <p className="text-sm text-muted-foreground">{install.pushNeedsInstall}</p>
        {looks.installSteps}
      </div>
    );
  if (state === "unsupported")
    return <p className="px-4 py-3 text-sm text-muted-foreground">{t.pushUnsupported}</p>;
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3.5">
      <label data-slot="label" className={looks.label.switch} htmlFor="settings-push">
        <span className="font-medium">{t.push}</span>
        <span className="text-sm font-normal text-muted-foreground">
          {state === "denied" ? t.pushDenied : t.pushText}
        </span>
      </label>
      <SwitchBase
        className={looks.switch}
        id="settings-push"
        checked={state === "on"}
        disabled={state === "busy" || state === "denied"}
        onCheckedChange={(v) => void toggle(v)}
        data-testid="settings-push"
      />
    </div>
  );
}
