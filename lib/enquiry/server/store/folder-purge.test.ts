import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import type { EnquiryLog, EnquiryLogFields } from '@/lib/log';
import { DAY_MS, retention } from '@/lib/site/retention';
import { newEnquiryId } from '../enquiry-id';
import { keepPurging, purgeFolders } from './folder-purge';
import { PURGE_EVERY_MS } from './records';
import { fileRecords } from './records-file';
import { sampleRecord } from './sample-record.fixture';

// The folders' side of the periods: a controlled clock, and files as the server writes them.
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

/** An undelivered record as the server keeps it in the folder, received at T0. */
async function keepUndelivered(dir: string) {
  const record = sampleRecord({ status: 'undelivered', receivedAt: iso(0) });
  await fileRecords(dir, { now: at(0) }).save(record);
  return path.join(dir, 'records', `${record.id}.json`);
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
    await fileRecords(dir, { now: at(0) }).save(record);
    const file = path.join(dir, 'records', `${record.id}.json`);
    assert.deepEqual(await purgeFolders(env, { now: at(days, -1), log }), { records: 0 }, status);
    assert.ok(existsSync(file), status);
    assert.deepEqual(await purgeFolders(env, { now: at(days), log }), { records: 1 }, status);
    assert.equal(existsSync(file), false, status);
    assert.deepEqual(lines, [{ level: 'info', event: 'enquiry.purge', outcome: 'purged', store: 'records', count: 1 }]);
  }
});

test('an undelivered record kept in the folder goes when its period ends, with Redis set (its fallback) or not', async () => {
  for (const source of [{}, { REDIS_URL: 'redis://127.0.0.1:1' }] as Record<string, string>[]) {
    const { dir, env, log } = await setUp(source);
    const file = await keepUndelivered(dir);
    const days = retention.undeliveredDays;
    assert.deepEqual(await purgeFolders(env, { now: at(days, -1), log }), { records: 0 });
    assert.ok(existsSync(file));
    assert.deepEqual(await purgeFolders(env, { now: at(days), log }), { records: 1 });
    assert.equal(existsSync(file), false);
  }
});

test('a file that is not ours, corrupt or cut short is skipped with a warning, never deleted', async () => {
  const { dir, env, log, lines } = await setUp();
  const records = path.join(dir, 'records');
  const record = sampleRecord({ receivedAt: iso(0) });
  await mkdir(records, { recursive: true });
  const strays = {
    [`${newEnquiryId()}.json`]: 'not json',
    [`${newEnquiryId()}.json`]: JSON.stringify(record).slice(0, 60),
    [`${newEnquiryId()}.json`]: JSON.stringify(record),
    'zoe@example.gg.json': JSON.stringify(record),
  };
  for (const [name, text] of Object.entries(strays)) await writeFile(path.join(records, name), text);
  const before = (await readdir(records)).sort();

  assert.deepEqual(await purgeFolders(env, { now: at(10 * 365), log }), { records: 0 });
  // The start-up purge builds the reference index beside the records; nothing else is added or taken.
  assert.deepEqual((await readdir(records)).sort(), [...before, 'by-reference'].sort());
  const skipped = lines.filter((line) => line.outcome === 'skipped-unreadable');
  assert.deepEqual(
    skipped.map(({ store, count }) => [store, count]),
    [['records', 4]],
  );
  assert.doesNotMatch(JSON.stringify(lines), /zoe|example/);
});

test('a running server purges on a timer, which never holds the process open', async (t) => {
  const { dir, env, log, lines } = await setUp();
  const file = await keepUndelivered(dir);
  const real = keepPurging(env, { log });
  assert.equal(real.hasRef(), false);
  clearInterval(real);

  t.mock.timers.enable({ apis: ['setInterval'] });
  const purged = new Promise<void>((resolve) => {
    log.info = (fields) => (lines.push({ level: 'info', ...fields }), resolve());
  });
  const timer = keepPurging(env, { now: at(retention.undeliveredDays), log });
  t.mock.timers.tick(PURGE_EVERY_MS);
  await purged;
  clearInterval(timer);
  assert.equal(existsSync(file), false);
  assert.deepEqual(lines.at(-1), {
    level: 'info',
    event: 'enquiry.purge',
    outcome: 'purged',
    store: 'records',
    count: 1,
  });
});

test('on Vercel, whose disk is not kept, there is no folder to purge', async () => {
  const { dir, env, log } = await setUp({ VERCEL: '1' });
  const file = await keepUndelivered(dir);
  assert.deepEqual(await purgeFolders(env, { now: at(10 * 365), log }), { records: 0 });
  assert.ok(existsSync(file));
});
