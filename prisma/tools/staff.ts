/**
 * Staff accounts on the database of DATABASE_URL (from the environment or .env):
 *
 *   npm run staff:create -- --username ana --name "Ana Lima" --phone +5581988887777
 *   npm run staff:disable -- --username ana
 *
 * The password comes from STAFF_PASSWORD or, on a terminal, from a prompt that does not echo it
 * (asked twice). At least 12 characters, not a common password.
 */
import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { DEFAULT_DATABASE_URL, createPrismaClient } from "../../lib/db-client";
import { StaffAccountError, createStaffAccount, disableStaffAccount } from "./staff-accounts";

function ask(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Echo nothing while the password is typed.
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    process.stdout.write(question);
    output._writeToOutput = () => {};
    rl.question("", (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function password(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY)
    throw new StaffAccountError("set STAFF_PASSWORD, or run this on a terminal to be asked for it");
  const first = await ask("Password (at least 12 characters): ");
  const second = await ask("Password again: ");
  if (first !== second) throw new StaffAccountError("the two passwords differ");
  return first;
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      username: { type: "string" },
      name: { type: "string" },
      phone: { type: "string" },
    },
  });
  if (existsSync(".env")) process.loadEnvFile(".env");
  const db = createPrismaClient(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  try {
    if (command === "create") {
      if (!values.username || !values.name || !values.phone)
        throw new StaffAccountError(
          'usage: npm run staff:create -- --username U --name "Full Name" --phone +55…',
        );
      const staff = await createStaffAccount(db, {
        username: values.username,
        name: values.name,
        phone: values.phone,
        password: await password(),
      });
      console.log(
        `staff: created "${staff.username}" (${staff.name}); codes go to …${staff.phone.slice(-4)}`,
      );
    } else if (command === "disable") {
      if (!values.username) throw new StaffAccountError("usage: npm run staff:disable -- --username U");
      const res = await disableStaffAccount(db, values.username);
      console.log(`staff: disabled "${res.username}", ${res.sessionsEnded} session(s) ended`);
    } else {
      throw new StaffAccountError("usage: staff.ts create|disable …");
    }
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(`staff: ${error instanceof StaffAccountError ? error.message : String(error)}`);
  process.exitCode = error instanceof StaffAccountError ? 2 : 1;
});
