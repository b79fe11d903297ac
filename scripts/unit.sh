#!/usr/bin/env bash
# The unit tests: every *.test.ts beside the code it tests, run by Node's test runner through tsx.
# unit-env.mjs resolves `server-only` to its empty module, as Next does on the server.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find lib components app scripts -name '*.test.ts' -not -path '*/node_modules/*' | sort)
[ "${#files[@]}" -gt 0 ] || { echo "no unit tests found" >&2; exit 1; }
exec node --import tsx --import ./scripts/unit-env.mjs --test "$@" "${files[@]}"
