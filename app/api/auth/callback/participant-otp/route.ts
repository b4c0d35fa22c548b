import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/server/auth/options";
import { participantOtpCallback } from "@/lib/server/auth/participant-otp-callback";

// POST /api/auth/callback/participant-otp — a participant signs in with the phone code: next-auth's
// credentials callback, answered by our own handler (same CSRF check, answers and cookie; the
// sign-in's hot path, docs/performance.md). This segment takes the path from [...nextauth].
export const POST = (req: NextRequest) => participantOtpCallback(req);

// GET: next-auth's own answer, as before (a credentials callback is POST only).
export const GET = (req: NextRequest) =>
  NextAuth(authOptions())(req, { params: Promise.resolve({ nextauth: ["callback", "participant-otp"] }) });
