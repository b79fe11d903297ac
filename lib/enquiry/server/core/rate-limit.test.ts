import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientIdentity } from '../transport/identity';
import {
  ATTEMPTS_PER_ENQUIRY,
  BLOCK_CLIENTS,
  createLimits,
  NETWORK_CLIENTS,
  SHARED_WINDOW_S,
  type EnquiryLimits,
  type SharedSpend,
} from './rate-limit';
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

// Clients as a declared proxy names them, with the networks their addresses are in (transport/identity.ts).
const proxied = (address: string) =>
  clientIdentity(new Headers({ 'x-forwarded-for': address }), { vercel: false, trustedProxies: 1 });
const passed = async (limits: EnquiryLimits, addresses: string[]) => {
  let count = 0;
  for (const address of addresses) if ((await limits.enquiry(proxied(address))).ok) count++;
  return count;
};

test('a flood from one /56, each /64 a new client: the /56 passes twice one client’s limit, another network is served', async () => {
  const limits = createLimits({ max: 5, windowS: 600, sharedMax });
  const since = Date.now();
  // 300 enquiries, five from each of 60 /64s of 2001:db8:1:3400::/56.
  const flood = Array.from({ length: 300 }, (_, i) => `2001:db8:1:34${(i % 60).toString(16).padStart(2, '0')}::${i}`);
  assert.equal(await passed(limits, flood), 5 * NETWORK_CLIENTS);
  const refused = await limits.enquiry(proxied('2001:db8:1:34ff::1'));
  assert.ok(!refused.ok && !refused.shared && withinWindow(refused.retryAfterS, 600, since), JSON.stringify(refused));
  // The next /56 of the same /48 has its own ten, until the /48 has had four clients' worth; another /48 is apart.
  const next = (n: number) =>
    Array.from({ length: 20 }, (_, i) => `2001:db8:1:${(0x3500 + n * 0x100 + i).toString(16)}::1`);
  assert.equal(await passed(limits, next(0)), 5 * NETWORK_CLIENTS);
  assert.equal(await passed(limits, next(1)), 5 * (BLOCK_CLIENTS - 2 * NETWORK_CLIENTS));
  assert.deepEqual(await limits.enquiry(proxied('2001:db8:2::1')), { ok: true });
  assert.deepEqual(await limits.enquiry(proxied('198.51.100.1')), { ok: true });
});

test('IPv4: a /24 passes twice one client’s limit, however many of its addresses send', async () => {
  const limits = createLimits({ max: 5, windowS: 600, sharedMax });
  const flood = Array.from({ length: 256 }, (_, i) => `203.0.113.${i}`);
  assert.equal(await passed(limits, flood), 5 * NETWORK_CLIENTS);
  assert.deepEqual(await limits.enquiry(proxied('203.0.114.1')), { ok: true });
  // Requests of any kind: four times as many, per network too.
  const attempts = createLimits({ max: 5, windowS: 600, sharedMax });
  let ok = 0;
  for (const address of flood) if ((await attempts.attempt(proxied(address))).ok) ok++;
  assert.equal(ok, 5 * ATTEMPTS_PER_ENQUIRY * NETWORK_CLIENTS);
});

test('the ceiling: every client’s enquiries together, then form-busy for everyone until the day’s window ends', async () => {
  const spends: SharedSpend[] = [];
  const limits = createLimits({ max: 5, windowS: 600, sharedMax: 3, onSharedSpent: (spend) => spends.push(spend) });
  const since = Date.now();
  const networks = ['198.51.100.1', '203.0.113.1', '2001:db8:1::1', '2001:db8:2::1'];
  const verdicts = [];
  for (const address of networks) verdicts.push(await limits.enquiry(proxied(address)));
  assert.deepEqual(verdicts.slice(0, 3), Array(3).fill({ ok: true }));
  const busy = verdicts[3]!;
  assert.ok(!busy.ok && busy.shared && withinWindow(busy.retryAfterS, SHARED_WINDOW_S, since), JSON.stringify(busy));
  assert.deepEqual(
    spends.map((spend) => spend.budget),
    ['enquiries'],
  );
  assert.ok((await limits.sharedSpentUntil())! > Date.now());
  // Refused before any count of its own: the client may send once the ceiling opens again, and requests of
  // any kind (which keep nothing) still get their answer.
  assert.deepEqual(await limits.attempt(proxied('2001:db8:3::1')), { ok: true });
});

// How many of `times` enquiries from one address a declared proxy names are taken.
const taken = async (limits: EnquiryLimits, address: string, times: number) =>
  passed(limits, Array<string>(times).fill(address));

test('one client’s enquiries over a day against a ceiling of 10: it takes a tenth, as does its /24 and its /48; a visitor from elsewhere is served', async (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
  const limits = createLimits({ max: 5, windowS: 600, sharedMax: 10 });
  const since = Date.now();
  // The issue's attack: five held enquiries, ten minutes' wait, five more, all day long.
  let day = 0;
  for (let window = 0; window < SHARED_WINDOW_S / 600; window++, t.mock.timers.tick(600_000))
    day += await taken(limits, '198.51.100.7', 5);
  assert.equal(day, 1);
  t.mock.timers.setTime(since + 60_000);
  const refused = await limits.enquiry(proxied('198.51.100.7'));
  assert.ok(!refused.ok && !refused.shared && refused.retryAfterS > 600, JSON.stringify(refused));
  // Its network's other addresses share its tenth; so do a /48's /56s.
  assert.equal(await taken(limits, '198.51.100.8', 1), 0);
  assert.equal(await taken(limits, '2001:db8:7:100::1', 2), 1);
  assert.equal(await taken(limits, '2001:db8:7:200::1', 1), 0);
  // Another network is served, and the ceiling is far from spent.
  assert.deepEqual(await limits.enquiry(proxied('203.0.113.9')), { ok: true });
  assert.equal(await limits.sharedSpentUntil(), undefined);
  // The next day, the client has its tenth again.
  t.mock.timers.setTime(since + SHARED_WINDOW_S * 1000 + 1000);
  assert.deepEqual(await limits.enquiry(proxied('198.51.100.7')), { ok: true });
});

test('at the defaults a network takes ten enquiries a day: nine networks leave the form open, a tenth closes it', async () => {
  const limits = createLimits({ max: 5, windowS: 600, sharedMax: 100 });
  for (let n = 0; n < 9; n++) {
    const sent = (await taken(limits, `198.51.${n}.1`, 5)) + (await taken(limits, `198.51.${n}.2`, 6));
    assert.equal(sent + (await taken(limits, `198.51.${n}.3`, 1)), 10);
  }
  assert.equal(await limits.sharedSpentUntil(), undefined);
  assert.equal((await taken(limits, '203.0.113.1', 5)) + (await taken(limits, '203.0.113.2', 5)), 10);
  assert.ok((await limits.sharedSpentUntil())! > Date.now());
});
test('40 junk posts from two addresses of a /24 give their slots back: a third address of it is served, the two are held to their own', async () => {
  const limits = createLimits({ max: 5, windowS: 600, sharedMax });
  for (const address of ['203.0.113.1', '203.0.113.2'])
    for (let i = 0; i < 5 * ATTEMPTS_PER_ENQUIRY; i++) {
      const client = proxied(address);
      assert.deepEqual(await limits.attempt(client), { ok: true }, `${address} ${i}`);
      await limits.giveBack(client, true);
    }
  // Without the slots back, the /24 (twice one client's 20) would refuse it.
  assert.deepEqual(await limits.attempt(proxied('203.0.113.3')), { ok: true });
  assert.deepEqual(await limits.enquiry(proxied('203.0.113.3')), { ok: true });
  // Each junk post spent its sender's own count: the junk budget.
  const spent = await limits.attempt(proxied('203.0.113.1'));
  assert.ok(!spent.ok && !spent.shared, JSON.stringify(spent));
  // A body read whole by the start command gives its slot back entirely, the client's own count too.
  for (let i = 0; i < 5 * ATTEMPTS_PER_ENQUIRY + 1; i++) {
    assert.deepEqual(await limits.attempt(proxied('198.51.100.1')), { ok: true });
    await limits.giveBack(proxied('198.51.100.1'), false);
  }
});
