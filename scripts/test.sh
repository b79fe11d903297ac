#!/usr/bin/env bash
# npm test: lint, typecheck, a production build, then the Playwright suite against `next start`.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# The test build's canonical URLs point at the public origin the tests expect.
export SITE_URL="${TEST_SITE_URL:-https://www.sarnia-water.example}"

npm run lint
npm run typecheck
npx next build
rm -rf test-results/outbox
npx playwright test "$@"
