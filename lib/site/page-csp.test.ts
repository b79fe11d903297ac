import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { contentSecurityPolicy } from './csp';
import { pagePolicy, readCspManifest, type CspManifest } from './page-csp';

const scriptSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src '));

const manifest: CspManifest = {
  buildId: 'build-1',
  routes: { '/': ["'sha256-home'"], '/privacy-policy': ["'sha256-privacy'"], '/_not-found': ["'sha256-404'"] },
};

test('a production policy allows scripts from the site and by hash only', () => {
  assert.equal(scriptSrc(contentSecurityPolicy()), "script-src 'self'");
  assert.equal(scriptSrc(contentSecurityPolicy({ scriptHashes: ["'sha256-a'"] })), "script-src 'self' 'sha256-a'");
  assert.match(contentSecurityPolicy(), /default-src 'self'.*object-src 'none'.*frame-ancestors 'none'/);
  assert.equal(scriptSrc(contentSecurityPolicy({ nonce: 'abc' })), "script-src 'self' 'nonce-abc'");
  assert.equal(scriptSrc(contentSecurityPolicy({ dev: true })), "script-src 'self' 'unsafe-inline' 'unsafe-eval'");
});

test("each page gets its own scripts' hashes; a path no page answers gets the 404 page's", () => {
  assert.equal(scriptSrc(pagePolicy(manifest, '/')), "script-src 'self' 'sha256-home'");
  assert.equal(scriptSrc(pagePolicy(manifest, '/privacy-policy')), "script-src 'self' 'sha256-privacy'");
  assert.equal(scriptSrc(pagePolicy(manifest, '/privacy-policy/')), "script-src 'self' 'sha256-privacy'");
  assert.equal(scriptSrc(pagePolicy(manifest, '/no-such-page')), "script-src 'self' 'sha256-404'");
  assert.equal(scriptSrc(pagePolicy(manifest, '/constructor')), "script-src 'self' 'sha256-404'");
  assert.equal(scriptSrc(pagePolicy(null, '/')), "script-src 'self'");
});

test('reads the manifest only when it belongs to the build being served', async (t) => {
  const errors = t.mock.method(console, 'error', () => {});
  const dist = await mkdtemp(path.join(os.tmpdir(), 'page-csp-'));
  try {
    await writeFile(path.join(dist, 'BUILD_ID'), 'build-1');
    assert.equal(readCspManifest(dist), null);
    assert.match(String(errors.mock.calls.at(-1)?.arguments[0]), /npm run build/);

    await writeFile(path.join(dist, 'csp-hashes.json'), JSON.stringify(manifest));
    assert.deepEqual(readCspManifest(dist), manifest);

    await writeFile(path.join(dist, 'BUILD_ID'), 'build-2');
    assert.equal(readCspManifest(dist), null);
    assert.match(String(errors.mock.calls.at(-1)?.arguments[0]), /another build/);
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});
