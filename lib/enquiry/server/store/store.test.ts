import assert from 'node:assert/strict';
import { mkdtemp, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import type { Redis } from '@/lib/redis';
import { withStatus, type EnquiryStore } from './records';
import { sampleRecord } from './sample-record.fixture';
import { sqliteStore } from './sqlite-store';
import { enquiryStore, moveSpilled, spilling } from './store';

const envFor = (source: Record<string, string>) => {
  const parsed = parseServerEnv(source);
  assert.ok(parsed.ok);
  return parsed.env;
};
const temp = () => mkdtemp(path.join(os.tmpdir(), 'sarnia-store-'));
// A client that fails any command: where it is handed and not used, nothing reaches it.
const untouchable = new Proxy({}, { get: () => assert.fail('Redis was used') }) as unknown as Redis;

test('one store: Redis when it is configured, the database in OUTBOX_DIR otherwise, none on Vercel without Redis', async () => {
  const dir = await temp();
  const disk = enquiryStore(envFor({ OUTBOX_DIR: dir }), undefined);
  assert.equal(disk.store?.kind, 'sqlite');
  assert.equal(disk.outboxDir, dir);
  assert.deepEqual(await disk.store?.list(), []);
  assert.ok((await stat(path.join(dir, 'enquiries.db'))).isFile());
  assert.equal(enquiryStore(envFor({ OUTBOX_DIR: dir }), untouchable).store?.kind, 'redis');
  assert.equal(enquiryStore(envFor({ VERCEL: '1' }), untouchable).store?.kind, 'redis');
  assert.deepEqual(enquiryStore(envFor({ VERCEL: '1' }), undefined), { store: undefined, outboxDir: undefined });
});

test('--only names one store: the database alone never touches Redis, and Redis alone has no spill', async () => {
  const dir = await temp();
  const outbox = enquiryStore(envFor({ OUTBOX_DIR: dir }), untouchable, { only: 'sqlite' });
  assert.equal(outbox.store?.kind, 'sqlite');
  assert.deepEqual(await outbox.store?.list(), []);
  const redisOnly = enquiryStore(envFor({ OUTBOX_DIR: dir }), untouchable, { only: 'redis' });
  assert.equal(redisOnly.store?.kind, 'redis');
  assert.equal(redisOnly.outboxDir, undefined);
  assert.equal(await moveSpilled(redisOnly.store), 0);
});

// Redis played by a database of its own that can be taken down.
async function redisThatFails() {
  const real = sqliteStore(await temp());
  const state = { down: false };
  const gate =
    (work: (...args: unknown[]) => Promise<unknown>) =>
    async (...args: unknown[]) => {
      if (state.down) throw Object.assign(new Error('Redis did not answer'), { code: 'ECONNREFUSED' });
      return work(...args);
    };
  const redis = Object.fromEntries(
    Object.entries(real).map(([name, value]) => [
      name,
      typeof value === 'function' ? gate(value as (...args: unknown[]) => Promise<unknown>) : value,
    ]),
  ) as unknown as EnquiryStore;
  return { redis: { ...redis, kind: 'redis' as const }, state };
}

test('while Redis is down, what it cannot take is spilled to the database, and given to it once it answers', async () => {
  const { redis, state } = await redisThatFails();
  const spill = sqliteStore(await temp());
  const store = spilling(redis, spill);
  const before = sampleRecord({ status: 'received' });
  await store.save(before);
  state.down = true;
  const during = sampleRecord({ status: 'undelivered', attempts: 1 });
  assert.equal(await store.save(during), 'sqlite');
  assert.equal(await store.fingerprint('hash:during', during.id), undefined);
  // A retry while Redis is still down is the same enquiry: its fingerprint waits in the spill too.
  assert.deepEqual(await store.fingerprint('hash:during', 'again'), { id: during.id });
  // Updated while down, the record Redis holds is spilled as it now is; read, claimed and listed only in Redis.
  const sent = withStatus(before, 'delivered', Date.now() + 1_000, { attempts: 1 });
  assert.equal(await store.save(sent), 'sqlite');
  await assert.rejects(store.find(before.id));
  await assert.rejects(store.claim(before.id));
  state.down = false;
  assert.deepEqual(await store.list(), [before]);
  assert.equal(await moveSpilled(store), 2);
  assert.deepEqual(
    (await store.list()).map((record) => [record.id, record.status]).sort(),
    [
      [before.id, 'delivered'],
      [during.id, 'undelivered'],
    ].sort(),
  );
  assert.deepEqual(await spill.list(), []);
  assert.equal(await moveSpilled(store), 0);
});

test('a spilled copy older than the one Redis holds is dropped, not written over it', async () => {
  const { redis, state } = await redisThatFails();
  const spill = sqliteStore(await temp());
  const store = spilling(redis, spill);
  const record = sampleRecord({ status: 'undelivered' });
  state.down = true;
  await store.save(record);
  state.down = false;
  await store.save(withStatus(record, 'delivered', Date.now() + 60_000, { attempts: 2 }));
  await moveSpilled(store);
  assert.equal((await store.find(record.id))?.status, 'delivered');
  assert.deepEqual(await spill.list(), []);
});

test('erasing and purging cover the spill as well as Redis; an erasure Redis cannot confirm fails', async () => {
  const { redis, state } = await redisThatFails();
  const spill = sqliteStore(await temp());
  const store = spilling(redis, spill);
  const [inRedis, spilled] = [sampleRecord({ email: 'zoe@example.gg' }), sampleRecord({ email: 'zoe@example.gg' })];
  await store.save(inRedis);
  state.down = true;
  await store.save(spilled);
  state.down = false;
  assert.deepEqual((await store.eraseEmail('Zoe@example.gg')).ids.sort(), [inRedis.id, spilled.id].sort());
  assert.deepEqual([await redis.list(), await spill.list()], [[], []]);
  state.down = true;
  await assert.rejects(store.eraseEmail('zoe@example.gg'));
});
