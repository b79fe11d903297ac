import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseServerEnv, type ServerEnv } from '@/lib/env';
import { isCrossSite } from '@/lib/http';
import { ownHosts } from './origin';

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
