import assert from 'node:assert/strict';
import { mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { copyDatabase } from './copy-database.mjs';
import { sampleRecord } from './sample-record.fixture';
import { DATABASE_FILE } from './sqlite';
import { sqliteStore } from './sqlite-store';

const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-copy-'));

test('a copy by hand is a new database of mode 0600 holding what was kept; it never writes over a file', async () => {
  const [dir, elsewhere] = [await temp(), await temp()];
  const record = sampleRecord({ status: 'held' });
  await sqliteStore(dir).insert(record);
  const copy = path.join(elsewhere, DATABASE_FILE);
  await copyDatabase(path.join(dir, DATABASE_FILE), copy);
  assert.equal((await stat(copy)).mode & 0o777, 0o600);
  // One file whole in itself: read, it leaves no -wal or -shm beside it.
  const reader = new DatabaseSync(copy, { readOnly: true });
  assert.equal((reader.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode, 'delete');
  reader.close();
  assert.deepEqual((await readdir(elsewhere)).sort(), ['.lock', DATABASE_FILE]);
  assert.deepEqual(await sqliteStore(elsewhere).find(record.id), record);
  await assert.rejects(copyDatabase(path.join(dir, DATABASE_FILE), copy), { code: 'EEXIST' });
  await assert.rejects(copyDatabase(path.join(await temp(), DATABASE_FILE), path.join(elsewhere, 'x.db')), {
    code: 'ENOENT',
  });
  assert.deepEqual(
    (await readdir(elsewhere)).filter((name) => name.endsWith('.tmp')),
    [],
  );
});

test('a replacing copy takes the place of the last, dated as asked, and an orphan left by a dead copy goes', async () => {
  const [dir, backups] = [await temp(), await temp()];
  const store = sqliteStore(dir);
  const first = sampleRecord({ email: 'first@example.gg' });
  await store.insert(first);
  const target = path.join(backups, DATABASE_FILE);
  await copyDatabase(path.join(dir, DATABASE_FILE), target, { replace: true, takenMs: Date.UTC(2026, 10, 1) });
  assert.equal((await stat(target)).mtimeMs, Date.UTC(2026, 10, 1));
  const orphan = path.join(backups, `.${DATABASE_FILE}.5f0e.tmp`);
  await writeFile(orphan, 'a dead copy’s bytes', { mode: 0o600 });
  await store.eraseEmail('first@example.gg');
  await copyDatabase(path.join(dir, DATABASE_FILE), target, { replace: true });
  assert.equal(await sqliteStore(backups).find(first.id), undefined);
  assert.deepEqual(
    (await readdir(backups)).filter((name) => name.endsWith('.tmp')),
    [],
  );
});

test('copies into one folder at once go one after another, each whole, the last begun last in place', async () => {
  const [dir, backups] = [await temp(), await temp()];
  const store = sqliteStore(dir);
  for (let n = 0; n < 200; n++) await store.insert(sampleRecord({ message: `Message ${n}. ${'x'.repeat(2000)}` }));
  const target = path.join(backups, DATABASE_FILE);
  const order: number[] = [];
  await Promise.all(
    [1, 2, 3].map((n) =>
      copyDatabase(path.join(dir, DATABASE_FILE), target, { replace: true, takenMs: Date.UTC(2026, 0, n) }).then(() =>
        order.push(n),
      ),
    ),
  );
  assert.equal(order.length, 3);
  assert.equal((await stat(target)).mtimeMs, Date.UTC(2026, 0, order.at(-1)!));
  assert.equal((await sqliteStore(backups).list()).length, 200);
});
