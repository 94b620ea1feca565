#!/usr/bin/env bash
# npm test: typecheck, unit and component tests, production build checks, the start-up test (the real
# server as `npm start` runs it, in child processes), then e2e in Chromium.
set -euo pipefail
npm run typecheck
npm run lint
npm run lint:api
npx vitest run
# The sandbox's store and route tests again on a throwaway PostgreSQL server (each test app its own
# database), with the test of two server processes sharing one database (decision 115).
bash scripts/with-postgres.sh npx vitest run --project unit server-mock/routes server-mock/store server-mock/http server-mock/shared-database.test.ts
npx vite build --logLevel warn
npx tsx scripts/check-bundle.ts
npx vitest run --config server-mock/startup/vitest.config.ts
bash scripts/ensure-chromium.sh
npx playwright test
