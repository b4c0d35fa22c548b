/** Authorization-matrix entries for the registration feature's API routes (see ../matrix-kit.ts for the helpers). */
import type { RouteCases } from "../matrix-kit";

export const REGISTRATION_ROUTES: Record<string, RouteCases> = {};
