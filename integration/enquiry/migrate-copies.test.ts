// Undelivered copies in the format the server kept them until issue 24, in a folder and in a real
// redis-server, taken into records at start-up and by `npm run enquiries -- migrate`: nothing kept is lost.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { parseServerEnv, type ServerEnv } from '@/lib/env';
import type { EnquiryLogFields } from '@/lib/log';
import { redisClient, type Redis } from '@/lib/redis';
import { redisForTests } from '../support/redis';
import { newEnquiryId } from '@/lib/enquiry/server/enquiry-id';
import { parseOperatorArgs } from '@/lib/enquiry/server/operator/args';
import { migrate } from '@/lib/enquiry/server/operator/migrate';
import { copySources } from '@/lib/enquiry/server/store/migrate-copies';
import { startUp } from '@/lib/enquiry/server/startup';
import {
  copyEnquiry,
  renderedCopy,
  writeFolderCopy,
  writeRedisCopy,
} from '@/lib/enquiry/server/store/legacy-copies.fixture';
import { recordFromCopy } from '@/lib/enquiry/server/store/copy-message';
import { enquiryStores } from '@/lib/enquiry/server/store/stores';

const redis = redisForTests();
let client: Redis;
before(async () => {
  client = await redis.connect();
});

const received = new Date(Math.floor((Date.now() - 5 * 24 * 3600_000) / 1000) * 1000);
const copyKeys = () => client.keys('sarnia:undelivered:*');
const copyFiles = async (dir: string) =>
  (await readdir(path.join(dir, 'undelivered'))).filter((name) => name.endsWith('.eml'));

/** A folder and Redis, each holding one copy of today's format; gives the ids and the settings. */
async function filled() {
  await client.flushAll();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-migrate-'));
  const [inFolder, inRedis] = [newEnquiryId(), newEnquiryId()];
  await writeFolderCopy(dir, inFolder, await renderedCopy(inFolder, received));
  await writeRedisCopy(client, inRedis, await renderedCopy(inRedis, received));
  const source = { OUTBOX_DIR: dir, REDIS_URL: redis.server().url, TRUSTED_PROXY_COUNT: '1' };
  const parsed = parseServerEnv(source);
  assert.ok(parsed.ok);
  const records = enquiryStores(parsed.env, client).records!;
  return { dir, source, env: parsed.env, inFolder, inRedis, records };
}

/** The operators' migrate command, with the stores and copies run.ts gives it for these settings. */
async function runMigrate(env: ServerEnv, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const { records, choice } = enquiryStores(env, client);
  const parsed = parseOperatorArgs(['migrate', ...args]);
  assert.ok(parsed.ok);
  const context = {
    records,
    copies: copySources(env, client, choice),
    deliver: () => assert.fail('migrate sends nothing'),
    out: (text: string) => out.push(text),
    err: (text: string) => err.push(text),
    write: () => {},
  };
  return { code: await migrate(parsed, context), out, err };
}

test('at start-up each copy, in the folder and in Redis, becomes a record, and the copies go', async () => {
  const { dir, source, inFolder, inRedis, records } = await filled();
  const lines: EnquiryLogFields[] = [];
  const log = { info: (line: EnquiryLogFields) => lines.push(line), warn: () => {}, error: () => {} };
  try {
    clearInterval(await startUp(source, log));
  } finally {
    redisClient(source.REDIS_URL).destroy();
  }
  assert.deepEqual(lines.at(-1), { event: 'enquiry.migrate', outcome: 'taken-in', count: 2 });
  for (const id of [inFolder, inRedis]) {
    const record = await records.find(id);
    assert.deepEqual(
      [record?.status, record?.channel, record?.receivedAt, record?.fields],
      ['undelivered', 'unknown', received.toISOString(), copyEnquiry],
      id,
    );
  }
  assert.deepEqual([await copyFiles(dir), await copyKeys()], [[], []]);
});

test('the migrate command takes them in too; run twice, it gives one record each, listed as undelivered', async () => {
  const { env, inFolder, inRedis, records } = await filled();
  const first = await runMigrate(env);
  assert.equal(first.code, 0, first.err.join('\n'));
  assert.deepEqual(first.out, ['Took 2 undelivered copies into records (2 new); 0 left in place.']);
  const second = await runMigrate(env, '--json');
  assert.equal(second.code, 0);
  assert.deepEqual(JSON.parse(second.out[0]!), { taken: 0, created: 0, unreadable: 0 });
  const undelivered = await records.list({ status: 'undelivered' });
  assert.deepEqual(undelivered.map((record) => record.id).sort(), [inFolder, inRedis].sort());
  assert.equal((await records.list()).length, 2);
});

test('a copy whose record exists is taken in by it; a copy that cannot be read stays, named, in each store', async () => {
  const { dir, env, inFolder, inRedis, records } = await filled();
  const recorded = recordFromCopy(inRedis, await renderedCopy(inRedis, received))!;
  await records.save({ ...recorded, channel: 'no-script', status: 'received' });
  const [badFile, badKey] = [newEnquiryId(), newEnquiryId()];
  await writeFile(path.join(dir, 'undelivered', `${badFile}.eml`), 'Subject: cut short\n');
  await client.hSet(`sarnia:undelivered:${badKey}`, { raw: `X-Enquiry-Id: ${badKey}\n\nHello`, storedAt: 'x' });
  const run = await runMigrate(env);
  assert.equal(run.code, 1);
  assert.deepEqual(run.out, ['Took 2 undelivered copies into records (1 new); 2 left in place.']);
  assert.deepEqual(run.err.sort(), [
    `Left sarnia:undelivered:${badKey} in place: not an undelivered copy that can be read.`,
    `Left undelivered/${badFile}.eml in place: not an undelivered copy that can be read.`,
  ]);
  assert.deepEqual([await copyFiles(dir), await copyKeys()], [[`${badFile}.eml`], [`sarnia:undelivered:${badKey}`]]);
  // Taken in by its record, which keeps what it knew: its channel.
  assert.deepEqual(
    [(await records.find(inRedis))?.status, (await records.find(inRedis))?.channel],
    ['undelivered', 'no-script'],
  );
  assert.equal((await records.find(inFolder))?.channel, 'unknown');
});
