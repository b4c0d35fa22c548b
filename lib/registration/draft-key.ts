/**
 * The tab's sessionStorage key of the registration draft, as ./draft.ts's DRAFT_STORAGE_KEY
 * (app/first-load-legal.test.ts checks they are equal): /dependents/instructions' start link clears
 * the draft without the draft's helpers in its first load. Not imported by ./draft.ts: as a module of
 * its own there it made the registration screens heavier (+2 to +9 B gzip each, measured).
 */
export const DRAFT_STORAGE_KEY = "t26.registration";
