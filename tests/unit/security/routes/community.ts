/** Authorization-matrix entries for the community feature's API routes (see ../matrix-kit.ts for the helpers). */
import type { RouteCases } from "../matrix-kit";

export const COMMUNITY_ROUTES: Record<string, RouteCases> = {};
