import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { contentSecurityPolicy, cspHeaderRules, inlineScriptHashes, pagePolicy, type PageHashes } from './csp';

const scriptSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src '));
// The example in MDN's Content-Security-Policy reference: <script>alert('Hello, world.');</script>.
const HELLO = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

const pages: PageHashes = {
  '/': ["'sha256-home'"],
  '/privacy-policy': ["'sha256-privacy'"],
  '/_not-found': ["'sha256-404'"],
  '/_global-error': ["'sha256-500'"],
};

test('a production policy allows scripts from the site and by hash only', () => {
  assert.equal(scriptSrc(contentSecurityPolicy()), "script-src 'self'");
  assert.equal(scriptSrc(contentSecurityPolicy({ scriptHashes: ["'sha256-a'"] })), "script-src 'self' 'sha256-a'");
  assert.match(contentSecurityPolicy(), /default-src 'self'.*object-src 'none'.*frame-ancestors 'none'/);
  assert.equal(scriptSrc(contentSecurityPolicy({ nonce: 'abc' })), "script-src 'self' 'nonce-abc'");
  assert.equal(scriptSrc(contentSecurityPolicy({ dev: true })), "script-src 'self' 'unsafe-inline' 'unsafe-eval'");
});

test('hashes the exact text of each inline script, as a CSP source', () => {
  assert.deepEqual(inlineScriptHashes("<p>x</p><script>alert('Hello, world.');</script>"), [HELLO]);
  assert.deepEqual(inlineScriptHashes(`<script id="_R_" type="text/javascript">alert('Hello, world.');</script>`), [
    HELLO,
  ]);
  assert.equal(inlineScriptHashes("<script>alert('Hello, world.'); </script>").includes(HELLO), false);
});

test('leaves out external scripts and data blocks, and lists a repeated script once', () => {
  const html = [
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script type="application/json">{}</script>',
    "<script>alert('Hello, world.');</script>",
    "<script>alert('Hello, world.');</script>",
  ].join('');
  assert.deepEqual(inlineScriptHashes(html), [HELLO]);
  assert.equal(inlineScriptHashes('<script type="module">import "/a.js";</script>').length, 1);
});

test('hashes a script as the browser parses it, with its line ends turned into LF', () => {
  assert.deepEqual(
    inlineScriptHashes("<script>\r\nalert('Hello, world.');\r</script>"),
    inlineScriptHashes("<script>\nalert('Hello, world.');\n</script>"),
  );
});

test("each page gets its own scripts' hashes; a path no page answers gets the 404 page's", () => {
  assert.equal(scriptSrc(pagePolicy(pages, '/')), "script-src 'self' 'sha256-home'");
  assert.equal(scriptSrc(pagePolicy(pages, '/privacy-policy')), "script-src 'self' 'sha256-privacy'");
  assert.equal(scriptSrc(pagePolicy(pages, '/privacy-policy/')), "script-src 'self' 'sha256-privacy'");
  for (const path of ['/no-such-page', '/constructor', '/_global-error'])
    assert.equal(scriptSrc(pagePolicy(pages, path)), "script-src 'self' 'sha256-404'", path);
  assert.equal(scriptSrc(pagePolicy({}, '/')), "script-src 'self'");
});

test("the routes' static policies: one rule for each path, the same policy as the proxy's", () => {
  const { pathToRegexp } = createRequire(import.meta.url)('next/dist/compiled/path-to-regexp') as {
    pathToRegexp(source: string): RegExp;
  };
  const rules = cspHeaderRules(pages).map((rule) => ({ ...rule, regex: pathToRegexp(rule.source) }));
  const policyFor = (path: string) => {
    const matching = rules.filter((rule) => rule.regex.test(path));
    assert.equal(matching.length, 1, `${path} matches ${matching.map((rule) => rule.source).join(', ') || 'no rule'}`);
    return matching[0]!.headers[0]!.value;
  };
  for (const path of ['/', '/privacy-policy', '/no-such-page', '/privacy-policy/more', '/a/b', '/_global-error'])
    assert.equal(policyFor(path), pagePolicy(pages, path), path);
  for (const path of ['/robots.txt', '/media/spring.mp4', '/_next/static/chunks/a.js', '/api/contact', '/a.b/c.d'])
    assert.equal(policyFor(path), contentSecurityPolicy(), path);
  // A form post is answered per request under the proxy's nonce, so no page's hashes may apply to it.
  const pageRules = rules.filter((rule) => rule.source === '/' || rule.source === '/privacy-policy');
  assert.ok(pageRules.every((rule) => rule.missing?.some((condition) => condition.key === 'content-type')));
});
