/** Authorization-matrix entries for the account feature's API routes (see ../matrix-kit.ts for the helpers). */
import type { RouteCases } from "../matrix-kit";

export const ACCOUNT_ROUTES: Record<string, RouteCases> = {};
