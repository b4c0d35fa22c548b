import "server-only";
import type { AppLocale } from "@/lib/i18n/config";
import { env } from "@/lib/server/env";
import { DevOutboxSender } from "./dev-outbox-sender";
import { WhatsAppCloudSender } from "./whatsapp-cloud-sender";

export interface CodeMessage {
  /** E.164 phone number. */
  to: string;
  code: string;
  purpose: "LOGIN" | "REGISTER" | "STAFF_2FA";
  locale: AppLocale;
}

/** Delivers one-time codes. Production: WhatsApp Business Cloud API; elsewhere a dev outbox. */
export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
}

let override: CodeSender | undefined;

/** Tests swap the sender (e.g. to one pointed at a local fake server). */
export function setCodeSenderForTests(sender: CodeSender | undefined) {
  override = sender;
}

export function codeSender(): CodeSender {
  if (override) return override;
  const e = env();
  if (e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_TEMPLATE_NAME) {
    return new WhatsAppCloudSender({
      apiBase: e.WHATSAPP_API_BASE,
      token: e.WHATSAPP_TOKEN,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      templateName: e.WHATSAPP_TEMPLATE_NAME,
      templateLanguage: e.WHATSAPP_TEMPLATE_LANGUAGE,
    });
  }
  // env validation refuses APP_ENV=production without WhatsApp; this is a second lock.
  if (e.APP_ENV === "production") throw new Error("No code sender configured in production");
  return new DevOutboxSender();
}
