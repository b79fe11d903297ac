import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseServerEnv, type ServerEnv } from '@/lib/env';
import { isCrossSite } from '@/lib/http';
import { addressKey, clientIdentity, identitySettings, networksOf, ownHosts, UNIDENTIFIED } from './identity';

const headers = (values: Record<string, string>) => new Headers(values);
const direct = { vercel: false, trustedProxies: 0 };
const oneProxy = { vercel: false, trustedProxies: 1 };

test('addresses are keyed only once parsed: IPv4 as is, IPv6 by its /64', () => {
  assert.equal(addressKey('203.0.113.9'), '203.0.113.9');
  assert.equal(addressKey(' 203.0.113.9 '), '203.0.113.9');
  assert.equal(addressKey('203.0.113.9:51234'), '203.0.113.9');
  assert.equal(addressKey('2001:db8:1:2:3:4:5:6'), '2001:db8:1:2::/64');
  assert.equal(addressKey('2001:db8:1:2::ffff'), '2001:db8:1:2::/64');
  assert.equal(addressKey('2001:DB8:1:2:aaaa::1'), addressKey('2001:db8:1:2:bbbb::2'));
  assert.equal(addressKey('[2001:db8::1]:443'), '2001:db8:0:0::/64');
  assert.equal(addressKey('::ffff:198.51.100.7'), '198.51.100.7');
  assert.equal(addressKey('::1'), '0:0:0:0::/64');
  assert.equal(addressKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
});

test('a client is also counted in its networks: an IPv6 address in its /56 and /48, an IPv4 one in its /24', () => {
  const of = (address: string) => networksOf(addressKey(address)!);
  assert.deepEqual(of('2001:db8:1:2:3:4:5:6'), { network: '2001:db8:1:0::/56', block: '2001:db8:1::/48' });
  assert.deepEqual(of('2001:db8:abcd:12ff::1'), { network: '2001:db8:abcd:1200::/56', block: '2001:db8:abcd::/48' });
  // The 256 /64s of one /56 are 256 clients, and one network.
  assert.equal(
    new Set(Array.from({ length: 256 }, (_, i) => of(`2001:db8:1:${(0x3400 + i).toString(16)}::1`).network)).size,
    1,
  );
  assert.notEqual(of('2001:db8:1:3400::1').network, of('2001:db8:1:3500::1').network);
  assert.deepEqual(of('[2001:db8::1]:443'), { network: '2001:db8:0:0::/56', block: '2001:db8:0::/48' });
  assert.deepEqual(of('203.0.113.9'), { network: '203.0.113.0/24' });
  assert.deepEqual(of('::ffff:198.51.100.7'), { network: '198.51.100.0/24' });
  assert.deepEqual(networksOf(UNIDENTIFIED), {});
  const viaProxy = clientIdentity(headers({ 'x-forwarded-for': '2001:db8:5:6:7::8' }), oneProxy);
  assert.deepEqual(viaProxy, {
    key: '2001:db8:5:6::/64',
    selfReported: false,
    network: '2001:db8:5:0::/56',
    block: '2001:db8:5::/48',
  });
});

test('anything that is not an address gives no key, whatever its length', () => {
  for (const value of ['', 'unknown', 'evil.example', '1.2.3', '999.1.1.1', '1.2.3.4.5', 'x'.repeat(12_000), null])
    assert.equal(addressKey(value), undefined, String(value).slice(0, 20));
});

test('with no trusted proxy, one X-Forwarded-For address is the key, self-reported', () => {
  // What `next start` fills in from the socket when the client sent none, or what a client wrote: alike.
  assert.deepEqual(clientIdentity(headers({ 'x-forwarded-for': '198.51.100.1' }), direct), {
    key: '198.51.100.1',
    selfReported: true,
    network: '198.51.100.0/24',
  });
  assert.equal(clientIdentity(headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }), direct).key, '127.0.0.1');
  assert.equal(clientIdentity(headers({ 'x-forwarded-for': '2001:db8::7' }), direct).key, '2001:db8:0:0::/64');
});

test('started by its start command, which dropped what the client sent, the address is the socket’s: verified', () => {
  const fromSocket = { ...direct, fromSocket: true };
  assert.deepEqual(clientIdentity(headers({ 'x-forwarded-for': '127.45.0.1' }), fromSocket), {
    key: '127.45.0.1',
    selfReported: false,
    network: '127.45.0.0/24',
  });
  // Behind a declared proxy, or on Vercel, the start command drops nothing and the rule is the proxy's.
  assert.deepEqual(identitySettings(env({ TRUSTED_PROXY_COUNT: '1' })), { ...oneProxy, fromSocket: false });
  assert.equal(identitySettings(env({})).fromSocket, false);
});

test('with no trusted proxy, a list or anything unparseable is the shared unidentified key, self-reported', () => {
  for (const forwarded of ['198.51.100.2, 10.0.0.1', 'unknown', `${'x'.repeat(12_000)}`])
    assert.deepEqual(clientIdentity(headers({ 'x-forwarded-for': forwarded }), direct), {
      key: UNIDENTIFIED,
      selfReported: true,
    });
  assert.deepEqual(clientIdentity(headers({ 'x-real-ip': '198.51.100.1' }), direct), {
    key: UNIDENTIFIED,
    selfReported: true,
  });
});

test('behind N trusted proxies, the entry the outermost one added is the client, counted from the right', () => {
  const spoofed = headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.23' });
  assert.deepEqual(clientIdentity(spoofed, oneProxy), {
    key: '198.51.100.23',
    selfReported: false,
    network: '198.51.100.0/24',
  });
  assert.equal(clientIdentity(spoofed, { vercel: false, trustedProxies: 2 }).key, '6.6.6.6');
  const cdn = headers({ 'x-forwarded-for': '1.1.1.1, 198.51.100.23, 10.0.0.5' });
  assert.equal(clientIdentity(cdn, { vercel: false, trustedProxies: 2 }).key, '198.51.100.23');
  assert.equal(clientIdentity(cdn, { vercel: false, trustedProxies: 4 }).key, UNIDENTIFIED);
  assert.equal(clientIdentity(headers({ 'x-forwarded-for': '198.51.100.23, garbage' }), oneProxy).key, UNIDENTIFIED);
  assert.deepEqual(clientIdentity(headers({}), oneProxy), { key: UNIDENTIFIED, selfReported: false });
});

test("on Vercel the address Vercel sets is used, and the client's own X-Forwarded-For is not", () => {
  const vercel = { vercel: true, trustedProxies: 0 };
  const request = headers({ 'x-vercel-forwarded-for': '198.51.100.77', 'x-forwarded-for': '6.6.6.6' });
  assert.equal(clientIdentity(request, vercel).key, '198.51.100.77');
  assert.equal(clientIdentity(headers({ 'x-forwarded-for': '6.6.6.6' }), vercel).key, UNIDENTIFIED);
});

const env = (values: Record<string, string>): ServerEnv => {
  const result = parseServerEnv(values);
  assert.ok(result.ok);
  return result.env;
};
const site = env({ SITE_URL: 'https://www.sarnia-water.example' });
const foreign = (values: Record<string, string>, settings: ServerEnv) => {
  const headers = new Headers(values);
  return isCrossSite(headers, ownHosts(headers, settings));
};

test('no Origin (not a browser), SITE_URL, or the host the request was sent to is our own', () => {
  assert.equal(foreign({ host: 'www.sarnia-water.example' }, site), false);
  assert.equal(foreign({ origin: 'https://www.sarnia-water.example', host: 'x' }, site), false);
  assert.equal(foreign({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, site), false);
});

test('another site, or an unparsable or "null" Origin, is foreign', () => {
  for (const origin of ['https://evil.example', 'null', 'not a url'])
    assert.equal(foreign({ origin, host: '127.0.0.1:3000' }, site), true, origin);
});

test('X-Forwarded-Host is believed only when a proxy we trust wrote it', () => {
  const forged = { origin: 'https://evil.example', host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example' };
  assert.equal(foreign(forged, site), true);
  assert.equal(foreign(forged, env({})), true);
  const proxied = { origin: 'https://shop.example', host: 'app:3000', 'x-forwarded-host': 'shop.example' };
  assert.equal(foreign(proxied, env({ TRUSTED_PROXY_COUNT: '1' })), false);
  assert.equal(foreign(proxied, env({ VERCEL: '1' })), false);
  assert.equal(foreign(proxied, env({})), true);
  const appended = { origin: 'https://evil.example', host: 'app', 'x-forwarded-host': 'evil.example, shop.example' };
  assert.equal(foreign(appended, env({ TRUSTED_PROXY_COUNT: '1' })), true);
});
