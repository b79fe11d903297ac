import assert from 'node:assert/strict';
import { access, mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DAY_MS } from '@/lib/site/retention';
import { fileRecords } from './records-file';
import { STALE_CLAIM_MS, type PurgeOutcome } from './records';
import { sampleRecord } from './sample-record.fixture';
import { capsHeldAcrossStores, keepsWhatItCannotRead, releasesOneAtATime } from './records-contract.fixture';

const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-records-'));
const at = (ms: number) => new Date(ms).toISOString();
const T0 = Date.parse('2026-03-01T10:00:00Z');

test('a record is written whole, readable by the server alone, and found by id or reference', async () => {
  const dir = await temp();
  const records = fileRecords(dir);
  const record = sampleRecord({ status: 'received' });
  await records.save(record);
  const file = path.join(dir, 'records', `${record.id}.json`);
  assert.equal((await stat(file)).mode & 0o777, 0o600);
  assert.deepEqual(await records.find(record.id), record);
  assert.deepEqual(await records.find(record.reference.toLowerCase().replace('-', '')), record);
  assert.equal(await records.setStatus(record.id, 'delivered'), true);
  assert.equal((await records.find(record.reference))?.status, 'delivered');
  assert.equal(await records.setStatus(sampleRecord().id, 'delivered'), false);
  assert.deepEqual((await readdir(path.join(dir, 'records'))).sort(), [`${record.id}.json`, 'by-reference'].sort());
});

test('a listing filters by status, day and address (any case), oldest first', async () => {
  const records = fileRecords(await temp());
  const first = sampleRecord({ receivedAt: at(Date.now() - 2 * DAY_MS), status: 'held' });
  const second = sampleRecord({ receivedAt: at(Date.now() - DAY_MS), email: 'Other@Example.gg' });
  await records.save(second);
  await records.save(first);
  assert.deepEqual(
    (await records.list()).map((r) => r.id),
    [first.id, second.id],
  );
  assert.deepEqual(
    (await records.list({ status: 'held' })).map((r) => r.id),
    [first.id],
  );
  assert.deepEqual(
    (await records.list({ since: new Date(Date.now() - 1.5 * DAY_MS) })).map((r) => r.id),
    [second.id],
  );
  assert.deepEqual(
    (await records.list({ email: 'other@example.GG' })).map((r) => r.id),
    [second.id],
  );
});

test('expired records go as new ones are written, and with purge: delivered after 30 days, held after 90', async () => {
  let now = T0;
  const dir = await temp();
  let purged: (outcome: PurgeOutcome) => void = () => {};
  const records = fileRecords(dir, { now: () => now, onPurge: (outcome) => purged(outcome) });
  const delivered = sampleRecord({ receivedAt: at(T0), status: 'delivered' });
  const held = sampleRecord({ receivedAt: at(T0), status: 'held' });
  await records.save(delivered);
  await records.save(held);
  now = T0 + 30 * DAY_MS - 1;
  assert.equal((await records.list()).length, 2);
  now = T0 + 30 * DAY_MS;
  // Past its period a record is no longer listed or found, even before the files go.
  assert.deepEqual(
    (await records.list()).map((r) => r.id),
    [held.id],
  );
  assert.equal(await records.find(delivered.reference), undefined);
  const later = sampleRecord({ receivedAt: at(now), status: 'undelivered' });
  // Writing a record starts the purge that is due, without waiting for it.
  const purge = new Promise<PurgeOutcome>((resolve) => (purged = resolve));
  await records.save(later);
  assert.deepEqual(await purge, { ok: true, removed: 1 });
  const files = async () => (await readdir(path.join(dir, 'records'))).filter((name) => name.endsWith('.json'));
  assert.deepEqual((await files()).sort(), [`${held.id}.json`, `${later.id}.json`].sort());
  now = T0 + 90 * DAY_MS;
  assert.equal(await records.purge(), 1);
  assert.deepEqual(await files(), [`${later.id}.json`]);
  assert.deepEqual(await readdir(path.join(dir, 'records', 'held')), []);
});

test('held records are capped: past the cap the oldest go first, and the cap is reported', async () => {
  const dropped: number[] = [];
  const records = fileRecords(await temp(), { heldCap: 3, onHeldCap: (count) => dropped.push(count) });
  const held = [0, 1, 2, 3, 4].map((i) =>
    sampleRecord({ status: 'held', receivedAt: at(Date.now() - (10 - i) * 60_000) }),
  );
  const delivered = sampleRecord({ receivedAt: at(Date.now() - DAY_MS) });
  await records.save(delivered);
  for (const record of held) await records.save(record);
  assert.deepEqual(
    (await records.list({ status: 'held' })).map((r) => r.id),
    held.slice(2).map((r) => r.id),
  );
  assert.equal((await records.find(delivered.id))?.id, delivered.id);
  assert.deepEqual(dropped, [1, 1]);
});

test('a corrupt file is skipped with a warning', async () => {
  const dir = await temp();
  const corrupt: string[] = [];
  const records = fileRecords(dir, { onCorrupt: (name) => corrupt.push(name) });
  const good = sampleRecord();
  await records.save(good);
  const bad = sampleRecord().id;
  await writeFile(path.join(dir, 'records', `${bad}.json`), '{"id": "half a rec');
  assert.deepEqual(
    (await records.list()).map((r) => r.id),
    [good.id],
  );
  assert.deepEqual(corrupt, [`${bad}.json`]);
  assert.equal(await records.purge(), 0);
});

test('erasing an address removes every record holding it, and only those', async () => {
  const records = fileRecords(await temp());
  const mine = [sampleRecord({ email: 'zoe@example.gg' }), sampleRecord({ email: 'ZOE@example.gg', status: 'held' })];
  const other = sampleRecord({ email: 'tom@example.gg' });
  for (const record of [...mine, other]) await records.save(record);
  assert.deepEqual((await records.eraseEmail('zoe@example.gg')).sort(), mine.map((r) => r.id).sort());
  assert.deepEqual(
    (await records.list()).map((r) => r.id),
    [other.id],
  );
  assert.deepEqual(await records.eraseEmail('zoe@example.gg'), []);
});

test('one release at a time: a second claim is refused until the first is given back', async () => {
  const dir = await temp();
  const [a, b] = [fileRecords(dir), fileRecords(dir)];
  await releasesOneAtATime(a, b);
  await assert.rejects(a.claim('../x'), /not an enquiry id/);
});

test('a claim older than STALE_CLAIM_MS by the store’s own clock belongs to one that died, and is taken again', async () => {
  const dir = await temp();
  let clock = Date.now();
  const records = fileRecords(dir, { now: () => clock });
  const { id } = sampleRecord();
  assert.ok(await records.claim(id));
  clock = (await stat(path.join(dir, 'records', `${id}.json.release`))).mtimeMs + STALE_CLAIM_MS;
  assert.equal(await records.claim(id), undefined);
  clock += 1;
  assert.ok(await records.claim(id));
});

test('held enquiries saved at once by two stores on one folder: the newest stay, each one dropped counted once', async () => {
  const dir = await temp();
  await capsHeldAcrossStores((options) => fileRecords(dir, options));
});

test('a file that is not a record is skipped with a warning, and a purge leaves it', async () => {
  const dir = await temp();
  const file = (id: string) => path.join(dir, 'records', `${id}.json`);
  await keepsWhatItCannotRead(
    (options) => fileRecords(dir, options),
    (id) => writeFile(file(id), '{"id": "half a rec'),
    (id) =>
      access(file(id)).then(
        () => true,
        () => false,
      ),
  );
});
