import assert from 'node:assert/strict';
import { withStatus, type Progress } from './record-life';
import type { EnquiryRecord, RecordStatus } from './record-schema';
import type { EnquiryStore, StoreOptions } from './store-contract';
import { sampleRecord } from './sample-record.fixture';

// A status changes as the senders change it: the record read, and written over what was read.
async function setStatus(store: EnquiryStore, id: string, status: RecordStatus, progress?: Progress) {
  const record = await store.find(id);
  assert.ok(record, id);
  const later = Math.max(Date.now(), Date.parse(record.statusAt) + 1);
  assert.equal(await store.update(withStatus(record, status, later, progress), record), store.kind);
}

// What every record store does, checked for SQLite (sqlite-store.test.ts) and for Redis
// (integration/enquiry/redis-store.test.ts).

/** Two operators claiming one held enquiry at once: one gets it, and once given back it can be claimed again. */
export async function releasesOneAtATime(a: EnquiryStore, b: EnquiryStore) {
  const record = sampleRecord({ status: 'held' });
  await a.insert(record);
  const claims = await Promise.all([a.claim(record.id), b.claim(record.id)]);
  assert.equal(claims.filter(Boolean).length, 1);
  await claims.find(Boolean)!();
  const again = await b.claim(record.id);
  assert.ok(again);
  await again();
}

/**
 * Twelve held enquiries saved at once through two stores sharing one place, with room for three: the
 * three newest stay, and each of the nine dropped is reported once, whatever order the saves ran in.
 */
export async function capsHeldAcrossStores(make: (options: StoreOptions) => EnquiryStore) {
  const dropped: number[] = [];
  const options: StoreOptions = { heldCap: 3, onHeldCap: (count) => dropped.push(count) };
  const [a, b] = [make(options), make(options)];
  const start = Date.now() - 60 * 60_000;
  const held = Array.from({ length: 12 }, (_, i) =>
    sampleRecord({ status: 'held', receivedAt: new Date(start + i * 1000).toISOString() }),
  );
  await Promise.all(held.map((record, i) => (i % 2 ? a : b).insert(record)));
  assert.deepEqual(
    (await b.list({ status: 'held' })).map((record) => record.id),
    held.slice(-3).map((record) => record.id),
  );
  assert.equal(
    dropped.reduce((sum, count) => sum + count, 0),
    9,
  );
}

/** A stored value that is not a record (`spoil` writes one) is skipped with a warning, and a purge keeps it. */
export async function keepsWhatItCannotRead(
  make: (options: StoreOptions) => EnquiryStore,
  spoil: (id: string) => Promise<void>,
  present: (id: string) => Promise<boolean>,
) {
  const corrupt: string[] = [];
  const records = make({ onCorrupt: (name) => corrupt.push(name) });
  const good = sampleRecord({ email: 'readable@example.gg' });
  await records.insert(good);
  const bad = sampleRecord().id;
  await spoil(bad);
  assert.deepEqual(
    (await records.list({ email: good.fields.email })).map((record) => record.id),
    [good.id],
  );
  assert.equal(await records.find(bad), undefined);
  assert.ok(corrupt.some((name) => name.includes(bad)));
  await records.purge();
  assert.equal(await present(bad), true);
}

/**
 * Found by reference, in any form an operator types it, through another store sharing the place, with
 * its status as set; an erased record's reference, and an unknown one, find nothing.
 */
export async function findsByReference(make: () => EnquiryStore) {
  const older = sampleRecord({ status: 'held' });
  await make().insert(older);
  const records = make();
  assert.equal((await records.find(older.reference.toLowerCase()))?.id, older.id);
  const saved = sampleRecord({ status: 'received', email: 'indexed@example.gg' });
  await records.insert(saved);
  await setStatus(records, saved.id, 'delivered');
  assert.equal((await make().find(saved.reference.replace('-', ' ')))?.status, 'delivered');
  assert.equal((await make().find(older.reference))?.id, older.id);
  assert.deepEqual((await records.eraseEmail('Indexed@example.gg')).ids, [saved.id]);
  assert.equal(await make().find(saved.reference), undefined);
  assert.equal(await records.find(sampleRecord().reference), undefined);
}

/**
 * The due-now query, on an empty store: a waiting record (received or undelivered) is due at its next
 * attempt, soonest first, `limit` at most; delivered and held ones never are. Attempts and the next
 * attempt read back as written and move as they are set; the oldest waiting is the earliest received of
 * those waiting, and there is none once they are sent.
 */
export async function findsWhatIsDue(records: EnquiryStore) {
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms).toISOString();
  const ids = (found: EnquiryRecord[]) => found.map((record) => record.id);
  const later = sampleRecord({
    status: 'undelivered',
    receivedAt: at(-3_600_000),
    attempts: 2,
    nextAttemptAt: at(-1_000),
  });
  const sooner = sampleRecord({
    status: 'undelivered',
    receivedAt: at(-60_000),
    attempts: 1,
    nextAttemptAt: at(-5_000),
  });
  const notYet = sampleRecord({ status: 'received', receivedAt: at(-1_000), nextAttemptAt: at(60_000) });
  const others = ['delivered', 'held', 'refused'] as const;
  for (const record of [later, sooner, notYet, ...others.map((status) => sampleRecord({ status }))])
    await records.insert(record);
  assert.deepEqual(ids(await records.due(now, 10)), [sooner.id, later.id]);
  assert.deepEqual(ids(await records.due(now, 1)), [sooner.id]);
  assert.deepEqual(ids(await records.due(now + 60_000, 10)), [sooner.id, later.id, notYet.id]);
  assert.deepEqual(await records.find(later.id), later);
  assert.equal(await records.oldestWaiting(), Date.parse(later.receivedAt));

  await setStatus(records, sooner.id, 'undelivered', { attempts: 2, nextAttemptAt: now + 60_000 });
  assert.deepEqual(ids(await records.due(now, 10)), [later.id]);
  const moved = await records.find(sooner.id);
  assert.deepEqual([moved?.attempts, moved?.nextAttemptAt], [2, at(60_000)]);

  // A message the mail server refused for itself leaves the queue with its codes, and is never due again.
  await setStatus(records, notYet.id, 'refused', { attempts: 1, refusal: 'SMTP 554 5.7.1' });
  const refused = await records.find(notYet.id);
  assert.deepEqual(
    [refused?.status, refused?.nextAttemptAt, refused?.refusal],
    ['refused', undefined, 'SMTP 554 5.7.1'],
  );
  for (const record of [later, sooner]) await setStatus(records, record.id, 'delivered', { attempts: 3 });
  assert.deepEqual(await records.due(now + 3_600_000, 10), []);
  assert.equal(await records.oldestWaiting(), undefined);
  const sent = await records.find(later.id);
  assert.deepEqual([sent?.status, sent?.attempts, sent?.nextAttemptAt], ['delivered', 3, undefined]);
  // Released by hand and delivered, it keeps no refusal.
  await setStatus(records, notYet.id, 'delivered', { attempts: 2 });
  assert.equal((await records.find(notYet.id))?.refusal, undefined);
}

/** Two senders (two instances' timers, a cron and a timer) claiming one waiting enquiry at once: one gets it. */
export async function sendsOneAtATime(a: EnquiryStore, b: EnquiryStore) {
  const record = sampleRecord({ status: 'undelivered', attempts: 1, nextAttemptAt: new Date().toISOString() });
  await a.insert(record);
  const claims = await Promise.all([a.claim(record.id), b.claim(record.id), a.claim(record.id)]);
  assert.equal(claims.filter(Boolean).length, 1);
  // Held, the record is still listed as due: whoever finds it busy leaves it.
  assert.ok((await b.due(Date.now(), 100)).some((found) => found.id === record.id));
  await claims.find(Boolean)!();
  const again = await b.claim(record.id);
  assert.ok(again);
  await again();
}

/**
 * Intake alone inserts, and never over a record; every later write goes only over the record as it was read:
 * one erased, or changed since, is not written back.
 */
export async function writesOverWhatWasRead(records: EnquiryStore) {
  const record = sampleRecord({ status: 'received', email: 'ada@example.gg' });
  await records.insert(record);
  await records.insert({ ...record, status: 'delivered' });
  assert.equal((await records.find(record.id))?.status, 'received');
  const sent = withStatus(record, 'undelivered', Date.parse(record.statusAt) + 1000, { attempts: 1 });
  assert.equal(await records.update(sent, record), records.kind);
  // A second writer holding the old copy writes nothing over the new one.
  assert.equal(await records.update(withStatus(record, 'delivered', Date.now() + 5000), record), undefined);
  assert.equal((await records.find(record.id))?.status, 'undelivered');
  await records.eraseEmail('ADA@example.gg');
  assert.equal(await records.update(withStatus(sent, 'delivered', Date.now() + 9000), sent), undefined);
  assert.equal(await records.find(record.id), undefined);
  assert.deepEqual(await records.list({ email: 'ada@example.gg' }), []);
}
