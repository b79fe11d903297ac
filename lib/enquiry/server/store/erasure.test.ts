import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { DAY_MS, retention } from '@/lib/site/retention';
import { sampleRecord } from './sample-record.fixture';
import { DATABASE_FILE } from './sqlite';
import { sqliteStore } from './sqlite-store';

// What an erasure or a purge removes is gone from the bytes of every file the database is made of: no free
// page (secure_delete) and no log (the checkpoint after each) keeps it.
const T0 = Date.parse('2026-11-27T09:00:00Z');
const target = { name: 'Maëlys Ozanne-Brehaut', email: 'maelys.ozanne@example.gg', message: 'Quarante caisses.' };

async function timesHeld(folder: string, texts: string[]) {
  let found = 0;
  for (const name of await readdir(folder)) {
    const bytes = await readFile(path.join(folder, name));
    for (const text of texts) for (let at = bytes.indexOf(text); at !== -1; at = bytes.indexOf(text, at + 1)) found++;
  }
  return found;
}

async function withRecords(now: () => number, aroundTarget: (n: number) => Record<string, string> = () => ({})) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sarnia-erasure-'));
  const store = sqliteStore(folder, { now });
  for (let n = 0; n < 61; n++) {
    const record = sampleRecord(n === 30 ? { ...target, ...aroundTarget(n) } : { email: `guest${n}@example.gg` });
    // Each record written as the server writes it: received, then delivered.
    const received = { ...record, status: 'received' as const, statusAt: new Date(now() - 1000).toISOString() };
    await store.insert(received);
    await store.update(record, received);
  }
  return { folder, store };
}

test('an address erased is held 0 times by any file of the database, with 20 enquiries written after', async () => {
  const { folder, store } = await withRecords(Date.now);
  const texts = Object.values(target);
  assert.ok((await timesHeld(folder, texts)) > 0, 'held before');
  assert.equal((await store.eraseEmail(target.email)).ids.length, 1);
  for (let n = 0; n < 20; n++) await store.insert(sampleRecord({ email: `after${n}@example.gg` }));
  assert.equal(await timesHeld(folder, texts), 0);
  assert.equal((await store.list()).length, 80);
});

test('a record purged when its period ends is held 0 times by any file of the database', async () => {
  let clock = T0;
  const old = () => ({ receivedAt: new Date(T0 - retention.deliveredDays * DAY_MS).toISOString() });
  const { folder, store } = await withRecords(() => clock, old);
  clock = T0 + 1000;
  assert.equal(await store.purge(), 1);
  for (let n = 0; n < 20; n++) await store.insert(sampleRecord({ email: `after${n}@example.gg` }));
  assert.equal(await timesHeld(folder, Object.values(target)), 0);
});

test('an erasure waits for another process’s reader to leave the log, then empties it', async () => {
  const { folder, store } = await withRecords(Date.now);
  const reader = new DatabaseSync(path.join(folder, DATABASE_FILE), { readOnly: true });
  reader.exec('BEGIN');
  reader.prepare('SELECT count(*) FROM records').get();
  const erasing = store.eraseEmail(target.email);
  setTimeout(() => reader.exec('COMMIT'), 200);
  await erasing;
  reader.close();
  assert.equal((await stat(path.join(folder, `${DATABASE_FILE}-wal`))).size, 0);
  assert.equal(await timesHeld(folder, Object.values(target)), 0);
});
