#!/usr/bin/env bash
# The unit tests: every *.test.ts beside the code it tests, run by Node's test runner through tsx.
# unit-env.mjs resolves `server-only` to its empty module, as Next does on the server. Unit tests start no
# servers (those belong in integration/) and change no process-wide state, so the files share one process (--test-isolation=none): a
# process and tsx per file would cost more than the tests themselves.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find lib components app scripts deploy -name '*.test.ts' -not -path '*/node_modules/*' | sort)
[ "${#files[@]}" -gt 0 ] || { echo "no unit tests found" >&2; exit 1; }
exec node --import tsx --import ./scripts/unit-env.mjs --test --test-isolation=none "$@" "${files[@]}"
