#!/usr/bin/env bash
# Bootstrap wrapper, like a Gradle wrapper: brings Node 24 and pnpm from the npm registry into
# .tools/ when the machine lacks them, installs the workspace, then runs a root package script
# (start, test, dev, bench, cli ...).
set -euo pipefail
CALLER_DIR=$PWD
cd "$(dirname "$0")"

NODE_VERSION=24.21.0
PNPM_VERSION=10.34.9
TOOLS="$PWD/.tools"

# Node 22.18 or later runs TypeScript files itself (etactl starts without a compiler).
node_fits() { node -e 'const [major, minor] = process.versions.node.split(".").map(Number); process.exit(major > 22 || (major === 22 && minor >= 18) ? 0 : 1)' 2>/dev/null; }

if ! node_fits || [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  if [ ! -x "$TOOLS/node_modules/.bin/pnpm" ] || [ ! -x "$TOOLS/node_modules/node/bin/node" ]; then
    echo "› fetching Node $NODE_VERSION and pnpm $PNPM_VERSION from the npm registry into .tools/" >&2
    npm install --silent --no-audit --no-fund --prefix "$TOOLS" "node@$NODE_VERSION" "pnpm@$PNPM_VERSION" >&2
  fi
  export PATH="$TOOLS/node_modules/.bin:$PATH"
fi

if [ ! -f node_modules/.modules.yaml ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  pnpm install --frozen-lockfile --reporter=append-only >&2
fi

# etactl directly, not through pnpm (its output stays only its own, for scripts), from the
# caller's folder so `--out file` lands there, on this checkout's data.
if [ "${1:-}" = etactl ]; then
  REPO_DIR=$PWD
  export DATA_DIR="${DATA_DIR:-$REPO_DIR/.data}"
  cd "$CALLER_DIR"
  exec node "$REPO_DIR/apps/cli/src/main.ts" "${@:2}"
fi

exec pnpm run "${1:-start}" "${@:2}"
