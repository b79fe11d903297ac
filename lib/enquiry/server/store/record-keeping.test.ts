import assert from 'node:assert/strict';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { DAY_MS } from '@/lib/site/retention';
import { referenceFor } from '../core/reference';
import { newEnquiryId } from '../core/enquiry-id';
import { enquiryRecords, purgeAtStartup, recordKeeper } from './record-keeping';
import { fileRecords } from './records-file';
import { sampleRecord } from './sample-record';

const envFor = (source: Record<string, string>) => {
  const parsed = parseServerEnv(source);
  assert.ok(parsed.ok);
  return parsed.env;
};
const enquiry = { name: 'Zoë', email: 'zoe@example.gg', interest: 'retailer' as const, message: 'Hello' };

test('the keeper writes the record at acceptance and its status after, with the reference', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-keeper-'));
  const records = enquiryRecords(envFor({ OUTBOX_DIR: dir }), undefined)!;
  const keeper = recordKeeper(records);
  const id = newEnquiryId();
  assert.equal(await keeper.accepted({ id, enquiry, channel: 'no-script', status: 'received' }), true);
  assert.equal(await keeper.status(id, 'undelivered'), true);
  const record = await records.find(referenceFor(id));
  assert.deepEqual(
    [record?.status, record?.channel, record?.fields.email],
    ['undelivered', 'no-script', 'zoe@example.gg'],
  );
});

test('on Vercel without Redis there is no store: the keeper says nothing was recorded', async () => {
  const records = enquiryRecords(envFor({ VERCEL: '1' }), undefined);
  assert.equal(records, undefined);
  const keeper = recordKeeper(records);
  assert.equal(await keeper.accepted({ id: newEnquiryId(), enquiry, channel: 'script', status: 'held' }), false);
});

test('start-up purges the folder of expired records', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-keeper-'));
  const now = Date.now();
  const old = sampleRecord({ receivedAt: new Date(now - 31 * DAY_MS).toISOString() });
  const fresh = sampleRecord();
  // Written by a store whose clock says they were new, as a server stopped for a month left them.
  const writer = fileRecords(dir, { now: () => now - 31 * DAY_MS });
  await writer.save(old);
  await writer.save(fresh);
  assert.equal(await purgeAtStartup(envFor({ OUTBOX_DIR: dir }), () => now), 1);
  assert.deepEqual(await readdir(path.join(dir, 'records')), [`${fresh.id}.json`]);
});
