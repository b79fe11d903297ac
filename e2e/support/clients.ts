import { test } from '@playwright/test';

// Clients as the sites know them: each test that needs an allowance of its own names a client no other
// test of the run names, from the worker's index (unique in a run, restarts included) and a counter of the
// worker's, each alone in its /24 (127.<64 + n / 256>.<n % 256>.1), since a site counts a client's network
// too (lib/enquiry/server/transport/identity.ts). A loopback address, so it serves both ways a site tells
// clients apart: as the source address of a request's socket (test-kit/client.ts), as sites without a proxy
// to trust see it, and as the address a trusted proxy (played by the test) writes into X-Forwarded-For.
const perWorker = 1024;
const networks = 192 * 256;
let taken = 0;

/** An address that no other test of this run sends from or as, in a /24 no other test's is in. */
export function freshClient(): string {
  taken += 1;
  if (taken >= perWorker) throw new Error(`a worker names at most ${perWorker - 1} clients`);
  const n = test.info().workerIndex * perWorker + taken;
  if (n >= networks) throw new Error('127.64.0.0-127.255.255.255 has no more /24s for this run');
  return `127.${64 + (n >> 8)}.${n & 255}.1`;
}
