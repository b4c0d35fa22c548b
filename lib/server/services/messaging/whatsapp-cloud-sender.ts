import "server-only";
import type { CodeMessage, CodeSender } from "./code-sender";

export interface WhatsAppConfig {
  apiBase: string;
  token: string;
  phoneNumberId: string;
  templateName: string;
  templateLanguage: string;
  /** Injected in tests; defaults to the global fetch. */
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** The Cloud API body for an authentication template: the code in the body and the copy-code button. */
export function whatsappTemplateBody(
  config: Pick<WhatsAppConfig, "templateName" | "templateLanguage">,
  message: CodeMessage,
) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to.replace(/^\+/, ""),
    type: "template",
    template: {
      name: config.templateName,
      language: { code: config.templateLanguage },
      components: [
        { type: "body", parameters: [{ type: "text", text: message.code }] },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: message.code }] },
      ],
    },
  };
}

export class WhatsAppCloudSender implements CodeSender {
  constructor(private readonly config: WhatsAppConfig) {}

  async send(message: CodeMessage): Promise<void> {
    const { apiBase, phoneNumberId, token, fetchImpl = fetch, timeoutMs = 10_000 } = this.config;
    const res = await fetchImpl(
      `${apiBase.replace(/\/$/, "")}/${encodeURIComponent(phoneNumberId)}/messages`,
      {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify(whatsappTemplateBody(this.config, message)),
        signal: AbortSignal.timeout(timeoutMs),
      },
    );
    if (!res.ok) {
      const detail = await res.text().catch(() => "");
      throw new Error(`WhatsApp Cloud API answered ${res.status}: ${detail.slice(0, 300)}`);
    }
  }
}
