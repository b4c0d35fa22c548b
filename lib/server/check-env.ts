import { parseEnv } from "./env";

// Imported once at start-up by instrumentation.ts (Node runtime only).
try {
  parseEnv();
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
