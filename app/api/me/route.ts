import { withApi } from "@/lib/server/api";
import { getMenuProfile } from "@/lib/server/services/users/get-menu-profile";

// GET /api/me — the signed-in participant's summary (participant sessions only)
export const GET = withApi({ access: "participant" }, async ({ session }) => getMenuProfile(session.id));
