#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL server: initdb into a temporary folder, start it on a
# free port of 127.0.0.1, export TEST_DATABASE_URL (a superuser's URL of the `postgres` database),
# run the command, stop the server and remove the folder, whatever the command's outcome.
#   scripts/with-postgres.sh [--optional] command args...
# --optional: without PostgreSQL (and no way to install it), run the command anyway, without the URL.
# The server trades durability for speed (fsync off): its data is thrown away at the end.
set -euo pipefail
OPTIONAL=0
if [ "${1:-}" = "--optional" ]; then OPTIONAL=1; shift; fi
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if ! BIN="$(bash "$HERE/ensure-postgres.sh")"; then
  if [ "$OPTIONAL" = "1" ]; then
    echo "PostgreSQL unavailable: running without it" >&2
    exec "$@"
  fi
  exit 1
fi
DIR="$(mktemp -d "${TMPDIR:-/tmp}/sandbox-pg.XXXXXX")"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
# postgres refuses to run as root: run the server as the postgres user (or nobody) then.
AS=()
if [ "$(id -u)" = "0" ]; then
  USER_NAME="$(id -u postgres >/dev/null 2>&1 && echo postgres || echo nobody)"
  chown "$USER_NAME" "$DIR"
  AS=(runuser -u "$USER_NAME" --)
fi
stop() {
  "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT
"${AS[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null
"${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -o \
  "-p $PORT -c listen_addresses=127.0.0.1 -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
  start >/dev/null || { cat "$DIR/server.log" >&2; exit 1; }
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') for this run at $TEST_DATABASE_URL" >&2
set +e
"$@"
STATUS=$?
set -e
exit "$STATUS"
