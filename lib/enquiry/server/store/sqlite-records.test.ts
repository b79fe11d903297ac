import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DAY_MS, retention } from '@/lib/site/retention';
import { STALE_CLAIM_MS } from './periods';
import { LIFE } from './record-life';
import { RECORD_STATUSES } from './record-schema';
import { sampleRecord } from './sample-record.fixture';
import { DATABASE_FILE, openDatabase } from './sqlite';
import { sqliteStore } from './sqlite-store';

// The records table (sqlite-records.ts): a record's rows by its address, its claim, and its expiry.
const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-sqlite-records-'));

test('erasing an address removes each of its records, and says which', async () => {
  const records = sqliteStore(await temp());
  const [a, b, other] = [sampleRecord(), sampleRecord({ email: 'ZOE@example.gg' }), sampleRecord({ email: 'x@y.gg' })];
  for (const record of [a, b, other]) await records.insert(record);
  assert.deepEqual((await records.eraseEmail('zoe@example.gg')).ids.sort(), [a.id, b.id].sort());
  assert.deepEqual(
    (await records.list()).map((r) => r.id),
    [other.id],
  );
});

test('a claim is given once; a stale one may be taken again, and one for no record finds it missing', async () => {
  let [now, monotonic] = [Date.now(), 1_000_000];
  const records = sqliteStore(await temp(), { now: () => now, monotonic: () => monotonic });
  const record = sampleRecord({ status: 'held' });
  await records.insert(record);
  assert.ok(await records.claim(record.id));
  assert.equal(await records.claim(record.id), undefined);
  // The wall clock set ahead (or back) changes nothing: a claim's age is the monotonic clock's.
  now += STALE_CLAIM_MS + 60_000;
  assert.equal(await records.claim(record.id), undefined);
  now -= 2 * (STALE_CLAIM_MS + 60_000);
  assert.equal(await records.claim(record.id), undefined);
  monotonic += STALE_CLAIM_MS + 1;
  const taken = await records.claim(record.id);
  assert.ok(taken);
  // Taken before the machine last started (a monotonic time ahead of this one): its holder is gone.
  monotonic = 5_000;
  assert.ok(await records.claim(record.id));
  await taken();
  const none = await records.claim(sampleRecord().id);
  assert.ok(none);
  await none();
});

test('a row whose record does not parse goes when its status’s period ends, as a readable one does', async () => {
  const start = Date.parse('2026-11-28T10:00:00Z');
  let clock = start;
  const dir = await temp();
  const store = sqliteStore(dir, { now: () => clock });
  const db = openDatabase(path.join(dir, DATABASE_FILE));
  const spoil = (id: string, status: string, text: string) =>
    db
      .prepare(
        `INSERT INTO records (id, reference, received_ms, status, status_ms, email_key, record)
        VALUES (?, 'XXXX-XXXX', ?, ?, ?, '', ?)`,
      )
      .run(id, start, status, start, text);
  const [refused, held, unknown] = [sampleRecord().id, sampleRecord().id, sampleRecord().id];
  spoil(refused, 'refused', 'not JSON at all');
  spoil(held, 'held', '{"not": "a record"}');
  spoil(unknown, 'lost', '{"id": "half a rec');
  const left = () => (db.prepare('SELECT id FROM records ORDER BY status').all() as { id: string }[]).map((r) => r.id);
  clock = start + retention.refusedDays * DAY_MS - 1;
  assert.equal(await store.purge(), 0);
  clock += 1;
  assert.equal(await store.purge(), 1);
  assert.deepEqual(left(), [held, unknown]);
  // One of no status the life knows goes after the longest period of all.
  const longest = Math.max(...RECORD_STATUSES.map((status) => LIFE[status].kept.days));
  clock = start + Math.min(retention.heldDays, longest) * DAY_MS - 1;
  assert.equal(await store.purge(), 0);
  clock = start + Math.max(retention.heldDays, longest) * DAY_MS;
  assert.equal(await store.purge(), 2);
  assert.deepEqual(left(), []);
  db.close();
});
