import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { newRedisClient, type Redis } from '@/lib/redis';
import { redis as redisPorts } from '@/e2e/support/ports';
import { startRedis, type RedisServer } from '@/e2e/support/redis-server';
import { createRetries } from '@/lib/enquiry/server/core/retries';

// Retries remembered in a real Redis, shared by two instances; core/retries.test.ts has the memory.
let server: RedisServer;
const clients: Redis[] = [];
const connect = async () => {
  const client = newRedisClient(server.url);
  client.on('error', () => {});
  await client.connect();
  clients.push(client);
  return client;
};
before(async () => {
  server = await startRedis(redisPorts.unit + 20);
});
after(async () => {
  await Promise.all(clients.map((client) => client.destroy()));
  await server.stop();
});

const enquiry = (email: string, message: string) => ({ name: 'Ada', email, interest: 'retailer' as const, message });

test('two instances recognise one retry through Redis, with whether it was delivered', async () => {
  const [one, two] = [createRetries(60_000, await connect()), createRetries(60_000, await connect())];
  assert.equal(await one.claim(enquiry('ada@example.com', 'shared'), 'first'), undefined);
  assert.deepEqual(await two.claim(enquiry('ada@example.com', 'shared'), 'second'), { id: 'first', delivered: false });
  await one.delivered(enquiry('ada@example.com', 'shared'), 'first');
  assert.deepEqual(await two.claim(enquiry('ada@example.com', 'shared'), 'third'), { id: 'first', delivered: true });
});

test('erasing an address removes every fingerprint derived from it from Redis, and no other', async () => {
  const probe = await connect();
  const retries = createRetries(60_000, await connect());
  for (const message of ['one', 'two', 'three']) await retries.claim(enquiry('erase.me@example.com', message), message);
  await retries.claim(enquiry('keep.me@example.com', 'one'), 'kept');
  const before = (await probe.keys('sarnia:retry:*')).length;
  assert.equal(await retries.eraseAddress('Erase.Me@example.com'), 3);
  assert.equal((await probe.keys('sarnia:retry:*')).length, before - 3);
  assert.equal(await retries.claim(enquiry('erase.me@example.com', 'one'), 'again'), undefined);
  assert.deepEqual(await retries.claim(enquiry('keep.me@example.com', 'one'), 'x'), { id: 'kept', delivered: false });
  // No key names the address itself: only its hash.
  for (const key of await probe.keys('sarnia:retry:*')) assert.ok(!key.includes('@'), key);
});
