"use client";

import type * as NextAuthClient from "next-auth/react";
import { useEffect } from "react";

export interface AuthFailure {
  code: string;
  message: string;
  status?: number;
}

type AuthClient = typeof NextAuthClient;
let loading: Promise<AuthClient> | null = null;

/**
 * next-auth's client (~10 KB gzip with its Babel helpers) is not in the code screens' first load:
 * it is fetched when the screen opens (`useSignInPreload`), while the person reads the message and
 * types five digits, and awaited by the sign-in (docs/performance.md, "First-load JavaScript").
 * A failed load (offline) is tried again on the next call.
 */
function loadAuthClient(): Promise<AuthClient> {
  return (loading ??= import("next-auth/react").catch((error: unknown) => {
    loading = null;
    throw error;
  }));
}

/** Starts loading next-auth's client once the screen has mounted (the code screens). */
export function useSignInPreload() {
  useEffect(() => {
    loadAuthClient().catch(() => {}); // the sign-in loads it again, and says so if it cannot
  }, []);
}

/**
 * next-auth credentials sign-in; our authorize() reports failures as the JSON error body. A
 * client that cannot be loaded (offline) or a request that throws is the fallback message.
 */
export async function credentialsSignIn(
  provider: "participant-otp" | "participant-register" | "staff-2fa",
  credentials: Record<string, string>,
  fallbackMessage: string,
): Promise<AuthFailure | null> {
  let result: Awaited<ReturnType<AuthClient["signIn"]>>;
  try {
    const { signIn } = await loadAuthClient();
    result = await signIn(provider, { ...credentials, redirect: false });
  } catch {
    return { code: "NETWORK", message: fallbackMessage };
  }
  if (result?.ok && !result.error) return null;
  try {
    return JSON.parse(result?.error ?? "") as AuthFailure;
  } catch {
    return { code: "INTERNAL", message: fallbackMessage };
  }
}
