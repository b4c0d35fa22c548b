/** Types of build-state.mjs for the TypeScript scripts that share it. */
export const BUILD_ID: string;
/** Why `.next` is stale (a sentence), or null when it is a build of the current sources. */
export function buildNeeded(): string | null;
