import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { newRedisClient, type Redis } from '@/lib/redis';
import { retention } from '@/lib/site/retention';
import { redis as redisPorts } from '@/test-kit/test-env';
import { startRedis, type RedisServer } from '@/test-kit/redis-server';
import { newEnquiryId } from '@/lib/enquiry/server/core/enquiry-id';
import { listKept } from '@/lib/enquiry/server/operator/resend';
import { keepUndelivered, type UndeliveredStore } from '@/lib/enquiry/server/store/undelivered';
import { enquiryStores } from '@/lib/enquiry/server/store/stores';
import { behavesAsAStore, message } from '@/lib/enquiry/server/store/undelivered-contract.fixture';
import { fileStore } from '@/lib/enquiry/server/store/undelivered-file';
import { redisStore } from '@/lib/enquiry/server/store/undelivered-redis';

const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-store-'));

describe('in Redis', () => {
  let server: RedisServer;
  let client: Redis;
  before(async () => {
    server = await startRedis(redisPorts.unit + 10);
    client = newRedisClient(server.url);
    client.on('error', () => {});
    await client.connect();
  });
  after(async () => {
    client.destroy();
    await server.stop();
  });

  behavesAsAStore(async () => {
    await client.flushAll();
    return redisStore(client);
  });

  test('each kept enquiry expires by itself when the period retention.ts states for it ends', async () => {
    const id = newEnquiryId();
    await redisStore(client).save(id, message(id));
    const ttl = await client.ttl(`sarnia:undelivered:${id}`);
    const period = retention.undeliveredDays * 24 * 3600;
    assert.ok(ttl > period - 60 && ttl <= period, String(ttl));
  });

  test('the operators read both stores by default, or Redis alone, or the folder alone; on Vercel never the folder', async () => {
    await client.flushAll();
    const dir = await temp();
    const [inRedis, inFolder] = [newEnquiryId(), newEnquiryId()];
    await redisStore(client).save(inRedis, message(inRedis));
    await fileStore(dir).save(inFolder, message(inFolder));
    const parsed = parseServerEnv({ OUTBOX_DIR: dir });
    assert.ok(parsed.ok);
    const listed = async (stores: UndeliveredStore[]) => (await listKept(stores)).map((kept) => kept.id).sort();
    assert.deepEqual(await listed(enquiryStores(parsed.env, client).undelivered), [inRedis, inFolder].sort());
    assert.deepEqual(await listed(enquiryStores(parsed.env, client, { only: 'redis' }).undelivered), [inRedis]);
    assert.deepEqual(await listed(enquiryStores(parsed.env, client, { only: 'outbox' }).undelivered), [inFolder]);
    assert.deepEqual(await listed(enquiryStores({ ...parsed.env, VERCEL: '1' }, client).undelivered), [inRedis]);
  });

  test('a Redis that is down fails the save quickly, so the next store can take the enquiry', async () => {
    const gone = newRedisClient('redis://127.0.0.1:1');
    gone.on('error', () => {});
    gone.connect().catch(() => {});
    const id = newEnquiryId();
    const dir = await temp();
    const kept = await keepUndelivered([redisStore(gone), fileStore(dir)], id, message(id));
    gone.destroy();
    assert.deepEqual(kept, { ok: true, store: 'outbox', where: path.join(dir, 'undelivered') });
  });
});
