import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureCodes } from '@/lib/enquiry/failure';
import { failureAnswers } from './result';

test('every failure code has its words and a 4xx or 5xx status, and no two codes share both', () => {
  assert.deepEqual(Object.keys(failureAnswers).sort(), [...failureCodes].sort());
  const seen = new Set<string>();
  for (const { status, message } of Object.values(failureAnswers)) {
    assert.ok(status >= 400 && status < 600 && message.length > 0);
    assert.ok(!seen.has(`${status} ${message}`), message);
    seen.add(`${status} ${message}`);
  }
});

test("the words are the catalogue's, the address added where the visitor needs another way to reach us", () => {
  assert.equal(failureAnswers['auth-failed'].message.startsWith('Authentication failed'), true);
  assert.equal(
    failureAnswers['not-kept'].message,
    'We could not take your enquiry just now. Please email us at hello@sarnia-water.example.',
  );
  assert.deepEqual(failureAnswers['rate-limited'], {
    status: 429,
    message: 'Too many enquiries from your connection. Please try again later.',
  });
  assert.match(failureAnswers['form-busy'].message, /Please email us at hello@sarnia-water\.example\.$/);
  assert.match(failureAnswers['may-have-arrived'].message, /or email us at hello@sarnia-water\.example\.$/);
});
