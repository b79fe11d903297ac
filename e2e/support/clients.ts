import { test } from '@playwright/test';

// Clients as the sites know them: each test that needs an allowance of its own names a client no other
// test of the run names, from the worker's index (unique in a run, restarts included) and a counter of the
// worker's, in 127.18.0.0/15. A loopback address, so it serves both ways a site tells clients apart: as the
// source address of a request's socket (test-kit/client.ts), as sites without a proxy to trust see it, and
// as the address a trusted proxy (played by the test) writes into X-Forwarded-For.
const perWorker = 1024;
let taken = 0;

/** An address that no other test of this run sends from or as. */
export function freshClient(): string {
  taken += 1;
  if (taken >= perWorker) throw new Error(`a worker names at most ${perWorker - 1} clients`);
  const n = test.info().workerIndex * perWorker + taken;
  if (n >= 1 << 17) throw new Error('127.18.0.0/15 has no more addresses for this run');
  return `127.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}
