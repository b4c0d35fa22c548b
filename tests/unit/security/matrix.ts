/**
 * Who may call what: the expected status of every API route × method × role, plus a valid request
 * for each (the bad-input corpus mutates it). Add an entry with every new route — core routes here,
 * a feature's routes in routes/<feature>.ts.
 */
import sharp from "sharp";
import { fileStorage, newKey } from "@/lib/server/storage/file-storage";
import { MAIN_PARTICIPANT } from "@/prisma/seed/index";
import { everyone, freshPhone, participantsOnly, staffOnly, type RouteCases } from "./matrix-kit";
import { ACCOUNT_ROUTES } from "./routes/account";
import { CHECKIN_ROUTES } from "./routes/checkin";
import { COMMUNITY_ROUTES } from "./routes/community";
import { NOTIFICATION_ROUTES } from "./routes/notifications";
import { PAYMENT_ROUTES } from "./routes/payments";
import { REGISTRATION_ROUTES } from "./routes/registration";
import { SCHEDULE_ROUTES } from "./routes/schedule";
import { TRANSPORT_ROUTES } from "./routes/transport";
import { makeParticipant } from "@/tests/unit/factories";

export * from "./matrix-kit";

async function throwawayParticipant(): Promise<string> {
  return (await makeParticipant({ fullName: "Conta Descartável" })).id;
}

const CORE: Record<string, RouteCases> = {
  "/api/auth/[...nextauth]": {
    skip: "next-auth's own endpoints (csrf, credentials callbacks, session, signout): covered by the login e2e specs",
  },
  "/api/auth/callback/participant-otp": {
    skip: "next-auth's credentials callback, answered by our own handler: lib/server/auth/participant-otp-callback.test.ts sends the same requests (CSRF, bad bodies, wrong codes) through next-auth's handler and ours and compares the answers; the login e2e specs sign in through it",
  },
  "/api/auth/login/code": {
    POST: {
      request: (f) => ({ body: { countryCode: "+55", phone: freshPhone(f) } }),
      expect: everyone("ok"),
    },
  },
  "/api/auth/staff/login": {
    POST: {
      request: () => ({ body: { username: "staff", password: "together2026" } }),
      expect: everyone("ok"),
    },
  },
  "/api/auth/staff/resend": {
    POST: { request: () => ({ body: { challenge: "forged.challenge.value" } }), expect: everyone(401) },
  },
  "/api/bench/bare": {
    GET: { expect: everyone("ok") },
    POST: { request: () => ({ body: { type: "event", itemId: "x" } }), expect: everyone("ok") },
  },
  "/api/dev/outbox": {
    GET: { request: () => ({ query: { recipient: MAIN_PARTICIPANT.phone } }), expect: everyone("ok") },
  },
  "/api/health": { GET: { expect: everyone("ok") } },
  "/api/uploads/[...key]": {
    GET: {
      request: async () => {
        const key = newKey("matrix", "png");
        await fileStorage().put(
          key,
          await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } })
            .png()
            .toBuffer(),
          "image/png",
        );
        return { params: { key } };
      },
      expect: everyone("ok"),
    },
  },
  "/api/me": {
    GET: { expect: participantsOnly },
    // Erasing one's own account: the participant roles act as a fresh adult, never A or B.
    DELETE: {
      actAs: throwawayParticipant,
      request: () => ({ body: { confirm: true } }),
      expect: participantsOnly,
    },
  },
  "/api/me/data-export": { GET: { expect: participantsOnly } },
  "/api/preferences/locale": {
    POST: { request: () => ({ body: { locale: "pt" } }), expect: everyone("ok") },
  },
  "/api/staff/me": { GET: { expect: staffOnly } },
};

export const MATRIX: Record<string, RouteCases> = {
  ...CORE,
  ...REGISTRATION_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...SCHEDULE_ROUTES,
  ...COMMUNITY_ROUTES,
  ...CHECKIN_ROUTES,
  ...ACCOUNT_ROUTES,
  ...PAYMENT_ROUTES,
  ...TRANSPORT_ROUTES,
};
