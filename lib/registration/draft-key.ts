/**
 * The tab's sessionStorage key of the registration draft (./draft.ts): its own module so that
 * /dependents/instructions' start link clears the draft without the draft's helpers in its first load.
 */
export const DRAFT_STORAGE_KEY = "t26.registration";
