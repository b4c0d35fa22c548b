/** Types of server-node-flags.mjs for the TypeScript code that shares it. */
export const SERVER_NODE_FLAGS: readonly string[];
