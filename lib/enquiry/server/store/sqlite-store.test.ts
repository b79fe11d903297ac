import assert from 'node:assert/strict';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DAY_MS } from '@/lib/site/retention';
import { mailboxHash } from '../address-key';
import { ERASURE_MARK_MS, FINGERPRINT_MS, RECEIPT_SPAN_MS, STALE_CLAIM_MS } from './periods';
import { withStatus } from './record-life';
import { sqliteStore } from './sqlite-store';
import { type Database, DATABASE_FILE, migrations, openDatabase } from './sqlite';
import { sampleRecord } from './sample-record.fixture';
import { honoursUnkeyedHashes } from './unkeyed-hashes.fixture';
import {
  adoptsAsErasuresAllow,
  capsHeldAcrossStores,
  digestsOnceAcrossStores,
  findsByReference,
  findsWhatIsDue,
  keepsWhatItCannotRead,
  releasesOneAtATime,
  sendsOneAtATime,
  sharesFlags,
  remembersFingerprints,
  countsSameText,
  sharesDigestFailures,
  takesReceiptTurns,
  writesOverWhatWasRead,
} from './store-contract.fixture';

const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-sqlite-'));
const at = (ms: number) => new Date(ms).toISOString();

test('a record is kept in one database, readable by the server alone, found by id or reference', async () => {
  const dir = await temp();
  const records = sqliteStore(dir);
  const record = sampleRecord({ status: 'received' });
  await records.insert(record);
  assert.equal((await stat(path.join(dir, DATABASE_FILE))).mode & 0o777, 0o600);
  assert.deepEqual(await records.find(record.id), record);
  assert.deepEqual(await records.find(record.reference.toLowerCase().replace('-', '')), record);
  assert.equal(await records.update(withStatus(record, 'delivered', Date.now() + 1), record), 'sqlite');
  assert.equal((await records.find(record.reference))?.status, 'delivered');
  const db = openDatabase(path.join(dir, DATABASE_FILE));
  assert.deepEqual(
    [
      { ...(db.prepare('PRAGMA journal_mode').get() as object) },
      { ...(db.prepare('PRAGMA user_version').get() as object) },
    ],
    [{ journal_mode: 'wal' }, { user_version: migrations.length }],
  );
  db.close();
});

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

test('a file that is not a database fails each call, and the store is still made', async () => {
  const dir = await temp();
  await writeFile(path.join(dir, DATABASE_FILE), 'not a database, not at all, '.repeat(100));
  const records = sqliteStore(dir);
  await assert.rejects(records.insert(sampleRecord()));
  await assert.rejects(records.list());
});

test('a folder replaced by a file under the store fails each call by its own code, the first and every next', async () => {
  const dir = await temp();
  const records = sqliteStore(dir);
  await records.insert(sampleRecord());
  await rm(dir, { recursive: true });
  await writeFile(dir, 'not a folder');
  for (const attempt of [1, 2]) await assert.rejects(records.insert(sampleRecord()), { code: 'EEXIST' }, `${attempt}`);
});

test('the store contract: SQLite', async (t) => {
  const dir = await temp();
  await t.test('one release at a time', () => releasesOneAtATime(sqliteStore(dir), sqliteStore(dir)));
  await t.test('one send at a time', () => sendsOneAtATime(sqliteStore(dir), sqliteStore(dir)));
  await t.test('what is due', async () => findsWhatIsDue(sqliteStore(await temp())));
  await t.test('writes over what was read', async () => writesOverWhatWasRead(sqliteStore(await temp())));
  await t.test('adopts as erasures allow', async () => adoptsAsErasuresAllow(sqliteStore(await temp())));
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

test('a database of the schema before the digest’s failures keeps what it holds, and counts none', async () => {
  const dir = await temp();
  const file = path.join(dir, DATABASE_FILE);
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite') as { DatabaseSync: new (file: string) => Database };
  const old = new DatabaseSync(file);
  for (const migration of migrations.slice(0, 2)) old.exec(migration);
  old.exec('PRAGMA user_version = 2; UPDATE held_digest SET last_sent_ms = 1000, dropped = 3;');
  old.close();
  const records = sqliteStore(dir);
  assert.deepEqual(await records.digestState(), { lastSentMs: 1000, failures: 0 });
  const claim = (await records.claimDigest())!;
  assert.equal(claim.dropped, 3);
  await claim.release();
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
