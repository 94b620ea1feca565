#!/usr/bin/env bash
# e2e and bench drive Debian's Chromium; test tools cannot download their own browser here.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is required at $CHROMIUM for the browser tests." >&2
echo "Install it (Debian: 'sudo apt-get install -y chromium') or set CHROMIUM_PATH to an installed Chromium." >&2
exit 1
