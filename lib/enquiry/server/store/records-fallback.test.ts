import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { NotKeptError, recordsWithFallback } from './records-fallback';
import { sqliteRecords } from './records-sqlite';
import { STALE_RECEIVED_MS, type EnquiryRecords } from './records';
import { sampleRecord } from './sample-record.fixture';

const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-fallback-'));
/** A store that is down: every call fails, as Redis's do when it is gone. */
const down = (kind: 'redis' | 'outbox' = 'redis'): EnquiryRecords =>
  new Proxy({ kind } as EnquiryRecords, {
    get: (target, name) =>
      name in target
        ? target[name as 'kind']
        : () => Promise.reject(Object.assign(new Error('gone'), { code: 'ECONNREFUSED' })),
  });

test('a record goes to the first store that takes it: with the first down, to the disk, which it names', async () => {
  const disk = sqliteRecords(await temp());
  const records = recordsWithFallback([down(), disk]);
  const record = sampleRecord({ status: 'undelivered' });
  assert.equal(await records.save(record), 'outbox');
  assert.equal((await disk.find(record.id))?.status, 'undelivered');
  const nowhere = recordsWithFallback([down(), down('outbox')]);
  await assert.rejects(nowhere.save(record), (error: NotKeptError) => {
    assert.deepEqual(error.codes, ['redis ECONNREFUSED', 'outbox ECONNREFUSED']);
    return true;
  });
});

test('reads cover every store: a record in either is found and listed once, the one changed last', async () => {
  const [first, second] = [sqliteRecords(await temp()), sqliteRecords(await temp())];
  const records = recordsWithFallback([first, second]);
  const inFirst = sampleRecord({ status: 'delivered' });
  const both = sampleRecord({ status: 'received' });
  await first.save(inFirst);
  await first.save(both);
  await second.save({ ...both, status: 'undelivered', statusAt: new Date(Date.now() + 1000).toISOString() });
  assert.deepEqual(
    (await records.list()).map((record) => [record.id, record.status]).sort(),
    [
      [inFirst.id, 'delivered'],
      [both.id, 'undelivered'],
    ].sort(),
  );
  assert.equal((await records.find(both.reference))?.status, 'undelivered');
  assert.equal(await records.setStatus(both.id, 'delivered'), true);
  assert.deepEqual(
    [(await first.find(both.id))?.status, (await second.find(both.id))?.status],
    ['delivered', 'delivered'],
  );
});

test('a record left received for more than an hour (its process died mid-delivery) reads as undelivered', async () => {
  let clock = Date.parse('2026-04-01T10:00:00Z');
  const records = recordsWithFallback([sqliteRecords(await temp(), { now: () => clock })], () => clock);
  const record = sampleRecord({ status: 'received', receivedAt: new Date(clock).toISOString() });
  await records.save(record);
  clock += STALE_RECEIVED_MS;
  assert.equal((await records.find(record.id))?.status, 'received');
  assert.deepEqual(await records.list({ status: 'undelivered' }), []);
  clock += 1;
  assert.equal((await records.find(record.id))?.status, 'undelivered');
  assert.deepEqual(
    (await records.list({ status: 'undelivered' })).map((found) => found.id),
    [record.id],
  );
  assert.deepEqual(await records.list({ status: 'received' }), []);
});

test('a claim holds in every store: refused while another holds it in either, and given back whole', async () => {
  const [first, second] = [sqliteRecords(await temp()), sqliteRecords(await temp())];
  const records = recordsWithFallback([first, second]);
  const record = sampleRecord({ status: 'held' });
  const { id } = record;
  // Kept in both (written to the disk while Redis was down, say): a claim of a record in neither is no claim.
  await first.save(record);
  await second.save(record);
  const other = await second.claim(id);
  assert.ok(other);
  assert.equal(await records.claim(id), undefined);
  // The first store's claim, taken before the second refused, was given back.
  const firstAlone = await first.claim(id);
  assert.ok(firstAlone);
  await firstAlone();
  await other();
  const claim = await records.claim(id);
  assert.ok(claim);
  assert.equal(await first.claim(id), undefined);
  await claim();
  assert.ok(await second.claim(id));
});

test('find answers from the stores that answer; with none answering, it fails', async () => {
  const disk = sqliteRecords(await temp());
  const record = sampleRecord({ status: 'received' });
  await disk.save(record);
  assert.equal((await recordsWithFallback([down(), disk]).find(record.id))?.id, record.id);
  await assert.rejects(recordsWithFallback([down(), down('outbox')]).find(record.id), /gone/);
});

test('a status is set where the record is, with a store down; where no store has it, that is said or thrown', async () => {
  const disk = sqliteRecords(await temp());
  const record = sampleRecord({ status: 'received' });
  await disk.save(record);
  assert.equal(await recordsWithFallback([down(), disk]).setStatus(record.id, 'delivered'), true);
  assert.equal((await disk.find(record.id))?.status, 'delivered');
  assert.equal(await recordsWithFallback([disk]).setStatus(sampleRecord().id, 'delivered'), false);
  await assert.rejects(recordsWithFallback([down(), disk]).setStatus(sampleRecord().id, 'delivered'), /gone/);
});
