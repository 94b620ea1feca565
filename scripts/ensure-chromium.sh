#!/usr/bin/env bash
# e2e and bench drive Debian's Chromium; test tools cannot download their own browser here.
# e2e prefers Debian's old headless shell (chromium-headless-shell, same build, less CPU; decision 278)
# and falls back to the full browser when the shell is absent and cannot be installed.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL=/usr/lib/chromium/chromium-headless-shell
can_apt() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x "$HEADLESS_SHELL" ] && can_apt; then
  echo "Installing Debian's chromium-headless-shell for the browser tests (decision 278)"
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null; }; then
    echo "chromium-headless-shell could not be installed: the browser tests use $CHROMIUM (slower)" >&2
  fi
fi
if [ -x "$CHROMIUM" ]; then exit 0; fi
if can_apt; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is required at $CHROMIUM for the browser tests." >&2
echo "Install it (Debian: 'sudo apt-get install -y chromium') or set CHROMIUM_PATH to an installed Chromium." >&2
exit 1
