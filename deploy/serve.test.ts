import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { isInsideAddress, noProxyDeclared } from './serve.mjs';

test('the start command reads TRUSTED_PROXY_COUNT as the site does: every way of writing 0 drops, any count keeps', () => {
  for (const written of [undefined, '', ' ', '0', ' 0 ', '00', '0.0', '-0', '0e3', '0x0', '1', '2', ' 3 ', '10']) {
    const parsed = parseServerEnv({ TRUSTED_PROXY_COUNT: written });
    assert.ok(parsed.ok, String(written));
    assert.equal(noProxyDeclared({ TRUSTED_PROXY_COUNT: written }), parsed.env.TRUSTED_PROXY_COUNT === 0, written);
  }
  // What the site refuses to start with never reaches a request.
  for (const refused of ['x', '1.5', '-1', '11'])
    assert.equal(parseServerEnv({ TRUSTED_PROXY_COUNT: refused }).ok, false);
});

test('a dropped header from loopback, a private range or link-local is from inside; a public address is not', () => {
  for (const address of [
    '127.0.0.1',
    '127.45.7.1',
    '10.1.2.3',
    '172.17.0.2',
    '192.168.1.1',
    '169.254.1.1',
    '100.64.0.1',
  ])
    assert.equal(isInsideAddress(address), true, address);
  for (const address of ['::1', '::ffff:127.0.0.1', '::ffff:10.0.0.5', 'fd12:3456::1', 'fe80::1'])
    assert.equal(isInsideAddress(address), true, address);
  for (const address of ['203.0.113.9', '8.8.8.8', '172.32.0.1', '::ffff:203.0.113.9', '2001:db8::1', '', 'nonsense'])
    assert.equal(isInsideAddress(address), false, address);
});
