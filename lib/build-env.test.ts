import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSettings, builtPageHashes, originSettings } from './build-env';

// Unset and empty alike leave a key out or undefined: compared by value, as the site reads them.
const values = (settings: object) => JSON.parse(JSON.stringify(settings)) as unknown;

const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

test('before the first pass, and in development, there are no page hashes', () => {
  assert.deepEqual(builtPageHashes(undefined), {});
  assert.deepEqual(builtPageHashes(''), {});
});

test("the first pass's hashes are read back page by page", () => {
  const pages = { '/': [hash], '/_not-found': [] };
  assert.deepEqual(builtPageHashes(JSON.stringify(pages)), pages);
});

test('hashes that are not JSON, or not hashes, stop the build with the variable named', () => {
  assert.throws(() => builtPageHashes('{"/": '), /Invalid build configuration: SARNIA_CSP_PAGES must be JSON/);
  assert.throws(() => builtPageHashes(JSON.stringify({ '/': ["'unsafe-inline'"] })), /Invalid build configuration/);
  assert.throws(() => builtPageHashes(JSON.stringify({ 'no-slash': [hash] })), /Invalid build configuration/);
});

test('a build id and a Server Actions key are taken when given, and are optional', () => {
  const key = Buffer.alloc(32, 7).toString('base64');
  assert.deepEqual(buildSettings({ SARNIA_BUILD_ID: 'abc_DEF-123', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key }), {
    SARNIA_BUILD_ID: 'abc_DEF-123',
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key,
  });
  assert.deepEqual(values(buildSettings({ SARNIA_BUILD_ID: '', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: ' ' })), {});
});

test('a bad build id or key is refused, named, and never repeated', () => {
  assert.throws(() => buildSettings({ SARNIA_BUILD_ID: 'short' }), /SARNIA_BUILD_ID must be 8 to 64/);
  assert.throws(() => buildSettings({ SARNIA_BUILD_ID: 'has spaces in it' }), /SARNIA_BUILD_ID/);
  const shortKey = Buffer.alloc(20, 1).toString('base64');
  assert.throws(
    () => buildSettings({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: shortKey }),
    (error: Error) => /256-bit key in base64/.test(error.message) && !error.message.includes(shortKey),
  );
  assert.throws(() => buildSettings({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'not base64!' }), /ENCRYPTION_KEY/);
});

test("the origin's parts: SITE_URL, Vercel's production domain and PORT, which defaults to 3000", () => {
  assert.deepEqual(values(originSettings({})), { PORT: 3000 });
  assert.deepEqual(values(originSettings({ SITE_URL: '', VERCEL_PROJECT_PRODUCTION_URL: ' ', PORT: '' })), {
    PORT: 3000,
  });
  const site = 'https://www.sarnia-water.example';
  assert.deepEqual(
    originSettings({ SITE_URL: site, VERCEL_PROJECT_PRODUCTION_URL: 'sarnia.vercel.app', PORT: '8080' }),
    {
      SITE_URL: site,
      VERCEL_PROJECT_PRODUCTION_URL: 'sarnia.vercel.app',
      PORT: 8080,
    },
  );
});

test('a bad origin part stops the build with the variable named', () => {
  const bad: [Record<string, string>, RegExp][] = [
    [{ SITE_URL: 'www.example.com' }, /SITE_URL must be an http\(s\) address/],
    [{ SITE_URL: 'ftp://example.com' }, /SITE_URL must be an http\(s\) address/],
    [{ VERCEL_PROJECT_PRODUCTION_URL: 'https://sarnia.vercel.app' }, /VERCEL_PROJECT_PRODUCTION_URL must be a host/],
    [{ PORT: 'http' }, /PORT must be a whole number from 1 to 65535/],
    [{ PORT: '70000' }, /PORT must be a whole number from 1 to 65535/],
  ];
  for (const [source, message] of bad) assert.throws(() => originSettings(source), message, JSON.stringify(source));
});
