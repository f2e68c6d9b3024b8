#!/usr/bin/env bash
# Bootstrap wrapper, like a Gradle wrapper: brings Node 24 and pnpm from the npm registry into
# .tools/ when the machine lacks them, installs the workspace, then runs a root package script
# (start, test, dev, bench, cli ...).
set -euo pipefail
cd "$(dirname "$0")"

NODE_VERSION=24.21.0
PNPM_VERSION=10.34.9
TOOLS="$PWD/.tools"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 22 ] || [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  if [ ! -x "$TOOLS/node_modules/.bin/pnpm" ] || [ ! -x "$TOOLS/node_modules/node/bin/node" ]; then
    echo "› fetching Node $NODE_VERSION and pnpm $PNPM_VERSION from the npm registry into .tools/" >&2
    npm install --silent --no-audit --no-fund --prefix "$TOOLS" "node@$NODE_VERSION" "pnpm@$PNPM_VERSION" >&2
  fi
  export PATH="$TOOLS/node_modules/.bin:$PATH"
fi

if [ ! -f node_modules/.modules.yaml ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  pnpm install --frozen-lockfile --reporter=append-only >&2
fi

exec pnpm run "${1:-start}" "${@:2}"
