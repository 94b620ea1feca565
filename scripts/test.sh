#!/usr/bin/env bash
# npm test: typecheck, unit and component tests, production build checks, the start-up test (the real
# server as `npm start` runs it, in child processes), then e2e in Chromium.
set -euo pipefail
npm run typecheck
npm run lint
npx vitest run
npx vite build --logLevel warn
npx tsx scripts/check-bundle.ts
npx vitest run --config server-mock/startup/vitest.config.ts
bash scripts/ensure-chromium.sh
npx playwright test
