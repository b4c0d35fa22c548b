import { withApi } from "@/lib/server/api";
import { listDependents } from "@/lib/server/services/dependents/dependents";

// GET /api/dependents — the logged-in adult's dependents with their upcoming enrolments.
export const GET = withApi({ access: "participant" }, async ({ session }) => ({
  dependents: await listDependents(session.id),
}));
