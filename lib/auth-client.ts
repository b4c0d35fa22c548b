"use client";

import { signIn } from "next-auth/react";

export interface AuthFailure {
  code: string;
  message: string;
  status?: number;
}

/** next-auth credentials sign-in; our authorize() reports failures as the JSON error body. */
export async function credentialsSignIn(
  provider: "participant-otp" | "participant-register" | "staff-2fa",
  credentials: Record<string, string>,
  fallbackMessage: string,
): Promise<AuthFailure | null> {
  const result = await signIn(provider, { ...credentials, redirect: false });
  if (result?.ok && !result.error) return null;
  try {
    return JSON.parse(result?.error ?? "") as AuthFailure;
  } catch {
    return { code: "INTERNAL", message: fallbackMessage };
  }
}
