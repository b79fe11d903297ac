#!/usr/bin/env bash
# The integration tests (integration/**/*.test.ts): the self-host recipe run as its container runs it, the
# standalone server behind nginx, with redis-server and a test mail server, all on loopback, and the
# enquiry's own parts against real Redis and SMTP servers (integration/enquiry). They need the build (npm
# run build), nginx and redis-server; Node's test runner through tsx, three files at a time (many wait on
# servers and timeouts); unit-env.mjs lets the enquiry's server-only modules load, as the unit tests do.
# The Vercel build runs first, the longest, which would otherwise run alone at the end; or last when npm
# test has made it in the background (TEST_VERCEL_BUILD), so that its wait for it holds no other file up.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian installs nginx in /usr/sbin, which a non-root PATH may leave out.
export PATH="$PATH:/usr/sbin"
order='/vercel-output/ { print; next } { rest[++n] = $0 } END { for (i = 1; i <= n; i++) print rest[i] }'
[ -n "${TEST_VERCEL_BUILD:-}" ] && order='/vercel-output/ { last = $0; next } { print } END { if (last) print last }'
mapfile -t files < <(find integration -name '*.test.ts' | sort | awk "$order")
[ "${#files[@]}" -gt 0 ] || { echo "no integration tests found" >&2; exit 1; }
exec node --import tsx --import ./scripts/unit-env.mjs --test --test-concurrency=3 --test-timeout=120000 "$@" "${files[@]}"
