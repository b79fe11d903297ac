#!/usr/bin/env bash
# npm test: lint, typecheck, the unit tests, a production build, the Playwright suite against it, then the
# integration tests (the site as Vercel builds it; the standalone server behind nginx). The last line counts
# every suite: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# The test build's canonical URLs point at the public origin the tests expect (TEST_SITE_URL, read by the
# test environment module).
SITE_URL=$(node --import tsx --input-type=module \
  -e "import { siteOrigin } from './test-kit/test-env.ts'; console.log(siteOrigin)") || exit 1
export SITE_URL

npm run lint || exit 1
npm run typecheck || exit 1

reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
bash scripts/unit.sh --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$reports/unit.tap"
unit=$?

npm run build || exit 1
rm -rf test-results/outbox test-results/e2e-report.json
npx playwright test "$@"
e2e=$?
# Playwright empties test-results/ when it starts, so its report is taken before anything else runs.
cp test-results/e2e-report.json "$reports/e2e.json" 2>/dev/null

bash scripts/integration.sh --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$reports/integration.tap"
integration=$?

node scripts/test-count.mjs "unit:$reports/unit.tap:$unit" "e2e:$reports/e2e.json:$e2e" \
  "integration:$reports/integration.tap:$integration"
[ "$unit" -eq 0 ] && [ "$e2e" -eq 0 ] && [ "$integration" -eq 0 ]
