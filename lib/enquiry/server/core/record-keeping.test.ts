import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import type { EnquiryLog, EnquiryLogFields } from '@/lib/log';
import { referenceFor } from '../reference';
import { newEnquiryId } from '../enquiry-id';
import { recordKeeper } from './record-keeping';
import { enquiryStores } from '../store/stores';
import { sampleRecord } from '../store/sample-record.fixture';

const envFor = (source: Record<string, string>) => {
  const parsed = parseServerEnv(source);
  assert.ok(parsed.ok);
  return parsed.env;
};
const enquiry = { name: 'Zoë', email: 'zoe@example.gg', interest: 'retailer' as const, message: 'Hello' };

test('the keeper writes the record at acceptance and its status after, with the reference', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-keeper-'));
  const records = enquiryStores(envFor({ OUTBOX_DIR: dir }), undefined).records!;
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

test('a record received and not yet sent is due the first wait after its receipt, as a process cut off mid-send leaves it', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-keeper-'));
  const records = enquiryStores(envFor({ OUTBOX_DIR: dir }), undefined).records!;
  const keeper = recordKeeper(records, undefined, { firstS: 120, maxS: 3600 });
  const [received, held] = [newEnquiryId(), newEnquiryId()];
  const receivedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  await keeper.accepted({ id: received, enquiry, channel: 'script', status: 'received', receivedAt });
  await keeper.accepted({ id: held, enquiry, channel: 'script', status: 'held', receivedAt });
  assert.equal((await records.find(received))?.nextAttemptAt, new Date(receivedAt.getTime() + 120_000).toISOString());
  assert.equal((await records.find(held))?.nextAttemptAt, undefined);
});

test('the record keeps the language the visitor wrote in, English when the request named none', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-keeper-'));
  const records = enquiryStores(envFor({ OUTBOX_DIR: dir }), undefined).records!;
  const keeper = recordKeeper(records);
  const [french, unnamed] = [newEnquiryId(), newEnquiryId()];
  await keeper.accepted({ id: french, enquiry: { ...enquiry, language: 'fr' }, channel: 'script', status: 'received' });
  await keeper.accepted({ id: unnamed, enquiry, channel: 'script', status: 'received' });
  assert.equal((await records.find(french))?.fields.language, 'fr');
  assert.equal((await records.find(unnamed))?.fields.language, 'en');
});

test('an enquiry that could not be sent is kept as its record, undelivered, from its first receipt; with no store, not kept', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-keeper-'));
  const records = enquiryStores(envFor({ OUTBOX_DIR: dir }), undefined).records!;
  const keeper = recordKeeper(records);
  const [retried, unrecorded] = [newEnquiryId(), newEnquiryId()];
  const first = new Date(Date.now() - 60_000);
  await keeper.accepted({ id: retried, enquiry, channel: 'no-script', status: 'received', receivedAt: first });
  assert.deepEqual(await keeper.undelivered({ id: retried, enquiry, channel: 'script' }), {
    ok: true,
    store: 'outbox',
  });
  const kept = await records.find(retried);
  assert.deepEqual([kept?.status, kept?.channel, kept?.receivedAt], ['undelivered', 'no-script', first.toISOString()]);
  // Its first record was never written: the whole record is kept now.
  assert.deepEqual(await keeper.undelivered({ id: unrecorded, enquiry, channel: 'script' }), {
    ok: true,
    store: 'outbox',
  });
  assert.equal((await records.find(unrecorded))?.fields.message, 'Hello');
  const nowhere = recordKeeper(undefined);
  assert.deepEqual(await nowhere.undelivered({ id: unrecorded, enquiry, channel: 'script' }), {
    ok: false,
    errorCodes: ['no store'],
  });
});

test('an enquiry whose message the mail server refused is kept refused, with its codes, and never due', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-keeper-'));
  const records = enquiryStores(envFor({ OUTBOX_DIR: dir }), undefined).records!;
  const keeper = recordKeeper(records);
  const id = newEnquiryId();
  await keeper.accepted({ id, enquiry, channel: 'script', status: 'received' });
  const refused = { refusal: 'SMTP 554 5.7.1' };
  assert.deepEqual(await keeper.undelivered({ id, enquiry, channel: 'script' }, refused), {
    ok: true,
    store: 'outbox',
  });
  const kept = await records.find(id);
  assert.deepEqual(
    [kept?.status, kept?.attempts, kept?.nextAttemptAt, kept?.refusal],
    ['refused', 1, undefined, 'SMTP 554 5.7.1'],
  );
  assert.deepEqual(await records.due(Date.now() + 86_400_000, 10), []);
});

test('held enquiries the cap drops are counted in one log line, with nothing personal in it', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-keeper-'));
  const warned: EnquiryLogFields[] = [];
  const log: EnquiryLog = { info: () => {}, warn: (fields) => warned.push(fields), error: () => {} };
  const records = enquiryStores(envFor({ OUTBOX_DIR: dir }), undefined, { options: { heldCap: 2 }, log }).records!;
  for (const minutes of [3, 2, 1]) {
    await records.save(
      sampleRecord({ status: 'held', receivedAt: new Date(Date.now() - minutes * 60_000).toISOString() }),
    );
  }
  assert.deepEqual(warned, [{ event: 'enquiry.held-cap', outcome: 'oldest-dropped', count: 1 }]);
});

test('on Vercel without Redis there is no store: the keeper says nothing was recorded', async () => {
  const records = enquiryStores(envFor({ VERCEL: '1' }), undefined).records;
  assert.equal(records, undefined);
  const keeper = recordKeeper(records);
  assert.equal(await keeper.accepted({ id: newEnquiryId(), enquiry, channel: 'script', status: 'held' }), false);
});

test('a claim that cannot be given back (a full disk) is logged, never thrown: it expires by itself', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-keeper-'));
  const records = enquiryStores(envFor({ OUTBOX_DIR: dir }), undefined).records!;
  const lines: EnquiryLogFields[] = [];
  const log = {
    info: () => {},
    warn: () => {},
    error: (fields: EnquiryLogFields) => lines.push(fields),
  } as unknown as EnquiryLog;
  const full = Object.assign(Object.create(records), {
    claim: async () => async () => {
      throw Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errstr: 'SQLITE_FULL' });
    },
  });
  const claim = await recordKeeper(full, log).claim(newEnquiryId());
  assert.equal(typeof claim, 'function');
  await (claim as () => Promise<void>)();
  assert.deepEqual(
    lines.map((line) => line.event),
    ['enquiry.record-claim'],
  );
});
