import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DAY_MS } from '@/lib/site/retention';
import { mailboxHash } from '../address-key';
import { ERASURE_MARK_MS, FINGERPRINT_MS, RECEIPT_SPAN_MS } from './periods';
import { sqliteStore } from './sqlite-store';
import { DATABASE_FILE, openDatabase } from './sqlite';
import { sampleRecord } from './sample-record.fixture';
import { honoursUnkeyedHashes } from './unkeyed-hashes.fixture';
import {
  capsHeldAcrossStores,
  findsByReference,
  findsWhatIsDue,
  keepsWhatItCannotRead,
  releasesOneAtATime,
  sendsOneAtATime,
  writesOverWhatWasRead,
} from './store-contract.fixture';
import {
  digestsOnceAcrossStores,
  sharesFlags,
  remembersFingerprints,
  countsSameText,
  sharesDigestFailures,
  takesReceiptTurns,
} from './beside-records.fixture';

const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-sqlite-'));
const at = (ms: number) => new Date(ms).toISOString();

test('a listing filters by status, day and address (any case), oldest first, leaving out what has expired', async () => {
  const records = sqliteStore(await temp());
  const first = sampleRecord({ receivedAt: at(Date.now() - 2 * DAY_MS), status: 'held' });
  const second = sampleRecord({ receivedAt: at(Date.now() - DAY_MS), email: 'Other@Example.gg' });
  const expired = sampleRecord({ receivedAt: at(Date.now() - 400 * DAY_MS), status: 'delivered' });
  for (const record of [second, first, expired]) await records.insert(record);
  assert.deepEqual(
    (await records.list()).map((r) => r.id),
    [first.id, second.id],
  );
  assert.deepEqual(
    (await records.list({ status: 'held' })).map((r) => r.id),
    [first.id],
  );
  assert.deepEqual(
    (await records.list({ email: ' other@example.GG' })).map((r) => r.id),
    [second.id],
  );
  assert.deepEqual(
    (await records.list({ since: new Date(Date.now() - 1.5 * DAY_MS) })).map((r) => r.id),
    [second.id],
  );
  assert.equal(await records.find(expired.id), undefined);
  assert.equal(await records.purge(), 1);
  assert.equal(await records.purge(), 0);
});

test('the store contract: SQLite', async (t) => {
  const dir = await temp();
  await t.test('one release at a time', () => releasesOneAtATime(sqliteStore(dir), sqliteStore(dir)));
  await t.test('one send at a time', () => sendsOneAtATime(sqliteStore(dir), sqliteStore(dir)));
  await t.test('what is due', async () => findsWhatIsDue(sqliteStore(await temp())));
  await t.test('writes over what was read', async () => writesOverWhatWasRead(sqliteStore(await temp())));
  await t.test('shared flags', async () => {
    const shared = await temp();
    await sharesFlags(sqliteStore(shared), sqliteStore(shared));
  });
  await t.test('fingerprints', async () => {
    const shared = await temp();
    await remembersFingerprints(sqliteStore(shared), sqliteStore(shared));
  });
  await t.test('one text from several addresses', async () => {
    const shared = await temp();
    await countsSameText((options) => sqliteStore(shared, options));
  });
  await t.test('the held cap across stores', async () => {
    const shared = await temp();
    await capsHeldAcrossStores((options) => sqliteStore(shared, options));
  });
  await t.test('what it cannot read', async () => {
    const shared = await temp();
    const file = path.join(shared, DATABASE_FILE);
    await keepsWhatItCannotRead(
      (options) => sqliteStore(shared, options),
      async (id) => {
        const db = openDatabase(file);
        db.prepare(
          `INSERT INTO records (id, reference, received_ms, status, status_ms, email_key, record)
           VALUES (?, 'XXXX-XXXX', ?, 'received', ?, '', '{"not": "a record"')`,
        ).run(id, Date.now(), Date.now());
        db.close();
      },
      async (id) => {
        const db = openDatabase(file);
        const found = db.prepare('SELECT 1 FROM records WHERE id = ?').get(id) !== undefined;
        db.close();
        return found;
      },
    );
  });
  await t.test('the held digest across stores', async () => {
    const shared = await temp();
    await digestsOnceAcrossStores((options) => sqliteStore(shared, options));
  });
  await t.test('found by reference', async () => {
    const shared = await temp();
    await findsByReference(() => sqliteStore(shared));
  });
  await t.test('the held digest’s failures', async () => {
    const shared = await temp();
    await sharesDigestFailures(sqliteStore(shared), sqliteStore(shared));
  });
  await t.test('receipts', async () => {
    const shared = await temp();
    await takesReceiptTurns(sqliteStore(shared), sqliteStore(shared));
  });
});

test('a receipt’s mark of its address is forgotten after its span, and deleted from the database by then or the next purge', async () => {
  let clock = Date.parse('2026-11-28T10:00:00Z');
  const dir = await temp();
  const store = sqliteStore(dir, { now: () => clock });
  const receipt = { state: 'due', attempts: 0 } as const;
  const first = sampleRecord({ email: 'span@example.gg', receipt, statusAt: new Date(clock).toISOString() });
  const next = sampleRecord({ email: 'span@example.gg', receipt, statusAt: new Date(clock).toISOString() });
  for (const record of [first, next]) await store.insert(record);
  assert.equal(await store.receiptTurn(first, 1), 'taken');
  clock += RECEIPT_SPAN_MS - 1;
  assert.equal(await store.receiptTurn(next, 5), 'address');
  const rows = (table: string) =>
    openDatabase(path.join(dir, DATABASE_FILE))
      .prepare(`SELECT * FROM ${table}`)
      .all()
      .map((row) => ({ ...(row as object) }));
  assert.deepEqual(rows('receipt_marks'), [
    { address: mailboxHash('span@example.gg'), id: first.id, expires_ms: clock + 1 },
  ]);
  clock += 1;
  await store.purge();
  assert.deepEqual([rows('receipt_marks'), rows('receipts_sent')], [[], []]);
  assert.equal(await store.receiptTurn(next, 1), 'taken');
});

test('a fingerprint is forgotten once its window ends, and deleted from the database by then or the next purge', async () => {
  let clock = Date.parse('2026-11-28T10:00:00Z');
  const dir = await temp();
  const store = sqliteStore(dir, { now: () => clock });
  await store.fingerprint('hash:one', 'first');
  clock += FINGERPRINT_MS - 1;
  assert.deepEqual(await store.fingerprint('hash:one', 'second'), { id: 'first' });
  clock += 1;
  assert.equal(await store.fingerprint('hash:two', 'other'), undefined);
  const rows = () =>
    openDatabase(path.join(dir, DATABASE_FILE))
      .prepare('SELECT key FROM fingerprints')
      .all()
      .map((row) => ({ ...(row as object) }));
  assert.deepEqual(rows(), [{ key: 'hash:two' }]);
  clock += FINGERPRINT_MS;
  await store.purge();
  assert.deepEqual(rows(), []);
});

test('a database written before the hashes were keyed: its erasure and receipt marks are honoured until theirs are gone', async () => {
  const dir = await temp();
  await honoursUnkeyedHashes(
    (options) => sqliteStore(dir, options),
    async (kind, hash, value) => {
      const db = openDatabase(path.join(dir, DATABASE_FILE));
      const until = Date.now() + 2 * ERASURE_MARK_MS;
      if (kind === 'erasure')
        db.prepare('INSERT INTO erasures (address, erased_ms, expires_ms) VALUES (?, ?, ?)').run(
          hash,
          Number(value),
          until,
        );
      else db.prepare('INSERT INTO receipt_marks (address, id, expires_ms) VALUES (?, ?, ?)').run(hash, value, until);
      db.close();
    },
  );
});

test('a database written before the address key: its records are found and erased by every spelling of the address', async () => {
  const dir = await temp();
  const old = sampleRecord({ email: 'Victim@ＥＸＡＭＰＬＥ.com' });
  const db = openDatabase(path.join(dir, DATABASE_FILE));
  // As the site kept it before: the key trimmed and lower-cased, the domain as typed.
  db.exec(`PRAGMA user_version = 6`);
  db.prepare(
    'INSERT INTO records (id, reference, received_ms, status, status_ms, email_key, record) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    old.id,
    old.reference,
    Date.parse(old.receivedAt),
    old.status,
    Date.parse(old.statusAt),
    'victim@ｅｘａｍｐｌｅ.com',
    JSON.stringify(old),
  );
  db.close();
  const store = sqliteStore(dir);
  assert.deepEqual(
    (await store.list({ email: 'victim@example.com' })).map((record) => record.id),
    [old.id],
  );
  assert.deepEqual((await store.eraseEmail('VICTIM@exaｍple.com')).ids, [old.id]);
});
