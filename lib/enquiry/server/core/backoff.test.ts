import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextAttemptAt } from './backoff';

const backoff = { firstS: 300, maxS: 3600 };
const waitS = (attempts: number, permanent = false) =>
  (nextAttemptAt(attempts, permanent, backoff, 1_000) - 1_000) / 1000;

test('an undelivered enquiry waits the first wait, doubling each time up to the longest', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 40].map((attempts) => waitS(attempts)),
    [300, 600, 1200, 2400, 3600, 3600, 3600],
  );
});

test('a permanent refusal waits the longest from the first attempt', () => {
  assert.equal(waitS(1, true), 3600);
  assert.equal(waitS(3, true), 3600);
});
