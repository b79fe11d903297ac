import assert from 'node:assert/strict';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { healthProbe } from '@/lib/health/health';
import { io } from '@/lib/health/fakes.fixture';
import { DAY_MS, retention } from '@/lib/site/retention';
import { fakeServices } from '../core/services.fixture';
import { backupState } from '../store/backup';
import { sampleRecord } from '../store/sample-record.fixture';
import { sqliteStore } from '../store/sqlite-store';
import { runDueWork } from './run-due-work';

// The due work's daily copy of the records, on a real database, with a clock of its own.
const T0 = Date.parse('2026-11-27T03:00:00Z');
const HOUR_MS = 3_600_000;
const budget = { sends: 5, ms: 60_000 };
const messagesIn = (file: string) => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare('SELECT record FROM records ORDER BY received_ms').all() as { record: string }[];
    return rows.map((row) => JSON.parse(row.record).fields.message);
  } finally {
    db.close();
  }
};

test('the due work takes one copy a day, which replaces the day before whole, mode 0600 in a private folder', async () => {
  const { services, store, outboxDir } = fakeServices();
  const copy = path.join(outboxDir, 'backup', 'enquiries.db');
  const run = async (at: number) => (await runDueWork(services, { now: () => at, monotonic: () => at, budget })).backup;
  await store.insert(sampleRecord({ message: 'First day.' }));
  assert.equal((await run(T0 + 1000))?.taken, 1);
  const first = await stat(copy);
  assert.deepEqual([first.mode & 0o777, first.mtimeMs], [0o600, T0 + 1000]);
  assert.equal((await stat(path.dirname(copy))).mode & 0o777, 0o700);
  assert.deepEqual(messagesIn(copy), ['First day.']);

  await store.insert(sampleRecord({ message: 'Second day.' }));
  for (const later of [HOUR_MS, 12 * HOUR_MS, DAY_MS - 1001]) assert.deepEqual(await run(T0 + later), {});
  assert.deepEqual(messagesIn(copy), ['First day.'], 'still the first day’s copy');

  assert.equal((await run(T0 + DAY_MS + 1000))?.taken, 1);
  const second = await stat(copy);
  assert.notEqual(second.ino, first.ino, 'a new file renamed over the old, not the old rewritten');
  assert.deepEqual([second.mode & 0o777, second.mtimeMs], [0o600, T0 + DAY_MS + 1000]);
  assert.deepEqual(messagesIn(copy), ['First day.', 'Second day.']);
});

test('health reports the copy’s age and whether it shares the database’s disk, degraded past 36 hours', async () => {
  const { services, store } = fakeServices();
  await store.insert(sampleRecord());
  await runDueWork(services, { now: () => T0, monotonic: () => T0, budget });
  const clock = (ms: number) => () => T0 + ms;
  const at = (ms: number) => healthProbe(services.env, io({ backupState }), { now: clock(ms), monotonic: clock(ms) })();
  const fresh = await at(35 * HOUR_MS);
  assert.equal(fresh.status, 'ok');
  assert.deepEqual(fresh.checks.backup, { status: 'ok', takenAt: new Date(T0).toISOString(), sameDevice: true });
  const stale = await at(37 * HOUR_MS);
  assert.equal(stale.status, 'degraded');
  assert.deepEqual(stale.checks.backup, {
    status: 'down',
    code: 'overdue',
    takenAt: new Date(T0).toISOString(),
    sameDevice: true,
  });
});

test('with Redis the site takes no copy: the provider’s backups are the copy (docs/backups.md)', async () => {
  const { services, store, outboxDir } = fakeServices({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  await store.insert(sampleRecord());
  assert.deepEqual((await runDueWork(services, { now: () => T0, budget })).backup, {});
  await assert.rejects(stat(path.join(outboxDir, 'backup')), { code: 'ENOENT' });
});

test('a copy left from before the switch to Redis is reported by health, then removed by the next due work', async () => {
  const { services, store, outboxDir } = fakeServices();
  await store.insert(sampleRecord({ message: 'Taken before Redis.' }));
  await runDueWork(services, { now: () => T0, monotonic: () => T0, budget });
  const copy = path.join(outboxDir, 'backup', 'enquiries.db');
  await writeFile(path.join(outboxDir, 'backup', '.enquiries.db.0b6e.tmp'), 'a dead copy’s bytes');
  assert.deepEqual(messagesIn(copy), ['Taken before Redis.']);
  const withRedis = fakeServices({ env: { REDIS_URL: 'redis://127.0.0.1:1', OUTBOX_DIR: outboxDir } }).services;
  const health = () => healthProbe(withRedis.env, io({ backupState }), { now: () => T0 })();
  const before = await health();
  assert.equal(before.status, 'degraded');
  assert.deepEqual(before.checks.backup, { status: 'down', code: 'left-behind', takenAt: new Date(T0).toISOString() });
  assert.deepEqual((await runDueWork(withRedis, { now: () => T0 + HOUR_MS, budget })).backup, { removed: 2 });
  assert.deepEqual(await readdir(path.dirname(copy)).then((names) => names.filter((name) => name !== '.lock')), []);
  assert.deepEqual((await health()).checks.backup, { status: 'off', code: 'redis' });
});

test('a clock set ahead then back: one copy is taken while it is ahead, none more until a day has passed', async () => {
  const { services, store, outboxDir } = fakeServices();
  await store.insert(sampleRecord());
  let [wall, monotonic] = [T0 + 30 * DAY_MS, 0];
  const run = async () => (await runDueWork(services, { now: () => wall, monotonic: () => monotonic, budget })).backup;
  assert.deepEqual((await run())?.taken, 1);
  const copy = path.join(outboxDir, 'backup', 'enquiries.db');
  assert.equal((await stat(copy)).mtimeMs, T0 + 30 * DAY_MS);
  // The clock put right: the copy is dated a month ahead, but it is minutes old on the monotonic clock.
  [wall, monotonic] = [T0 + 2 * HOUR_MS, 2 * HOUR_MS];
  assert.deepEqual(await run(), {});
  const fine = await healthProbe(services.env, io({ backupState }), { now: () => wall, monotonic: () => monotonic })();
  assert.equal(fine.checks.backup.status, 'ok');
  [wall, monotonic] = [T0 + DAY_MS + 3 * HOUR_MS, DAY_MS + 3 * HOUR_MS];
  assert.deepEqual((await run())?.taken, 1);
  // A process that did not take it (a restart) reads the file's date: one in the future is of no known age, so due.
  const restarted = await backupState(services.env, { now: () => T0, monotonic: () => -1 });
  assert.equal(restarted.ageMs, undefined);
});

test('a record purged at the end of its period is gone from the backup with the next day’s copy', async () => {
  const { services, outboxDir } = fakeServices();
  let clock = T0;
  const store = sqliteStore(outboxDir, { now: () => clock });
  const withClock = { ...services, store };
  const receivedAt = new Date(T0 - retention.deliveredDays * DAY_MS + HOUR_MS).toISOString();
  await store.insert(sampleRecord({ receivedAt, message: 'Expires within the hour.' }));
  await store.insert(sampleRecord({ message: 'Kept.' }));
  await runDueWork(withClock, { now: () => clock, monotonic: () => clock, budget });
  const copy = path.join(outboxDir, 'backup', 'enquiries.db');
  assert.deepEqual(messagesIn(copy), ['Expires within the hour.', 'Kept.']);
  clock = T0 + DAY_MS;
  const report = await runDueWork(withClock, { now: () => clock, monotonic: () => clock, budget });
  assert.deepEqual([report.purge?.removed, report.backup?.taken], [1, 1]);
  assert.deepEqual(messagesIn(copy), ['Kept.']);
  assert.equal((await readFile(copy)).indexOf('Expires within the hour.'), -1);
});

test('with Redis, its files are rewritten once a day across every instance (a shared flag), and a refusal is counted', async () => {
  const { services, store } = fakeServices();
  const answers = ['asked', 'refused'] as const;
  const asked: number[] = [];
  const redisLike = {
    ...store,
    kind: 'redis' as const,
    rewriteFiles: async () => (asked.push(1), answers[asked.length - 1]!),
  };
  const run = async (at: number) =>
    (await runDueWork({ ...services, store: redisLike }, { now: () => at, budget })).rewrite;
  assert.deepEqual(await run(T0), { asked: 1 });
  // Another instance, the same day: the flag says it is done.
  assert.deepEqual(await run(T0 + 12 * HOUR_MS), {});
  assert.deepEqual(await run(T0 + DAY_MS), { refused: 1 });
  assert.equal(asked.length, 2);
});
