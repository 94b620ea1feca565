#!/usr/bin/env bash
# npm test: typecheck, unit and component tests, production build checks, then e2e in Chromium.
set -euo pipefail
npm run typecheck
npm run lint
npx vitest run
npx vite build --logLevel warn
npx tsx scripts/check-bundle.ts
bash scripts/ensure-chromium.sh
npx playwright test
