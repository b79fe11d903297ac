import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearerMatches } from './cron-route';

test('only the exact bearer passes', () => {
  const secret = 'a-cron-secret-of-32-characters!!';
  assert.equal(bearerMatches(`Bearer ${secret}`, secret), true);
  for (const wrong of [
    null,
    '',
    secret,
    `bearer ${secret}`,
    `Bearer ${secret} `,
    `Bearer ${secret.slice(1)}`,
    'Bearer ',
  ])
    assert.equal(bearerMatches(wrong, secret), false, String(wrong));
});
