import { z } from "zod";
import { withApi } from "@/lib/server/api";
import { isProduction } from "@/lib/server/env";
import { notFound } from "@/lib/server/errors";
import { readDevOutbox } from "@/lib/server/services/messaging/read-dev-outbox";
import { e164Schema } from "@/lib/validations/auth";

const querySchema = z.object({ recipient: e164Schema });

// GET /api/dev/outbox?recipient=+55... — development/test only: the codes that would have been sent.
// In production it answers 404 before looking at the query, as if it did not exist.
export const GET = withApi({ access: "public" }, async ({ req }) => {
  if (isProduction()) throw notFound();
  const { recipient } = querySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return { messages: await readDevOutbox(recipient) };
});
