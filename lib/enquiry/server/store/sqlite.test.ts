import assert from 'node:assert/strict';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { withStatus } from './record-life';
import { sampleRecord } from './sample-record.fixture';
import { type Database, DATABASE_FILE, migrations, openDatabase } from './sqlite';
import { sqliteStore } from './sqlite-store';

// The database itself: its file, its mode and its migrations, and what a store does when it is not there.
const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-sqlite-'));

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
