import "server-only";
import { rawWrite } from "@/lib/server/raw-write";
import { sqliteDate } from "@/lib/server/raw-read";
import { newRowId } from "@/lib/server/row-id";
import type { CodeMessage, CodeSender } from "./code-sender";

const COLUMNS = `"id", "channel", "recipient", "code", "body", "createdAt"`;

/** Development and tests: the "sent" code is logged and kept in a table read by /api/dev/outbox. */
export class DevOutboxSender implements CodeSender {
  async send(message: CodeMessage): Promise<void> {
    // One insert on the driver (the login code's hot path in the bench and e2e, docs/performance.md).
    const row = [
      newRowId(),
      "whatsapp",
      message.to,
      message.code,
      `Together 2026 ${message.purpose}: ${message.code}`,
    ];
    const now = new Date();
    await rawWrite({
      name: "t26-dev-outbox-insert",
      sqlite: {
        text: `INSERT INTO "DevOutboxMessage" (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`,
        values: [...row, sqliteDate(now)],
      },
      postgres: {
        text: `INSERT INTO "DevOutboxMessage" (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6::timestamp(3))`,
        values: [...row, now.toISOString()],
      },
    });
    // The same line console.info printed, written directly: Next wraps the server's console
    // (dimming, exit tracking), a cost on every code the bench and e2e ask for.
    process.stdout.write(`[dev-outbox] ${message.purpose} code for ${message.to}: ${message.code}\n`);
  }
}
