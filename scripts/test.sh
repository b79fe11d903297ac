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

reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT

# Lint, typecheck and the unit tests at once: each is mostly one core's work, the machine has two. Each
# one's output is printed whole, in this order, once all three are done.
npm run lint >"$reports/lint.log" 2>&1 &
lint_pid=$!
npm run typecheck >"$reports/typecheck.log" 2>&1 &
typecheck_pid=$!
bash scripts/unit.sh --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$reports/unit.tap" >"$reports/unit.log" 2>&1 &
unit_pid=$!
wait "$lint_pid"
lint=$?
wait "$typecheck_pid"
typecheck=$?
wait "$unit_pid"
unit=$?
cat "$reports/lint.log" "$reports/typecheck.log" "$reports/unit.log"
[ "$lint" -eq 0 ] && [ "$typecheck" -eq 0 ] || exit 1

SARNIA_TYPES_CHECKED=1 npm run build || exit 1
rm -rf test-results/outbox test-results/e2e-report.json
npx playwright test "$@"
e2e=$?
# Playwright empties test-results/ when it starts, so its report is taken before anything else runs.
cp test-results/e2e-report.json "$reports/e2e.json" 2>/dev/null

# The Vercel build among them skips Next's type check as the build above does: typecheck has checked the
# same program.
SARNIA_TYPES_CHECKED=1 bash scripts/integration.sh --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$reports/integration.tap"
integration=$?

node scripts/test-count.mjs "unit:$reports/unit.tap:$unit" "e2e:$reports/e2e.json:$e2e" \
  "integration:$reports/integration.tap:$integration"
[ "$unit" -eq 0 ] && [ "$e2e" -eq 0 ] && [ "$integration" -eq 0 ]
