import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { pgTimestamp } from "../sqlite-date";
import type { Role } from "./session";

/**
 * The server-side session check of one request, folded into the request's first read on
 * PostgreSQL (docs/performance.md): the same read by primary key as authSessionActive, but in the
 * statement the route runs anyway, so a request costs one round trip less. The guarantee does not
 * change: no answer leaves withApi until a statement has found the session's row alive (in the
 * data statement's own snapshot, i.e. no earlier than the separate read would have); a route
 * that runs no foldable read gets the separate read before its answer, and a dead session is a 401
 * whatever the route did.
 *
 * Only reads may run before the check: routes opt in (withApi's `foldSession`), GET routes that
 * only read, and the door's scan, which takes the check into its own writing statement and
 * confirms it (`sessionConfirmed`) before any other write.
 */
export interface SessionCheck {
  sid: string;
  sub: string;
  role: Role;
  /** pending: no statement has checked it yet; claimed: one is running; then alive or dead. */
  state: "pending" | "claimed" | "alive" | "dead";
}

const current = new AsyncLocalStorage<SessionCheck>();

/** Runs a route's work with its session check still to be done (withApi). */
export function runWithSessionCheck<T>(check: SessionCheck, fn: () => Promise<T>): Promise<T> {
  return current.run(check, fn);
}

/**
 * Work shared between requests (a cache's load for every concurrent miss) must not carry one
 * request's check: a dead session would fail everyone's load.
 */
export function withoutSessionCheck<T>(fn: () => T): T {
  return current.exit(fn);
}

/** The request's unchecked session, which the caller's statement now takes on (or null). */
export function claimSessionCheck(): SessionCheck | null {
  const check = current.getStore();
  if (!check || check.state !== "pending") return null;
  check.state = "claimed";
  return check;
}

/** What the claiming statement found; a statement that failed gives the check back. */
export function settleSessionCheck(check: SessionCheck, alive: boolean | null): void {
  if (check.state === "dead") return; // once found dead, dead for the rest of the request
  check.state = alive === null ? "pending" : alive ? "alive" : "dead";
}

/**
 * The SQL test (PostgreSQL) of a live session — the same as authSessionActive: the row, its
 * subject in the role's column (`subject`, a column of "AuthSession" s), not expired at `now`.
 */
const liveSession = (sid: string, subject: string, sub: string, now: string) =>
  `EXISTS (SELECT 1 FROM "AuthSession" s WHERE s."id" = ${sid} AND ${subject} = ${sub} AND s."expiresAt" > ${now}::timestamp(3))`;

/** The live-session test for `check`, with its three parameters at `$first`.. (liveSessionValues). */
export function liveSessionSql(check: SessionCheck, first: number): string {
  const column = check.role === "staff" ? "staffId" : "userId";
  return liveSession(`$${first}`, `s."${column}"`, `$${first + 1}`, `$${first + 2}`);
}

/**
 * The same test for a session given by SQL expressions (a row of a batch): its id, its subject and
 * its role ('staff' or 'participant'), not expired at `now`.
 */
export function liveSessionRowSql(sid: string, sub: string, role: string, now: string): string {
  return liveSession(sid, `(CASE WHEN ${role} = 'staff' THEN s."staffId" ELSE s."userId" END)`, sub, now);
}

export function liveSessionValues(check: SessionCheck, now = new Date()): unknown[] {
  return [check.sid, check.sub, pgTimestamp(now)];
}

/** The check's state for this request (null outside a folded request). */
export function pendingCheck(): SessionCheck | null {
  return current.getStore() ?? null;
}
