#!/usr/bin/env bash
# npm test: lint, typecheck, the unit tests, a production build, the Playwright suite against it, then the
# integration tests (the site as Vercel builds it; the standalone server behind nginx). The last line counts
# every suite: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# The test build's canonical URLs point at the public origin the tests expect.
export SITE_URL="${TEST_SITE_URL:-https://www.sarnia-water.example}"

npm run lint || exit 1
npm run typecheck || exit 1

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
bash scripts/unit.sh --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$logs/unit.tap"
unit=$?

npm run build || exit 1
rm -rf test-results/outbox
npx playwright test "$@" 2>&1 | tee "$logs/e2e.log"
e2e=${PIPESTATUS[0]}

bash scripts/integration.sh --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$logs/integration.tap"
integration=$?

count() { grep -E "$1" "$2" | tail -n 1 | grep -oE '[0-9]+' | head -n 1; }
unit_passed=$(count '^# pass [0-9]+' "$logs/unit.tap")
unit_failed=$(count '^# fail [0-9]+' "$logs/unit.tap")
integration_passed=$(count '^# pass [0-9]+' "$logs/integration.tap")
integration_failed=$(count '^# fail [0-9]+' "$logs/integration.tap")
e2e_line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$logs/e2e.log" | tail -n 1)
e2e_passed=$(echo "$e2e_line" | grep -oE '^[0-9]+')
e2e_failed=$(echo "$e2e_line" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+')
passed=$((${unit_passed:-0} + ${e2e_passed:-0} + ${integration_passed:-0}))
failed=$((${unit_failed:-0} + ${e2e_failed:-0} + ${integration_failed:-0}))
# A suite that failed without counting a failure (it did not start, or crashed) still counts as one.
[ "$unit" -ne 0 ] && [ "${unit_failed:-0}" -eq 0 ] && failed=$((failed + 1))
[ "$e2e" -ne 0 ] && [ "${e2e_failed:-0}" -eq 0 ] && failed=$((failed + 1))
[ "$integration" -ne 0 ] && [ "${integration_failed:-0}" -eq 0 ] && failed=$((failed + 1))
echo "unit: ${unit_passed:-0} passed, ${unit_failed:-0} failed; e2e: ${e2e_line:-none};" \
  "integration: ${integration_passed:-0} passed, ${integration_failed:-0} failed"
echo "$passed passed, $failed failed"
[ "$unit" -eq 0 ] && [ "$e2e" -eq 0 ] && [ "$integration" -eq 0 ]
