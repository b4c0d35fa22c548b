import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { E2E_AUTH_SECRET } from "./env";

export type SessionDatabase = { sqliteFile: string } | { pgUrl: string };

/**
 * A session cookie made without the UI, for load tests: a server-side session row written
 * straight into the server's database and a JWT naming it, as the app would issue them. A cookie
 * without its row is refused by the server (lib/server/auth/auth-session.ts).
 */
export async function sessionCookie(
  { sub, role }: { sub: string; role: "participant" | "staff" },
  database: SessionDatabase,
): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + 6 * 60 * 60 * 1000);
  const owner = role === "staff" ? "staffId" : "userId";
  if ("sqliteFile" in database) {
    const db = new Database(database.sqliteFile);
    try {
      db.pragma("busy_timeout = 5000");
      // Prisma's SQLite adapter stores DateTime as ISO text.
      const iso = (d: Date) => d.toISOString().replace("Z", "+00:00");
      db.prepare(`INSERT INTO AuthSession (id, ${owner}, expiresAt, createdAt) VALUES (?, ?, ?, ?)`).run(
        sid,
        sub,
        iso(expiresAt),
        iso(new Date()),
      );
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: database.pgUrl });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO "AuthSession" ("id", "${owner}", "expiresAt", "createdAt") VALUES ($1, $2, $3, now())`,
        [sid, sub, expiresAt],
      );
    } finally {
      await client.end();
    }
  }
  return `t26.session=${await encode({ token: { sub, role, sid }, secret: E2E_AUTH_SECRET })}`;
}
