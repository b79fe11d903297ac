import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redisForTests } from '../support/redis';
import { addressHash, createRetries, retryWindowMs } from '@/lib/enquiry/server/core/retries';
import { rateLimitWindows } from '@/lib/site/retention';

// Retries remembered in a real Redis, shared by two instances; core/retries.test.ts has the memory.
const { connect } = redisForTests();

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

test('a fingerprint in Redis expires by itself after the span the policy states, however wide the counts', async () => {
  const probe = await connect();
  const retries = createRetries(retryWindowMs(7 * 24 * 3600), await connect());
  await retries.claim(enquiry('ttl@example.com', 'expires'), 'first');
  const [key] = await probe.keys(`sarnia:retry:${addressHash('ttl@example.com')}:*`);
  const period = rateLimitWindows.clientS * 1000;
  const ttl = await probe.pTTL(key!);
  assert.ok(ttl > period - 5_000 && ttl <= period, String(ttl));
  await retries.delivered(enquiry('ttl@example.com', 'expires'), 'first');
  assert.ok((await probe.pTTL(key!)) <= ttl);
});
