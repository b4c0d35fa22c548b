/** Authorization-matrix entries for the checkin feature's API routes (see ../matrix-kit.ts for the helpers). */
import type { RouteCases } from "../matrix-kit";

export const CHECKIN_ROUTES: Record<string, RouteCases> = {};
