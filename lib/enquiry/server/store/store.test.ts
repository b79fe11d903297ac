import assert from 'node:assert/strict';
import { mkdtemp, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import type { Redis } from '@/lib/redis';
import { mailboxHash } from '../address-key';
import { withStatus } from './record-life';
import { fakeRedis, adoptsAsErasuresAllow } from './fake-redis.fixture';
import { sampleRecord } from './sample-record.fixture';
import { sqliteSpill } from './sqlite-spill';
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
  assert.deepEqual(await moveSpilled(redisOnly.store), {});
});

test('while Redis is down, what it cannot take is spilled to the database, read from there, and given to it once it answers', async () => {
  const { redis, state } = await fakeRedis();
  const spill = sqliteSpill(await temp());
  const store = spilling(redis, spill);
  const before = sampleRecord({ status: 'received' });
  await store.insert(before);
  state.down = true;
  const during = sampleRecord({ status: 'undelivered', attempts: 1 });
  assert.equal(await store.insert(during), 'sqlite');
  assert.equal(await store.fingerprint('hash:during', during.id), undefined);
  // A retry while Redis is still down is the same enquiry: its fingerprint waits in the spill too.
  assert.deepEqual(await store.fingerprint('hash:during', 'again'), { id: during.id });
  // Sent while down: Redis's record is kept updated in the spill, and read from there; a claim needs Redis.
  const sent = withStatus(before, 'delivered', Date.now() + 1_000, { attempts: 1 });
  assert.equal(await store.update(sent, before), 'sqlite');
  assert.equal((await store.find(before.id))?.status, 'delivered');
  await assert.rejects(store.claim(before.id));
  // A record written in the spill is updated there, whether Redis answers or not.
  const retried = withStatus(during, 'undelivered', Date.now() + 2_000, { attempts: 2 });
  assert.equal(await store.update(retried, during), 'sqlite');
  state.down = false;
  assert.deepEqual(
    (await store.list()).map((record) => [record.id, record.status, record.attempts]),
    [
      [before.id, 'delivered', 1],
      [during.id, 'undelivered', 2],
    ],
  );
  assert.deepEqual(await moveSpilled(store), { moved: 2, 'kept-newer': 0, gone: 0, erased: 0 });
  assert.deepEqual(
    (await redis.list()).map((record) => [record.id, record.status]),
    [
      [before.id, 'delivered'],
      [during.id, 'undelivered'],
    ],
  );
  assert.deepEqual(await spill.list(), []);
  assert.deepEqual(await moveSpilled(store), { moved: 0, 'kept-newer': 0, gone: 0, erased: 0 });
});

test('a spilled copy older than the one Redis holds is dropped, not written over it', async () => {
  const { redis, state } = await fakeRedis();
  const spill = sqliteSpill(await temp());
  const store = spilling(redis, spill);
  const record = sampleRecord({ status: 'received' });
  await store.insert(record);
  state.down = true;
  await store.update(withStatus(record, 'undelivered', Date.now() + 1_000, { attempts: 1 }), record);
  state.down = false;
  await redis.update(withStatus(record, 'delivered', Date.now() + 60_000, { attempts: 2 }), record);
  assert.deepEqual(await moveSpilled(store), { moved: 0, 'kept-newer': 1, gone: 0, erased: 0 });
  assert.equal((await store.find(record.id))?.status, 'delivered');
  assert.deepEqual(await spill.list(), []);
});

test('erasing and purging cover the spill as well as Redis; an erasure Redis cannot confirm fails', async () => {
  const { redis, state } = await fakeRedis();
  const spill = sqliteSpill(await temp());
  const store = spilling(redis, spill);
  const [inRedis, spilled] = [sampleRecord({ email: 'zoe@example.gg' }), sampleRecord({ email: 'zoe@example.gg' })];
  await store.insert(inRedis);
  state.down = true;
  await store.insert(spilled);
  // A text's note too: written to the spill while Redis is down, counted there alone, never moved.
  assert.equal(await store.sameText('a-text', mailboxHash('zoe@example.gg')), 1);
  state.down = false;
  assert.equal(await store.sameText('a-text', mailboxHash('tom@example.gg')), 1);
  const erased = await store.eraseEmail('Zoe@example.gg');
  assert.deepEqual([erased.ids.sort(), erased.texts], [[inRedis.id, spilled.id].sort(), 1]);
  assert.equal(await spill.sameText('a-text', mailboxHash('ada@example.gg')), 1);
  assert.deepEqual([await redis.list(), await spill.list()], [[], []]);
  state.down = true;
  await assert.rejects(store.eraseEmail('zoe@example.gg'));
});

test('the fake Redis the spill’s tests use adopts as Redis does (integration/enquiry/redis-store.test.ts)', async () => {
  await adoptsAsErasuresAllow((await fakeRedis()).redis);
});
