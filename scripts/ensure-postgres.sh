#!/usr/bin/env bash
# The PostgreSQL pass of the tests and the bench need Debian's PostgreSQL server binaries
# (initdb, pg_ctl, postgres). Prints their folder; installs them with apt when running as root.
set -euo pipefail
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
BIN="${POSTGRES_BIN:-$(find_bin)}"
if [ -n "$BIN" ] && [ -x "$BIN/initdb" ]; then echo "$BIN"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL not found under /usr/lib/postgresql: installing Debian's postgresql package" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  BIN="$(find_bin)"
  if [ -n "$BIN" ] && [ -x "$BIN/initdb" ]; then echo "$BIN"; exit 0; fi
fi
echo "PostgreSQL server binaries are required for the PostgreSQL tests (initdb, pg_ctl under /usr/lib/postgresql/<version>/bin)." >&2
echo "Install them (Debian: 'sudo apt-get install -y postgresql') or set POSTGRES_BIN to a folder holding initdb and pg_ctl." >&2
exit 1
