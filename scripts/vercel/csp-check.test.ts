import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentSecurityPolicy, inlineScriptHashes } from '@/lib/site/csp';
import { checkPage, scriptSources } from './csp-check';

const page = "<script>self.__next_f=[]</script><script src='/a.js'></script><script>alert('Hello, world.');</script>";
const [first = '', second = ''] = inlineScriptHashes(page);

test('a page whose every policy allows all its inline scripts passes', () => {
  const policy = contentSecurityPolicy({ scriptHashes: [first, second] });
  assert.deepEqual(checkPage(page, [policy, policy]), []);
});

test('a policy missing one of the inline scripts is caught, even when another policy allows it', () => {
  const findings = checkPage(page, [
    contentSecurityPolicy({ scriptHashes: [first, second] }),
    contentSecurityPolicy({ scriptHashes: [first] }),
  ]);
  assert.equal(findings.length, 1);
  assert.match(findings[0]!.problem, new RegExp(`blocks 1 inline scripts: ${second.replace(/[+/]/g, '\\$&')}`));
});

test("the base policy, 'unsafe-inline' and a page with no policy at all are caught", () => {
  assert.match(checkPage(page, [contentSecurityPolicy()])[0]!.problem, /blocks 2 inline scripts/);
  const lax = "default-src 'self'; script-src 'self' 'unsafe-inline'";
  assert.ok(checkPage(page, [lax]).some((finding) => /unsafe-inline/.test(finding.problem)));
  assert.match(checkPage(page, [])[0]!.problem, /no Content-Security-Policy/);
});

test('script-src falls back to default-src', () => {
  assert.deepEqual(scriptSources("default-src 'self' 'sha256-a'; img-src *"), ["'self'", "'sha256-a'"]);
  assert.deepEqual(scriptSources("default-src 'none'; script-src 'self'"), ["'self'"]);
});
