#!/usr/bin/env bash
# The integration tests (integration/**/*.test.ts): the self-host recipe run as its container runs it, the
# standalone server behind nginx, with redis-server and a test mail server, all on loopback, and the
# enquiry's own parts against real Redis and SMTP servers (integration/enquiry). They need the build (npm
# run build), nginx and redis-server; Node's test runner through tsx, three files at a time (many wait on
# servers and timeouts), the Vercel build first (the longest, which would otherwise run alone at the end);
# unit-env.mjs lets the enquiry's server-only modules load, as the unit tests do.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian installs nginx in /usr/sbin, which a non-root PATH may leave out.
export PATH="$PATH:/usr/sbin"
mapfile -t files < <(find integration -name '*.test.ts' | sort |
  awk '/vercel-output/ { print; next } { rest[++n] = $0 } END { for (i = 1; i <= n; i++) print rest[i] }')
[ "${#files[@]}" -gt 0 ] || { echo "no integration tests found" >&2; exit 1; }
exec node --import tsx --import ./scripts/unit-env.mjs --test --test-concurrency=3 --test-timeout=120000 "$@" "${files[@]}"
