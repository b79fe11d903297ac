import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rateLimitWindows } from '@/lib/site/retention';
import { createRetries, retryWindowMs } from './retries';

const enquiry = (message: string) => ({
  name: 'Ada',
  email: 'ada@example.com',
  interest: 'retailer' as const,
  message,
});

test('the same enquiry within the window is recognised with the first id, and whether it was delivered', async () => {
  let now = 0;
  const retries = createRetries(60_000, undefined, () => now);
  assert.equal(await retries.claim(enquiry('Hello'), 'first'), undefined);
  assert.deepEqual(await retries.claim(enquiry('Hello'), 'second'), { id: 'first', delivered: false });
  await retries.delivered(enquiry('Hello'), 'first');
  assert.deepEqual(await retries.claim(enquiry('Hello'), 'third'), { id: 'first', delivered: true });
  assert.equal(await retries.claim(enquiry('Hello, again'), 'other'), undefined);
  now = 60_001;
  assert.equal(await retries.claim(enquiry('Hello'), 'later'), undefined);
});

test('memory stays bounded however many different enquiries arrive', async () => {
  const retries = createRetries(60_000, undefined, () => 0);
  for (let i = 0; i < 12_000; i++) await retries.claim(enquiry(`message ${i}`), `id-${i}`);
  assert.equal(await retries.claim(enquiry('message 0'), 'again'), undefined);
  assert.deepEqual(await retries.claim(enquiry('message 11999'), 'again'), { id: 'id-11999', delivered: false });
});

test("erasing an address forgets every attempt from it, whatever its case, and no one else's", async () => {
  const retries = createRetries(60_000, undefined, () => 0);
  await retries.claim(enquiry('one'), 'a');
  await retries.claim(enquiry('two'), 'b');
  await retries.claim({ ...enquiry('one'), email: 'grace@example.com' }, 'c');
  assert.equal(await retries.eraseAddress(' ADA@example.com'), 2);
  assert.equal(await retries.claim(enquiry('one'), 'again'), undefined);
  assert.deepEqual(await retries.claim({ ...enquiry('one'), email: 'grace@example.com' }, 'd'), {
    id: 'c',
    delivered: false,
  });
  assert.equal(await retries.eraseAddress('nobody@example.com'), 0);
});

test('a fingerprint is kept for the counting window, and never past the span the policy states', () => {
  assert.equal(retryWindowMs(rateLimitWindows.clientS), rateLimitWindows.clientS * 1000);
  assert.equal(retryWindowMs(7 * 24 * 3600), rateLimitWindows.clientS * 1000);
  assert.equal(retryWindowMs(2), 2000);
});

test('a quiet server forgets each fingerprint by itself when its window ends', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 1_000_000 });
  const retries = createRetries(60_000, undefined, () => Date.now());
  await retries.claim(enquiry('first'), 'a');
  t.mock.timers.tick(30_000);
  await retries.claim({ ...enquiry('second'), email: 'grace@example.com' }, 'b');
  t.mock.timers.tick(29_999);
  assert.deepEqual(await retries.claim(enquiry('first'), 'x'), { id: 'a', delivered: false });
  // Erasing counts what is still remembered, and nothing has asked since: only a timer can have forgotten.
  t.mock.timers.tick(1);
  assert.equal(await retries.eraseAddress('ada@example.com'), 0);
  t.mock.timers.tick(29_999);
  assert.equal(await retries.eraseAddress('grace@example.com'), 1);
  await retries.claim({ ...enquiry('second'), email: 'grace@example.com' }, 'c');
  t.mock.timers.tick(60_000);
  assert.equal(await retries.eraseAddress('grace@example.com'), 0);
});
