// Recording an enquiry (issue 20): the time the record store adds to each enquiry, as the use case
// spends it (its fingerprint and insert when accepted, then the send's claim, its read under it, and the
// status before the answer, written over the record read: issue 52), against a real redis-server and a
// database in a temporary folder. Run alone: node --import tsx scripts/bench/records.mjs [--count N]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { enquiryBudgets } from '../../test-kit/budgets.ts';
import { startRedis } from '../../test-kit/redis-server.ts';
// The stores are server code, which imports `server-only`; outside Next it resolves as on the server.
import '../unit-env.mjs';

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
/** @param {number} ms */
const round = (ms) => Math.round(ms * 100) / 100;

/**
 * @param {import('../../lib/enquiry/server/store/store-contract.ts').EnquiryStore} records
 * @param {typeof import('../../lib/enquiry/server/store/sample-record.fixture.ts').sampleRecord} sampleRecord
 * @param {typeof import('../../lib/enquiry/server/store/record-life.ts').withStatus} withStatus
 * @param {number} count
 */
async function time(records, sampleRecord, withStatus, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const record = sampleRecord({ status: 'received', message: `Enquiry ${i}: two pallets, please.` });
    const started = performance.now();
    await records.fingerprint(`bench:${record.id}`, record.id);
    await records.insert(record);
    const release = await records.claim(record.id);
    const found = (await records.find(record.id)) ?? record;
    await records.update(withStatus(found, 'delivered', Date.now(), { attempts: 1 }), found);
    await release?.();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)) };
}

/**
 * Median and 95th percentile of what one enquiry asks of the store, for each store.
 * @param {{ count?: number }} [options]
 */
export async function measureRecords({ count = 500 } = {}) {
  const { redisStore } = await import('../../lib/enquiry/server/store/redis-store.ts');
  const { sqliteStore } = await import('../../lib/enquiry/server/store/sqlite-store.ts');
  const { sampleRecord } = await import('../../lib/enquiry/server/store/sample-record.fixture.ts');
  const { withStatus } = await import('../../lib/enquiry/server/store/record-life.ts');
  const { newRedisClient } = await import('../../lib/redis-client.ts');
  const server = await startRedis();
  const client = newRedisClient(server.url);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sarnia-bench-records-'));
  try {
    await client.connect();
    const redis = await time(redisStore(client), sampleRecord, withStatus, count);
    const sqlite = await time(sqliteStore(folder), sampleRecord, withStatus, count);
    return { count, redis, sqlite };
  } finally {
    client.destroy();
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The rows of the benchmark table, beside the API's delivery time.
 * @param {import('./report.mjs').AddRow} row
 */
export async function recordRows(row) {
  const { count, redis, sqlite } = await measureRecords();
  const budget = enquiryBudgets.recordMs;
  /** @type {[string, { median: number, p95: number }][]} */
  const stores = [
    ['Redis', redis],
    ['SQLite', sqlite],
  ];
  for (const [store, result] of stores) {
    const metric = `recording an enquiry, ${store} (insert + status, median / p95 of ${count})`;
    row('api', metric, `${result.median} / ${result.p95}`, `< ${budget} (median)`, 'ms', result.median < budget);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const index = process.argv.indexOf('--count');
  const result = await measureRecords({ count: index === -1 ? 500 : Number(process.argv[index + 1]) });
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}
