#!/usr/bin/env bash
# The browser tests use Debian's chromium; install it when missing and we are root.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "› installing Debian's chromium for the browser tests" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) >&2
  exit 0
fi
echo "Chromium is missing: install it with 'sudo apt-get install chromium' (or set CHROMIUM_PATH) and run the tests again." >&2
exit 1
