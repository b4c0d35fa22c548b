// Is `.next` a build of the current sources? Used by the e2e servers and the bench, so neither
// runs (or measures) an old build after the code changed.
import fs from "node:fs";
import path from "node:path";

// Inputs of `next build`: a build older than any of these is stale.
const SOURCE_DIRS = ["app", "components", "hooks", "lib", "messages", "public"];
const SOURCE_FILES = [
  "next.config.ts",
  "global.d.ts",
  "instrumentation.ts",
  "proxy.ts",
  "middleware.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
export const BUILD_ID = ".next/BUILD_ID";

function newestSource() {
  let newest = 0;
  let newestPath = "";
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return; // optional file or directory
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== "node_modules") visit(path.join(p, name));
    } else if (st.mtimeMs > newest) {
      newest = st.mtimeMs;
      newestPath = p;
    }
  };
  [...SOURCE_DIRS, ...SOURCE_FILES].forEach(visit);
  return { newest, newestPath };
}

/**
 * Why a build is needed (relative to the working directory, the project root), or null when
 * `.next/BUILD_ID` is newer than every source.
 */
export function buildNeeded() {
  if (!fs.existsSync(BUILD_ID)) return "there is no build";
  const { newest, newestPath } = newestSource();
  return fs.statSync(BUILD_ID).mtimeMs > newest ? null : `${newestPath} changed after the last build`;
}
