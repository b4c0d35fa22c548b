import "server-only";
import { db } from "@/lib/server/db";
import type { CodeMessage, CodeSender } from "./code-sender";

/** Development and tests: the "sent" code is logged and kept in a table read by /api/dev/outbox. */
export class DevOutboxSender implements CodeSender {
  async send(message: CodeMessage): Promise<void> {
    await db.devOutboxMessage.create({
      data: {
        channel: "whatsapp",
        recipient: message.to,
        code: message.code,
        body: `Together 2026 ${message.purpose}: ${message.code}`,
      },
    });
    console.info(`[dev-outbox] ${message.purpose} code for ${message.to}: ${message.code}`);
  }
}
