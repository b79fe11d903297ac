import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, readlink, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { backupDir, takeBackup } from './backup';
import { sampleRecord } from './sample-record.fixture';
import { DATABASE_FILE, sqliteStore } from './sqlite-store';

// The copy itself, against a real database: replaced whole, never half-written, and nothing left by a copy cut short.
async function setUp(records = 1) {
  const outbox = await mkdtemp(path.join(os.tmpdir(), 'sarnia-backup-'));
  const parsed = parseServerEnv({ OUTBOX_DIR: outbox });
  assert.ok(parsed.ok);
  const store = sqliteStore(outbox);
  for (let n = 0; n < records; n++) await store.save(sampleRecord({ message: `Message ${n}. ${'x'.repeat(2000)}` }));
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

// The process taking the copy: the one whose command line names the folder.
async function copyingProcess(folder: string): Promise<number | undefined> {
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const line = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (pid !== String(process.pid) && line.includes(folder)) return Number(pid);
  }
}

test('a reader always finds a whole copy, the day before’s or the new one, while copies replace each other', async () => {
  const { env, store, copy } = await setUp(200);
  await takeBackup(env);
  await store.save(sampleRecord());
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

test('a copy killed (SIGKILL) part way leaves the day before’s intact and no temporary copy; one orphaned is removed by the next', async () => {
  const { env, outbox, copy } = await setUp(20);
  await takeBackup(env, { now: () => Date.parse('2026-11-26T03:00:00Z') });
  const yesterday = await readFile(copy);
  // Some 60 MB more, so that the copy takes long enough to be killed part way.
  const writer = new DatabaseSync(path.join(outbox, DATABASE_FILE));
  writer.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 15000)
    INSERT INTO records (id, reference, received_ms, status, status_ms, email_key, record)
    SELECT 'pad-' || i, 'PAD-' || i, 0, 'delivered', 0, 'pad', hex(randomblob(2000)) FROM n`);
  writer.close();
  const copying = takeBackup(env);
  const folder = path.dirname(copy);
  while (!(await leftovers(folder)).length) await new Promise((resolve) => setTimeout(resolve, 2));
  const pid = await copyingProcess(folder);
  assert.ok(pid, 'the copying process');
  process.kill(pid, 'SIGKILL');
  await assert.rejects(copying, { code: 'killed' });
  assert.deepEqual(await readFile(copy), yesterday);
  assert.deepEqual(await leftovers(folder), []);

  // A copy whose server died with it leaves its temporary file: the next copy removes it.
  const orphan = path.join(folder, `.${DATABASE_FILE}.0b6e8c2a-3f1d-4c5e-9a7b-2d4f6a8c0e1b.tmp`);
  await writeFile(orphan, 'Zoë Le Page <zoe@example.gg>', { mode: 0o600 });
  await takeBackup(env);
  assert.deepEqual(await leftovers(folder), []);
  assert.equal(count(copy), 15_020);
  assert.equal((await stat(copy)).mode & 0o777, 0o600);
});

// The process waiting for the folder's lock: it has the lock file open.
async function waitsForLock(folder: string) {
  for (;;) {
    const pid = await copyingProcess(folder);
    const open = pid ? await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]) : [];
    const files = await Promise.all(open.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')));
    if (files.includes(path.join(folder, '.lock'))) return;
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
