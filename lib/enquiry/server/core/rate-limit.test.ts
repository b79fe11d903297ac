import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ATTEMPTS_PER_ENQUIRY, createLimits } from './rate-limit';
import { sharedMax, take, trusted, withinWindow } from './limits.fixture';

// In memory, clients as a trusted proxy (or Vercel) names them; rate-limit-shared.test.ts has
// self-reported ones, integration/enquiry/rate-limit-redis.test.ts the counts shared through Redis.

test('in memory: max enquiries per window, then a wait as long as the rest of the window', async () => {
  const limits = createLimits({ max: 5, windowS: 600, sharedMax });
  const since = Date.now();
  const verdicts = await take(limits, 'enquiry', '198.51.100.1', 6);
  assert.deepEqual(verdicts.slice(0, 5), Array(5).fill({ ok: true }));
  const last = verdicts[5]!;
  assert.ok(!last.ok && withinWindow(last.retryAfterS, 600, since), JSON.stringify(last));
  assert.deepEqual(await limits.enquiry(trusted('198.51.100.2')), { ok: true });
});

test('in memory: the attempt budget is separate and larger, so a typo never costs an enquiry', async () => {
  const limits = createLimits({ max: 2, windowS: 60, sharedMax });
  const attempts = await take(limits, 'attempt', 'client', 2 * ATTEMPTS_PER_ENQUIRY + 1);
  assert.equal(attempts.filter((verdict) => verdict.ok).length, 2 * ATTEMPTS_PER_ENQUIRY);
  assert.deepEqual(await take(limits, 'enquiry', 'client', 2), [{ ok: true }, { ok: true }]);
});

test('in memory: simultaneous requests cannot all pass one check (consume is atomic)', async () => {
  const limits = createLimits({ max: 5, windowS: 60, sharedMax });
  const verdicts = await Promise.all(Array.from({ length: 20 }, () => limits.enquiry(trusted('racer'))));
  assert.equal(verdicts.filter((verdict) => verdict.ok).length, 5);
});
