/** Authorization-matrix entries for the schedule feature's API routes (see ../matrix-kit.ts for the helpers). */
import type { RouteCases } from "../matrix-kit";

export const SCHEDULE_ROUTES: Record<string, RouteCases> = {};
