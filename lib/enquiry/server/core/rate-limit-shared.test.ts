import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientIdentity } from '../transport/identity';
import {
  ATTEMPTS_PER_ENQUIRY,
  createLimits,
  SHARED_WINDOW_S,
  type EnquiryLimits,
  type SharedSpend,
  type Verdict,
} from './rate-limit';
import { withinWindow } from './limits.fixture';

// With no trusted proxy (TRUSTED_PROXY_COUNT=0, not Vercel), in memory; rate-limit.test.ts checks Redis.
// A client that sends no X-Forwarded-For gets its socket address there from `next start`.
const from = (address: string) =>
  clientIdentity(new Headers({ 'x-forwarded-for': address }), { vercel: false, trustedProxies: 0 });
const take = async (limits: EnquiryLimits, kind: 'attempt' | 'enquiry', address: string, times: number) => {
  const verdicts = [];
  for (let i = 0; i < times; i++) verdicts.push(await limits[kind](from(address)));
  return verdicts;
};
const oks = (verdicts: { ok: boolean }[]) => verdicts.map((verdict) => verdict.ok);
// `since` was taken before the first request that could open the refusal's window (limits.fixture.ts).
const refusedFor = (verdict: Verdict, shared: boolean, windowS: number, since: number) =>
  assert.ok(
    !verdict.ok && verdict.shared === shared && withinWindow(verdict.retryAfterS, windowS, since),
    JSON.stringify(verdict),
  );

test('two socket addresses have allowances of their own: one client spending its own shuts no one else out', async () => {
  const limits = createLimits({ max: 5, windowS: 600, sharedMax: 100 });
  const since = Date.now();
  const script = await take(limits, 'enquiry', '::ffff:198.51.100.1', 6);
  assert.deepEqual(oks(script), [true, true, true, true, true, false]);
  refusedFor(script[5]!, false, 600, since);
  assert.deepEqual(oks(await take(limits, 'enquiry', '198.51.101.2', 5)), Array(5).fill(true));

  const typos = await take(limits, 'attempt', '198.51.102.3', 5 * ATTEMPTS_PER_ENQUIRY + 1);
  assert.equal(typos.filter((verdict) => verdict.ok).length, 5 * ATTEMPTS_PER_ENQUIRY);
  assert.deepEqual(oks(await take(limits, 'attempt', '198.51.103.4', 1)), [true]);
  assert.deepEqual(oks(await take(limits, 'enquiry', '198.51.103.4', 1)), [true]);
});

test('forged addresses, a new one each time, spend the shared allowance and no more', async () => {
  const limits = createLimits({ max: 5, windowS: 600, sharedMax: 10 });
  const since = Date.now();
  const verdicts = [];
  // Each in a /24 of its own: a network, too, takes a tenth of the allowance a day.
  for (let i = 1; i <= 12; i++) verdicts.push(await limits.enquiry(from(`203.0.${i}.1`)));
  assert.deepEqual(oks(verdicts), [...Array(10).fill(true), false, false]);
  refusedFor(verdicts[10]!, true, SHARED_WINDOW_S, since);
  // Every client is now refused an enquiry, whatever its address: the gap a trusted proxy closes. The
  // allowance is the site's ceiling, so a client a trusted proxy names is refused as well.
  refusedFor(await limits.enquiry(from('198.51.100.9')), true, SHARED_WINDOW_S, since);
  refusedFor(await limits.enquiry({ key: '198.51.100.9', selfReported: false }), true, SHARED_WINDOW_S, since);
  // Nothing else was spent: requests still pass (a typo still gets its answer).
  assert.deepEqual(await limits.attempt(from('198.51.100.9')), { ok: true });
});

test('a script looping at one address spends a tenth of the shared allowance a day, so it takes ten to spend it', async () => {
  const limits = createLimits({ max: 100, windowS: 600, sharedMax: 20 });
  const since = Date.now();
  const script = await take(limits, 'enquiry', '198.51.100.7', 5);
  assert.deepEqual(oks(script), [true, true, false, false, false]);
  refusedFor(script[2]!, false, SHARED_WINDOW_S, since);
  for (let i = 1; i <= 9; i++) assert.deepEqual(oks(await take(limits, 'enquiry', `192.0.${i}.2`, 2)), [true, true]);
  refusedFor(await limits.enquiry(from('192.0.10.2')), true, SHARED_WINDOW_S, since);
});

test('a list, or anything that is not one address, is self-reported too and shares one allowance', async () => {
  const limits = createLimits({ max: 2, windowS: 600, sharedMax: 100 });
  const odd = ['198.51.100.5, 198.51.100.6', 'unknown', '', 'x'.repeat(12_000)];
  assert.deepEqual(await Promise.all(odd.map(async (value) => (await limits.enquiry(from(value))).ok)), [
    true,
    true,
    false,
    false,
  ]);
  assert.deepEqual(await limits.enquiry(from('198.51.100.5')), { ok: true });
});

test('a spent shared allowance is told, with when it reopens, to the watcher and to whoever asks (the health check)', async () => {
  const spends: SharedSpend[] = [];
  const limits = createLimits({ max: 5, windowS: 600, sharedMax: 3, onSharedSpent: (spend) => spends.push(spend) });
  const near = (at: number | undefined) =>
    assert.ok(
      at !== undefined && at > Date.now() + (SHARED_WINDOW_S - 10) * 1000 && at <= Date.now() + SHARED_WINDOW_S * 1000,
      String(at),
    );
  for (let i = 1; i <= 3; i++) assert.ok((await limits.enquiry(from(`203.0.${i}.1`))).ok);
  // Its last enquiry spent it: the next request to ask hears so, before anyone is refused.
  assert.equal(spends.length, 0);
  near(await limits.sharedSpentUntil());
  assert.deepEqual(
    spends.map((spend) => spend.budget),
    ['enquiries'],
  );
  for (let i = 4; i <= 6; i++) assert.equal((await limits.enquiry(from(`203.0.${i}.1`))).ok, false);
  assert.equal(spends.length, 4);
  for (const spend of spends) near(spend.reopensAt);
  // A client's own limit is not the shared allowance, and tells no one.
  const own = createLimits({ max: 1, windowS: 600, sharedMax: 100, onSharedSpent: (spend) => spends.push(spend) });
  await take(own, 'enquiry', '198.51.100.8', 3);
  assert.equal(await own.sharedSpentUntil(), undefined);
  assert.equal(spends.length, 4);
});

test('requests of any kind spend a shared allowance of their own (four per enquiry), which is told apart', async () => {
  const spends: SharedSpend[] = [];
  const limits = createLimits({ max: 5, windowS: 600, sharedMax: 1, onSharedSpent: (spend) => spends.push(spend) });
  for (let i = 1; i <= ATTEMPTS_PER_ENQUIRY; i++) assert.ok((await limits.attempt(from(`203.0.113.${i}`))).ok);
  const flood = await limits.attempt(from('203.0.113.99'));
  assert.ok(!flood.ok && flood.shared, JSON.stringify(flood));
  assert.deepEqual(
    spends.map((spend) => spend.budget),
    ['attempts'],
  );
  assert.ok((await limits.sharedSpentUntil())! > Date.now());
});
