import { withApi } from "@/lib/server/api";
import { getStaffProfile } from "@/lib/server/services/staff/get-staff-profile";

// GET /api/staff/me — the signed-in staff member (staff sessions only)
export const GET = withApi({ access: "staff" }, async ({ session }) => getStaffProfile(session.id));
