import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import type { EnquiryLog, EnquiryLogFields } from '@/lib/log';
import { DAY_MS, retention } from '@/lib/site/retention';
import { purgeRecords } from './startup';
import { sqliteStore } from './store/sqlite-store';
import { sampleRecord } from './store/sample-record.fixture';

// The database's side of the periods: a controlled clock, and records as the server writes them.
const T0 = Date.parse('2026-01-05T09:00:00Z');
const at =
  (days: number, ms = 0) =>
  () =>
    T0 + days * DAY_MS + ms;
const iso = (days: number) => new Date(at(days)()).toISOString();

async function setUp(source: Record<string, string> = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-purge-'));
  const parsed = parseServerEnv({ OUTBOX_DIR: dir, ...source });
  assert.ok(parsed.ok);
  const lines: (EnquiryLogFields & { level: string })[] = [];
  const log: EnquiryLog = {
    info: (fields) => lines.push({ level: 'info', ...fields }),
    warn: (fields) => lines.push({ level: 'warn', ...fields }),
    error: (fields) => lines.push({ level: 'error', ...fields }),
  };
  return { dir, env: parsed.env, log, lines };
}

/** An undelivered record as the server keeps it on disk, received at T0; gives whether it is still kept. */
async function keepUndelivered(dir: string) {
  const record = sampleRecord({ status: 'undelivered', receivedAt: iso(0) });
  await sqliteStore(dir, { now: at(0) }).insert(record);
  return async () => (await sqliteStore(dir, { now: at(0) }).find(record.id))?.id === record.id;
}

test('a record of each status goes when the period retention.ts states for it ends, and not before', async () => {
  const cases = [
    // Delivered on day 0, received two days before: its period counts from delivery.
    { status: 'delivered', receivedAt: iso(-2), statusAt: iso(0), days: retention.deliveredDays },
    // The others count from receipt, whenever their status was last set.
    { status: 'held', receivedAt: iso(0), statusAt: iso(1), days: retention.heldDays },
    { status: 'undelivered', receivedAt: iso(0), statusAt: iso(1), days: retention.undeliveredDays },
    { status: 'received', receivedAt: iso(0), statusAt: iso(0), days: retention.undeliveredDays },
  ] as const;
  for (const { status, receivedAt, statusAt, days } of cases) {
    const { dir, env, log, lines } = await setUp();
    const record = sampleRecord({ status, receivedAt, statusAt });
    const kept = sqliteStore(dir, { now: at(0) });
    await kept.insert(record);
    assert.equal(await purgeRecords(env, { now: at(days, -1), log }), 0, status);
    assert.equal((await kept.find(record.id))?.id, record.id, status);
    assert.equal(await purgeRecords(env, { now: at(days), log }), 1, status);
    assert.equal(await kept.find(record.id), undefined, status);
    assert.deepEqual(lines, [{ level: 'info', event: 'enquiry.purge', outcome: 'purged', store: 'records', count: 1 }]);
  }
});

test('an undelivered record kept on disk goes when its period ends, with Redis set (its fallback) or not', async () => {
  for (const source of [{}, { REDIS_URL: 'redis://127.0.0.1:1' }] as Record<string, string>[]) {
    const { dir, env, log } = await setUp(source);
    const kept = await keepUndelivered(dir);
    const days = retention.undeliveredDays;
    assert.equal(await purgeRecords(env, { now: at(days, -1), log }), 0);
    assert.ok(await kept());
    assert.equal(await purgeRecords(env, { now: at(days), log }), 1);
    assert.equal(await kept(), false);
  }
});

test('a database that cannot be opened fails the purge with a warning naming its code, never a throw', async () => {
  const { dir, env, log, lines } = await setUp();
  await writeFile(path.join(dir, 'enquiries.db'), 'not a database, and long enough to be read as one: '.repeat(40));
  assert.equal(await purgeRecords(env, { now: at(10 * 365), log }), 0);
  assert.deepEqual(lines, [
    { level: 'warn', event: 'enquiry.purge', outcome: 'failed', store: 'records', code: 'SQLITE_NOTADB' },
  ]);
});

test('on Vercel, whose disk is not kept, there is no database to purge', async () => {
  const { dir, env, log } = await setUp({ VERCEL: '1' });
  const kept = await keepUndelivered(dir);
  assert.equal(await purgeRecords(env, { now: at(10 * 365), log }), 0);
  assert.ok(await kept());
});
