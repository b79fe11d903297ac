import { test } from '@playwright/test';

// Clients as the sites know them by X-Forwarded-For: each test that needs an allowance of its own names a
// client no other test of the run names, from the worker's index (unique in a run, restarts included) and
// a counter of the worker's, in 198.18.0.0/15, the range RFC 2544 keeps for benchmarks.
const perWorker = 1024;
let taken = 0;

/** An address that no other test of this run sends as its client. */
export function freshClient(): string {
  taken += 1;
  if (taken >= perWorker) throw new Error(`a worker names at most ${perWorker - 1} clients`);
  const n = test.info().workerIndex * perWorker + taken;
  if (n >= 1 << 17) throw new Error('198.18.0.0/15 has no more addresses for this run');
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}
