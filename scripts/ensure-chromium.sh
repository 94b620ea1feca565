#!/usr/bin/env bash
# e2e and bench drive Debian's Chromium; test tools cannot download their own browser here.
# e2e prefers Debian's old headless shell (chromium-headless-shell, same build, less CPU; decision 278)
# and falls back to the full browser when the shell is absent and cannot be installed.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL=/usr/lib/chromium/chromium-headless-shell
can_apt() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }
apt_install() { DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null; }

wanted=()
[ -x "$CHROMIUM" ] || wanted+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x "$HEADLESS_SHELL" ] || wanted+=(chromium-headless-shell)
if [ "${#wanted[@]}" -gt 0 ] && can_apt; then
  # One index update for both packages: a fresh machine has neither.
  echo "Installing Debian's ${wanted[*]} for the browser tests"
  if apt-get update -qq && ! apt_install "${wanted[@]}"; then
    echo "${wanted[*]} could not be installed together; trying the browser alone" >&2
    [ -x "$CHROMIUM" ] || apt_install chromium || true
  fi
  [ -x "$HEADLESS_SHELL" ] || [ -n "${CHROMIUM_PATH:-}" ] || echo "No chromium-headless-shell: the browser tests use $CHROMIUM (slower)" >&2
fi
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium is required at $CHROMIUM for the browser tests." >&2
echo "Install it (Debian: 'sudo apt-get install -y chromium') or set CHROMIUM_PATH to an installed Chromium." >&2
exit 1
