import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redisForTests } from '../support/redis';
import {
  ATTEMPTS_PER_ENQUIRY,
  createLimits,
  SHARED_WINDOW_S,
  type SharedSpend,
} from '@/lib/enquiry/server/core/rate-limit';
import { sharedMax, take, trusted, withinWindow } from '@/lib/enquiry/server/core/limits.fixture';

// The limits counted in a real Redis shared by two instances; core/rate-limit*.test.ts count in memory.

const redis = redisForTests();
const { connect } = redis;

test('with Redis: two processes share one count, so N instances do not allow N times the limit', async () => {
  const one = createLimits({ max: 3, windowS: 600, sharedMax, redis: await connect() });
  const two = createLimits({ max: 3, windowS: 600, sharedMax, redis: await connect() });
  const since = Date.now();
  const key = `shared-${since}`;
  assert.deepEqual(
    [await one.enquiry(trusted(key)), await two.enquiry(trusted(key)), await one.enquiry(trusted(key))],
    Array(3).fill({ ok: true }),
  );
  const refused = await two.enquiry(trusted(key));
  assert.ok(!refused.ok && withinWindow(refused.retryAfterS, 600, since), JSON.stringify(refused));
  const parallel = await Promise.all(
    Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).enquiry(trusted(`${key}-p`))),
  );
  assert.equal(parallel.filter((verdict) => verdict.ok).length, 3);
});

test('with Redis stalled, each call gives up after a few hundred ms and counts in memory instead', async () => {
  const limits = createLimits({ max: 2, windowS: 600, sharedMax, redis: await connect(), timeoutMs: 200 });
  redis.server().pause();
  try {
    const verdicts = await take(limits, 'enquiry', 'stalled', 3);
    assert.deepEqual(verdicts.slice(0, 2), [{ ok: true }, { ok: true }]);
    assert.equal(verdicts[2]!.ok, false);
  } finally {
    redis.server().resume();
  }
});

test('with Redis gone, the memory limiter takes over at once', async () => {
  const client = await connect();
  const limits = createLimits({ max: 2, windowS: 600, sharedMax, redis: client });
  client.destroy();
  const verdicts = await take(limits, 'enquiry', 'gone', 3);
  assert.deepEqual(
    verdicts.map((verdict) => verdict.ok),
    [true, true, false],
  );
});

test('with Redis: self-reported clients share one day allowance across instances; once spent, nothing new is counted', async () => {
  const probe = await connect();
  const settings = { max: 5, windowS: 600, sharedMax: 4 };
  const one = createLimits({ ...settings, redis: await connect() });
  const two = createLimits({ ...settings, redis: probe });
  await probe.del('sarnia:limit:enquiries-shared:site');
  const forged = Array.from({ length: 6 }, (_, i) => ({ key: `192.0.2.${i + 1}`, selfReported: true }));
  const since = Date.now();
  const verdicts = [];
  for (const [i, client] of forged.entries()) verdicts.push(await (i % 2 ? one : two).enquiry(client));
  assert.deepEqual(verdicts.slice(0, 4), Array(4).fill({ ok: true }));
  for (const verdict of verdicts.slice(4))
    assert.ok(
      !verdict.ok && verdict.shared && withinWindow(verdict.retryAfterS, SHARED_WINDOW_S, since),
      JSON.stringify(verdict),
    );
  assert.equal(await probe.get('sarnia:limit:enquiries-shared:site'), '4');
  assert.equal(await probe.get('sarnia:limit:enquiries:192.0.2.4'), '1');
  // Refused before its own count was touched: a forger's new addresses leave no keys behind.
  assert.equal(await probe.exists(['sarnia:limit:enquiries:192.0.2.5', 'sarnia:limit:enquiries-day:192.0.2.6']), 0);
  // The site's ceiling: a client a trusted proxy names is refused too.
  const trustedToo = await one.enquiry(trusted('192.0.2.5'));
  assert.ok(!trustedToo.ok && trustedToo.shared, JSON.stringify(trustedToo));
});

test('with Redis: an instance that spent no part of the shared allowance still sees it spent, and until when', async () => {
  const settings = { max: 5, windowS: 600, sharedMax: 2 };
  const heard: Record<'one' | 'two', SharedSpend[]> = { one: [], two: [] };
  const one = createLimits({ ...settings, redis: await connect(), onSharedSpent: (spend) => heard.one.push(spend) });
  const two = createLimits({ ...settings, redis: await connect(), onSharedSpent: (spend) => heard.two.push(spend) });
  await (await connect()).del('sarnia:limit:enquiries-shared:site');
  assert.equal(await two.sharedSpentUntil(), undefined);
  for (const i of [1, 2]) assert.ok((await one.enquiry({ key: `198.18.0.${i}`, selfReported: true })).ok);
  const until = await two.sharedSpentUntil();
  assert.ok(until! > Date.now() + 86_000_000 && until! <= Date.now() + 86_400_000, String(until));
  assert.equal(heard.one.length, 0);
  assert.deepEqual(heard.two, [{ budget: 'enquiries', reopensAt: until }]);
  const refused = await one.enquiry({ key: '198.18.0.3', selfReported: true });
  assert.ok(!refused.ok && refused.shared);
  assert.equal(heard.one.length, 1);
  assert.ok(Math.abs(heard.one[0]!.reopensAt - until!) < 1_000);
});

test('with Redis: what each count keeps, and for how long: a client by its address, a network by its prefix, the ceiling by no address', async () => {
  const probe = await connect();
  await probe.flushAll();
  const limits = createLimits({ max: 5, windowS: 600, sharedMax: 100, redis: await connect() });
  const client = {
    key: '2001:db8:1:2::/64',
    selfReported: false,
    network: '2001:db8:1:0::/56',
    block: '2001:db8:1::/48',
  };
  assert.deepEqual(await limits.enquiry(client), { ok: true });
  assert.deepEqual(await limits.attempt(client), { ok: true });
  const keys = (await probe.keys('sarnia:limit:*')).sort();
  assert.deepEqual(keys, [
    'sarnia:limit:attempts-block:2001:db8:1::/48',
    'sarnia:limit:attempts-network:2001:db8:1:0::/56',
    'sarnia:limit:attempts:2001:db8:1:2::/64',
    'sarnia:limit:enquiries-block:2001:db8:1::/48',
    'sarnia:limit:enquiries-day:2001:db8:1:0::/56',
    'sarnia:limit:enquiries-day:2001:db8:1:2::/64',
    'sarnia:limit:enquiries-day:2001:db8:1::/48',
    'sarnia:limit:enquiries-network:2001:db8:1:0::/56',
    'sarnia:limit:enquiries-shared:site',
    'sarnia:limit:enquiries:2001:db8:1:2::/64',
  ]);
  for (const key of keys) {
    const ttl = await probe.pTTL(key);
    const window = /-(shared|day):/.test(key) ? SHARED_WINDOW_S : 600;
    assert.ok(ttl > (window - 10) * 1000 && ttl <= window * 1000, `${key}: ${ttl} ms`);
    // A count, and nothing else: no name, no address in the value.
    assert.equal(await probe.get(key), '1');
  }
});

// An IPv4 client as a declared proxy names it, with its /24 (transport/identity.ts).
const proxied = (key: string) => ({ key, selfReported: false, network: key.replace(/\.\d+$/, '.0/24') });

test('with Redis: a client and its /24 take a tenth of the ceiling a day on every instance; a visitor from elsewhere is served', async () => {
  const probe = await connect();
  await probe.flushAll();
  const settings = { max: 5, windowS: 600, sharedMax: 10 };
  const one = createLimits({ ...settings, redis: await connect() });
  const two = createLimits({ ...settings, redis: await connect() });
  const since = Date.now();
  assert.deepEqual(await one.enquiry(proxied('198.51.100.7')), { ok: true });
  for (const [limits, address] of [
    [two, '198.51.100.7'],
    [one, '198.51.100.7'],
    [two, '198.51.100.8'],
  ] as const) {
    const refused = await limits.enquiry(proxied(address));
    assert.ok(!refused.ok && !refused.shared && withinWindow(refused.retryAfterS, SHARED_WINDOW_S, since), address);
  }
  // The /24's count lives a day, shared by both instances.
  assert.ok((await probe.pTTL('sarnia:limit:enquiries-day:198.51.100.0/24')) > (SHARED_WINDOW_S - 10) * 1000);
  assert.deepEqual(await two.enquiry(proxied('203.0.113.9')), { ok: true });
  assert.equal(await one.sharedSpentUntil(), undefined);
});

test('with Redis: junk posts from two addresses of a /24 give their slots back on every instance, and a third address is served', async () => {
  const probe = await connect();
  await probe.flushAll();
  const one = createLimits({ max: 5, windowS: 600, sharedMax, redis: await connect() });
  const two = createLimits({ max: 5, windowS: 600, sharedMax, redis: await connect() });
  for (const address of ['203.0.113.1', '203.0.113.2'])
    for (let i = 0; i < 5 * ATTEMPTS_PER_ENQUIRY; i++) {
      const limits = i % 2 ? one : two;
      assert.deepEqual(await limits.attempt(proxied(address)), { ok: true });
      await limits.giveBack(proxied(address), true);
    }
  assert.equal(Number(await probe.get('sarnia:limit:attempts-network:203.0.113.0/24')), 0);
  assert.deepEqual(await one.attempt(proxied('203.0.113.3')), { ok: true });
  // The junk stays on its senders' own count.
  assert.equal((await two.attempt(proxied('203.0.113.1'))).ok, false);
});
