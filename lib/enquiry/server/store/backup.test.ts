import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, readlink, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { backupDir, takeBackup } from './backup';
import { sampleRecord } from './sample-record.fixture';
import { DATABASE_FILE } from './sqlite';
import { sqliteStore } from './sqlite-store';

// The copy itself, against a real database: replaced whole, never half-written, and nothing left by a copy cut short.
async function setUp(records = 1) {
  const outbox = await mkdtemp(path.join(os.tmpdir(), 'sarnia-backup-'));
  const parsed = parseServerEnv({ OUTBOX_DIR: outbox });
  assert.ok(parsed.ok);
  const store = sqliteStore(outbox);
  for (let n = 0; n < records; n++) await store.insert(sampleRecord({ message: `Message ${n}. ${'x'.repeat(2000)}` }));
  return { env: parsed.env, store, outbox, copy: path.join(backupDir(parsed.env), DATABASE_FILE) };
}
const count = (file: string) => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM records').get() as { n: number }).n;
  } finally {
    db.close();
  }
};
const leftovers = async (folder: string) => (await readdir(folder)).filter((name) => name.endsWith('.tmp'));

// A process taking a copy as the server does (copy-database.mjs), which a test can kill.
function copyInProcess(database: string, target: string) {
  const copier = path.resolve('lib/enquiry/server/store/copy-database.mjs');
  const program = `import(${JSON.stringify(copier)}).then(({ copyDatabase }) =>
    copyDatabase(${JSON.stringify(database)}, ${JSON.stringify(target)}, { replace: true }))`;
  return spawn(process.execPath, ['-e', program], { stdio: 'ignore' });
}

test('a reader always finds a whole copy, the day before’s or the new one, while copies replace each other', async () => {
  const { env, store, copy } = await setUp(200);
  await takeBackup(env);
  await store.insert(sampleRecord());
  const seen = new Set<number>();
  let copying = true;
  const copies = (async () => {
    for (let n = 0; n < 4; n++) await takeBackup(env);
    copying = false;
  })();
  while (copying) {
    seen.add(count(copy));
    await new Promise((resolve) => setImmediate(resolve));
  }
  await copies;
  assert.ok(
    [...seen].every((n) => n === 200 || n === 201),
    `read ${[...seen]}`,
  );
  assert.ok(seen.has(201));
  assert.deepEqual(await leftovers(path.dirname(copy)), []);
});

test('a server killed (SIGKILL) part way through a copy leaves the day before’s intact; the next copy removes what it left', async () => {
  const { env, outbox, copy } = await setUp(20);
  await takeBackup(env, { now: () => Date.parse('2026-11-26T03:00:00Z') });
  const yesterday = await readFile(copy);
  // Some 60 MB more, so that the copy takes long enough to be killed part way.
  const writer = new DatabaseSync(path.join(outbox, DATABASE_FILE));
  writer.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 15000)
    INSERT INTO records (id, reference, received_ms, status, status_ms, email_key, record)
    SELECT 'pad-' || i, 'PAD-' || i, 0, 'delivered', 0, 'pad', hex(randomblob(2000)) FROM n`);
  writer.close();
  const folder = path.dirname(copy);
  const server = copyInProcess(path.join(outbox, DATABASE_FILE), copy);
  const ended = new Promise((resolve) => server.once('exit', resolve));
  const started = async () => {
    const [temporary] = await leftovers(folder);
    return !!temporary && ((await stat(path.join(folder, temporary)).catch(() => undefined))?.size ?? 0) > 0;
  };
  while (!(await started())) await new Promise((resolve) => setTimeout(resolve, 2));
  server.kill('SIGKILL');
  await ended;
  assert.deepEqual(await readFile(copy), yesterday);
  assert.equal((await leftovers(folder)).length, 1);
  await takeBackup(env);
  assert.deepEqual(await leftovers(folder), []);
  assert.equal(count(copy), 15_020);
  assert.equal((await stat(copy)).mode & 0o777, 0o600);
});

// The copy waiting for the folder's lock has the lock file open beside the test's own hold on it.
async function waitsForLock(folder: string) {
  const lockFile = path.join(folder, '.lock');
  for (;;) {
    const open = await readdir('/proc/self/fd');
    const files = await Promise.all(open.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
    if (files.filter((file) => file === lockFile).length >= 2) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

test('a copy waits for one under way (an erasure’s for the day’s), so the one it puts in place is the later', async () => {
  const { env, store, copy } = await setUp();
  await takeBackup(env);
  const folder = path.dirname(copy);
  const lock = new DatabaseSync(path.join(folder, '.lock'));
  lock.exec('BEGIN EXCLUSIVE');
  await store.eraseEmail('zoe@example.gg');
  const erasure = takeBackup(env);
  await waitsForLock(folder);
  // The day's copy, taken before the erasure, put in place while it holds the folder.
  await writeFile(copy, await readFile(copy));
  lock.exec('COMMIT');
  lock.close();
  await erasure;
  assert.equal(count(copy), 0);
});
