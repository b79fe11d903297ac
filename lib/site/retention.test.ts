import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { SHARED_WINDOW_S } from '@/lib/enquiry/server/core/rate-limit';
import { rateLimitWindows, secondsInWords } from './retention';

test('the windows the policies state are the ones the server counts with when nothing is set', () => {
  const result = parseServerEnv({});
  assert.ok(result.ok);
  assert.equal(result.env.CONTACT_RATE_LIMIT_WINDOW_S, rateLimitWindows.clientS);
  assert.equal(SHARED_WINDOW_S, rateLimitWindows.sharedS);
});

test('a span reads in its largest whole unit, as the policies print it', () => {
  assert.equal(secondsInWords(rateLimitWindows.clientS), '10 minutes');
  assert.equal(secondsInWords(rateLimitWindows.sharedS), 'one day');
  assert.equal(secondsInWords(60), 'one minute');
  assert.equal(secondsInWords(2 * 3600), '2 hours');
  assert.equal(secondsInWords(90 * 60), '90 minutes');
  assert.equal(secondsInWords(7 * 24 * 3600), '7 days');
  assert.equal(secondsInWords(45), '45 seconds');
});
