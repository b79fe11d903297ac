// One store for an enquiry, its record, with Redis and the folder it falls back to: what the operators
// read by default and with --only, and an enquiry kept in the folder when Redis is down as delivery fails.
import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { createLog, enquiryLog } from '@/lib/log';
import { newRedisClient, type Redis } from '@/lib/redis-client';
import { redisForTests } from '../support/redis';
import { recordKeeper } from '@/lib/enquiry/server/core/record-keeping';
import { sqliteRecords } from '@/lib/enquiry/server/store/records-sqlite';
import { redisRecords } from '@/lib/enquiry/server/store/records-redis';
import { sampleRecord } from '@/lib/enquiry/server/store/sample-record.fixture';
import { enquiryStores } from '@/lib/enquiry/server/store/stores';

const redis = redisForTests();
let client: Redis;
before(async () => {
  client = await redis.connect();
});

const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-fallback-'));
const envFor = (source: Record<string, string>) => {
  const parsed = parseServerEnv(source);
  assert.ok(parsed.ok);
  return parsed.env;
};

test('the operators read both stores by default, or Redis alone, or the disk alone; on Vercel never the disk', async () => {
  await client.flushAll();
  const dir = await temp();
  const [inRedis, inFolder] = [sampleRecord({ status: 'undelivered' }), sampleRecord({ status: 'undelivered' })];
  await redisRecords(client).save(inRedis);
  await sqliteRecords(dir).save(inFolder);
  const env = envFor({ OUTBOX_DIR: dir });
  const listed = async (only?: 'redis' | 'outbox', vercel = false) => {
    const { records } = enquiryStores(vercel ? { ...env, VERCEL: '1' } : env, client, { only });
    return (await records!.list({ status: 'undelivered' })).map((record) => record.id).sort();
  };
  assert.deepEqual(await listed(), [inRedis.id, inFolder.id].sort());
  assert.deepEqual(await listed('redis'), [inRedis.id]);
  assert.deepEqual(await listed('outbox'), [inFolder.id]);
  assert.deepEqual(await listed(undefined, true), [inRedis.id]);
  const { records } = enquiryStores(env, client);
  assert.equal((await records!.find(inFolder.reference))?.id, inFolder.id);
});

test('with Redis down when delivery fails, the enquiry is still kept, as its record, on disk', async () => {
  const dir = await temp();
  const lines: string[] = [];
  const log = enquiryLog(createLog({ write: (line: string) => void lines.push(line) }));
  const gone = newRedisClient('redis://127.0.0.1:1');
  gone.on('error', () => {});
  // Not awaited: a client that cannot connect keeps trying, as the site's does.
  gone.connect().catch(() => {});
  const { records } = enquiryStores(envFor({ OUTBOX_DIR: dir, REDIS_URL: 'redis://127.0.0.1:1' }), gone, { log });
  const keeper = recordKeeper(records, log);
  const enquiry = { name: 'Marker Name', email: 'marker@example.gg', interest: 'other' as const, message: 'Marker' };
  const { id } = sampleRecord();
  // Redis was down when it was accepted too: the record went to the disk then, and is found there now.
  assert.equal(await keeper.accepted({ id, enquiry, channel: 'script', status: 'received' }), true);
  assert.deepEqual(await keeper.undelivered({ id, enquiry, channel: 'script' }), { ok: true, store: 'outbox' });
  gone.destroy();
  const kept = await sqliteRecords(dir).find(id);
  assert.deepEqual([kept?.status, kept?.fields.email], ['undelivered', 'marker@example.gg']);
  assert.doesNotMatch(lines.join(''), /Marker|marker/);
});
