import { parseEnv } from "./env";

// Imported once at start-up by instrumentation.ts (Node runtime only).
try {
  const e = parseEnv();
  if (e.APP_ENV === "production" && e.PAYMENTS_PROVIDER === "simulated")
    console.warn(
      "\n*** WARNING: PAYMENTS_PROVIDER=simulated in production — no money is collected; every PIX and card payment is accepted by the simulator. Only for a free event. ***\n",
    );
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
