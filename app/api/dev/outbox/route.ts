import { z } from "zod";
import { withApi } from "@/lib/server/api";
import { isProduction } from "@/lib/server/env";
import { notFound } from "@/lib/server/errors";
import { readDevOutbox } from "@/lib/server/services/messaging/read-dev-outbox";
import { e164Schema } from "@/lib/validations/auth";

// GET /api/dev/outbox?recipient=+55... — development/test only: the codes that would have been sent
export const GET = withApi({ access: "public", query: z.object({ recipient: e164Schema }) }, async ({ query }) => {
  if (isProduction()) throw notFound();
  return { messages: await readDevOutbox(query.recipient) };
});
