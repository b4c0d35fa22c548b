"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import type { StaffLoginStarted } from "@/lib/server/services/auth/start-staff-login";
import { LOGIN_LIMITS } from "@/lib/validations/limits";

export const STAFF_STORAGE_KEY = "t26.staffLogin";
/** The staff login kept in sessionStorage for the second factor: the login route's answer. */
export type PendingStaffLogin = StaffLoginStarted;

export function StaffLoginForm() {
  const t = useTranslations("staffLogin");
  const common = useTranslations("common");
  const router = useRouter();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ready = username.trim() !== "" && password !== "";

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!ready || sending) return;
    setSending(true);
    setError(null);
    try {
      const res = await apiFetch<PendingStaffLogin>("/api/auth/staff/login", {
        body: { username: username.trim(), password },
      });
      window.sessionStorage.setItem(STAFF_STORAGE_KEY, JSON.stringify(res));
      router.push("/app-checkin/validation");
    } catch (err) {
      setError(errorMessage(err, common("retry")));
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="space-y-1.5">
        <Label htmlFor="staff-username">{t("username")}</Label>
        <Input
          id="staff-username"
          data-testid="staff-username"
          autoComplete="username"
          autoCapitalize="none"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          maxLength={LOGIN_LIMITS.usernameMax}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="staff-password">{t("password")}</Label>
        <Input
          id="staff-password"
          data-testid="staff-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={LOGIN_LIMITS.passwordMax}
        />
      </div>
      {error && (
        <p
          role="alert"
          className="text-sm font-medium text-red-600 dark:text-red-400"
          data-testid="staff-error"
        >
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={!ready || sending} data-testid="staff-continue">
        {sending ? t("sending") : t("continue")}
      </Button>
    </form>
  );
}
