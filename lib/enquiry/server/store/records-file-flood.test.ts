// The folder store after a flood (issue 24): thousands of records on disk, in today's layout, and what
// one more enquiry, a status and a purge cost then, counted by watching node:fs/promises itself.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DAY_MS } from '@/lib/site/retention';
import { AT_ONCE } from './bounded-io';
import { fill, watch } from './folder-watch.fixture';
import { fileRecords } from './records-file';
import { sampleRecord } from './sample-record.fixture';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

test('with 3,000 records in the folder, holding one more enquiry or setting a status opens a few files, and the held cap holds', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-flood-'));
  const kept = Array.from({ length: 2_400 }, (_, i) => sampleRecord({ receivedAt: ago(DAY_MS + i * 1000) }));
  const held = Array.from({ length: 600 }, (_, i) => sampleRecord({ status: 'held', receivedAt: ago(DAY_MS + i) }));
  await fill(dir, [...kept, ...held]);
  const dropped: number[] = [];
  const records = fileRecords(dir, { heldCap: 500, onHeldCap: (count) => dropped.push(count) });
  // Start-up: held records written before the index existed join it, and the cap holds for them too.
  assert.equal(await records.purge(), 0);
  const one = sampleRecord({ status: 'held' });
  const holding = await watch(dir, () => records.save(one));
  assert.ok(holding.seen.opened <= 4, `opened ${holding.seen.opened} files`);
  assert.deepEqual(holding.seen.listed, [path.join('records', 'held')]);
  const stillHeld = await records.list({ status: 'held' });
  assert.equal(stillHeld.length, 500);
  assert.ok(stillHeld.some((record) => record.id === one.id));
  assert.equal(
    dropped.reduce((sum, count) => sum + count, 0),
    101,
  );

  const released = await watch(dir, () => records.setStatus(held[0]!.id, 'delivered'));
  assert.ok(released.seen.opened <= 3, `opened ${released.seen.opened} files`);
  assert.deepEqual(released.seen.listed, []);
  assert.equal((await records.list({ status: 'held' })).length, 499);
  assert.equal((await records.list()).length, 2_400 + 500);
});

test('a purge walks the folder a batch at a time, with a few files open at once, and keeps the rest', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-flood-'));
  const expired = Array.from({ length: 1_000 }, () => sampleRecord({ receivedAt: ago(31 * DAY_MS) }));
  const fresh = Array.from({ length: 2_000 }, () => sampleRecord({ status: 'received' }));
  await fill(dir, [...expired, ...fresh]);
  const { result, seen } = await watch(dir, () => fileRecords(dir).purge());
  assert.equal(result, 1_000);
  assert.ok(seen.mostOpen <= AT_ONCE + 1, `${seen.mostOpen} files open at once`);
  assert.equal((await readdir(path.join(dir, 'records'))).filter((name) => name.endsWith('.json')).length, 2_000);
});

test('a file that is not a record, corrupt, truncated, too large or a folder, is skipped with a warning and never purged', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-flood-'));
  const old = sampleRecord({ status: 'held', receivedAt: ago(100 * DAY_MS) });
  const [truncated, large, folder] = [sampleRecord().id, sampleRecord().id, sampleRecord().id];
  const folderOf = path.join(dir, 'records');
  await fill(dir, [old]);
  await writeFile(path.join(folderOf, `${truncated}.json`), JSON.stringify(old).slice(0, 40));
  await writeFile(path.join(folderOf, `${large}.json`), `{"id":"${large}",${' '.repeat(400_000)}}`);
  await mkdir(path.join(folderOf, `${folder}.json`));
  await writeFile(path.join(folderOf, 'notes.json'), '{"mine": true}');
  // A held marker pointing at a file that is not a record: the cap takes the marker and leaves the file.
  await mkdir(path.join(folderOf, 'held'));
  await writeFile(path.join(folderOf, 'held', `${Date.now()}-${truncated}`), '');
  const corrupt: string[] = [];
  const records = fileRecords(dir, { heldCap: 0, onCorrupt: (name) => corrupt.push(name) });
  assert.equal(await records.purge(), 1);
  assert.deepEqual(
    [...new Set(corrupt)].sort(),
    [`${truncated}.json`, `${large}.json`, `${folder}.json`, 'notes.json'].sort(),
  );
  assert.deepEqual(await records.list(), []);
  const left = (await readdir(folderOf)).filter((name) => name.endsWith('.json')).sort();
  assert.deepEqual(left, [`${truncated}.json`, `${large}.json`, `${folder}.json`, 'notes.json'].sort());
});
