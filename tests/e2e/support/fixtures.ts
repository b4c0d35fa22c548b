/**
 * The e2e suite's `test`: Playwright's, plus two fixtures every spec shares. Import `test` and
 * `expect` from here instead of "@playwright/test".
 *
 * - `shot(page, name)`: a full-page screenshot into this test's output folder
 *   (test-results/<test>/<name>.png), attached to the report.
 * - `db`: read-only SQL on the database the e2e servers use (tests/.tmp/e2e.db), for the facts a
 *   spec needs that the UI does not show (ids, counts, a free event). Opened on first use, closed
 *   after the test; every statement reads the latest committed state.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { test as base, type Page } from "@playwright/test";
import { E2E_DATABASE_FILE } from "./env";

const ROOT = path.resolve(__dirname, "../../..");

export interface E2eDb {
  /** The first row of a query, or undefined when there is none. */
  get<T>(sql: string, ...params: unknown[]): T | undefined;
  /** The first row of a query; throws naming the query when there is none. */
  one<T>(sql: string, ...params: unknown[]): T;
  all<T>(sql: string, ...params: unknown[]): T[];
  /** A consistent copy of the whole database at `file` (SQLite's online backup). */
  backup(file: string): Promise<void>;
}

export type Shot = (page: Page, name: string) => Promise<void>;

// The second argument of a fixture hands its value to the test (Playwright calls it `use`; renamed
// so React's hook rules do not mistake it for React's `use`).
export const test = base.extend<{ shot: Shot; db: E2eDb }>({
  shot: async ({}, provide, testInfo) => {
    await provide(async (page, name) => {
      const file = testInfo.outputPath(`${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(name, { path: file, contentType: "image/png" });
    });
  },
  db: async ({}, provide) => {
    let connection: Database.Database | undefined;
    const open = () =>
      (connection ??= new Database(path.join(ROOT, E2E_DATABASE_FILE), {
        readonly: true,
        fileMustExist: true,
      }));
    const get = <T>(sql: string, ...params: unknown[]) =>
      open()
        .prepare(sql)
        .get(...params) as T | undefined;
    try {
      await provide({
        get,
        one: <T>(sql: string, ...params: unknown[]) => {
          const row = get<T>(sql, ...params);
          if (row === undefined) throw new Error(`no row for: ${sql}`);
          return row;
        },
        all: <T>(sql: string, ...params: unknown[]) =>
          open()
            .prepare(sql)
            .all(...params) as T[],
        backup: async (file) => {
          await open().backup(file);
        },
      });
    } finally {
      connection?.close();
    }
  },
});

export { expect } from "@playwright/test";
