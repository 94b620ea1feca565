#!/usr/bin/env bash
# npm test: typecheck, unit and component tests, production build checks, the start-up test (the real
# server as `npm start` runs it, in child processes), then e2e in Chromium.
set -euo pipefail
# The formatter's check first: a second, and it says which files to format (decision 308).
npm run format:check
# A fresh machine installs Debian's PostgreSQL and Chromium with apt: mostly download and unpacking, so it
# runs beside the checks below instead of before the steps that need them (decision 396). One job, one apt
# at a time; its log is printed if it fails, and the steps that need the programs check them again.
PROGRAMS_LOG="$(mktemp)"
trap 'rm -f "$PROGRAMS_LOG"' EXIT
(bash scripts/ensure-postgres.sh && bash scripts/ensure-chromium.sh) >"$PROGRAMS_LOG" 2>&1 & programs=$!
# Typecheck and lint side by side, one core each, in two chains of about the same length (decision 396):
# the compiler then the import-cycle check; ESLint then the unused-code check and the API contract's lint.
# Each chain's own exit code decides.
(npm run typecheck && npm run lint:cycles) & types=$!
(npx eslint . && npm run lint:unused && npm run lint:api) & lint=$!
wait "$types"
wait "$lint"
wait "$programs" || { cat "$PROGRAMS_LOG" >&2; exit 1; }
npx vitest run
# The sandbox's store tests again on a throwaway PostgreSQL server (each test app its own database), with
# the test of two server processes sharing one database (decision 115). Of the route tests only those whose
# outcome can depend on the backend beyond the Database contract (store/database-backends.test.ts): the
# payments routes (concurrent submits and postings over a connection pool) and the reset (decision 267).
# Beside it, one after the other (decisions 396, 397): the production build, the bundle check and the start-up
# tests (the real server in child processes, against that build). The PostgreSQL pass waits on the database
# much of the time and reads no build (the tests serving pages make a temporary build folder of their own);
# the start-up tests mostly wait for child processes to start and stop, and use no PostgreSQL.
BUILD_LOG="$(mktemp)"
trap 'rm -f "$PROGRAMS_LOG" "$BUILD_LOG"' EXIT
(npx vite build --logLevel warn && npm run build:server && npx tsx scripts/check-bundle.ts &&
  npx vitest run --config server-mock/startup/vitest.config.ts) >"$BUILD_LOG" 2>&1 & build=$!
bash scripts/with-postgres.sh npx vitest run --project unit server-mock/store server-mock/http server-mock/shared-database.test.ts server-mock/cluster-workers.test.ts server-mock/routes/payments server-mock/routes/studio/change-request-routes.test.ts server-mock/routes/studio/scheduled-publish-routes.test.ts server-mock/routes/studio/bulk-routes.test.ts server-mock/routes/studio/live-routes.test.ts server-mock/routes/mock-controls.test.ts server-mock/gateway/two-gateways.test.ts server-mock/gateway/published-settings.test.ts scripts/staff-command.test.ts
wait "$build" || { cat "$BUILD_LOG" >&2; exit 1; }
cat "$BUILD_LOG"
bash scripts/ensure-chromium.sh
npx playwright test
