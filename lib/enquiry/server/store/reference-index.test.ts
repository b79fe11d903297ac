// Finding a record by its reference in the folder store: the contract both stores keep, and what a
// lookup costs among thousands of records, written before the index existed, once it is built.
import assert from 'node:assert/strict';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fill, watch } from './folder-watch.fixture';
import { findsByReference } from './records-contract.fixture';
import { fileRecords } from './records-file';
import { sampleRecord } from './sample-record.fixture';

const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-references-'));

test('found by reference through the index: records kept before it existed, saved since, and not once erased', async () => {
  const dir = await temp();
  await findsByReference(
    () => fileRecords(dir),
    (record) => fill(dir, [record]),
  );
});

test('with 3,000 records from before the index, start-up indexes them, and a lookup then opens two files and lists no folder', async () => {
  const dir = await temp();
  const kept = Array.from({ length: 3_000 }, (_, i) => sampleRecord({ status: i % 3 ? 'delivered' : 'held' }));
  await fill(dir, kept);
  await fileRecords(dir).purge();
  assert.equal((await readdir(path.join(dir, 'records', 'by-reference'))).length, 3_000 + 1);
  const records = fileRecords(dir);
  for (const wanted of [kept[0]!, kept[1_500]!, kept[2_999]!]) {
    const { result, seen } = await watch(dir, () => records.find(wanted.reference));
    assert.equal(result?.id, wanted.id);
    assert.ok(seen.opened <= 2, `opened ${seen.opened} files`);
    assert.deepEqual(seen.listed, []);
  }
  const unknown = await watch(dir, () => records.find(sampleRecord().reference));
  assert.equal(unknown.result, undefined);
  assert.ok(unknown.seen.opened <= 1 && !unknown.seen.listed.length);
});

test('without a start-up, the first lookup builds the index once, and every later one is bounded', async () => {
  const dir = await temp();
  const kept = Array.from({ length: 1_000 }, () => sampleRecord());
  await fill(dir, kept);
  const records = fileRecords(dir);
  const first = await watch(dir, () => records.find(kept[999]!.reference));
  assert.equal(first.result?.id, kept[999]!.id);
  assert.deepEqual(first.seen.listed, ['records']);
  const later = await watch(dir, () => fileRecords(dir).find(kept[0]!.reference));
  assert.equal(later.result?.id, kept[0]!.id);
  assert.ok(later.seen.opened <= 2, `opened ${later.seen.opened} files`);
  assert.deepEqual(later.seen.listed, []);
});
