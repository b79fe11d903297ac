import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import nextConfig from '../../../../next.config';
import { enquiry as fr } from '@/lib/i18n/fr/enquiry';
import { FORM_POST_MAX_BYTES, refuseFormPost } from './form-post-guard';

const own = ['www.sarnia-water.example'];
const post = (headers: Record<string, string>, method = 'POST', path = '/') =>
  new Request(`http://127.0.0.1:3000${path}`, {
    method,
    headers: { host: '127.0.0.1:3000', 'content-type': 'multipart/form-data; boundary=x', ...headers },
  });
const status = (request: Request) => refuseFormPost(request, own)?.status ?? 'passes';

test('a post from the page itself, or from the public origin behind a proxy, passes', () => {
  assert.equal(status(post({ 'content-length': '900', origin: 'http://127.0.0.1:3000' })), 'passes');
  assert.equal(status(post({ 'content-length': '900', origin: 'https://www.sarnia-water.example' })), 'passes');
  assert.equal(status(post({ 'content-length': '900', 'sec-fetch-site': 'same-origin' })), 'passes');
  assert.equal(status(post({ 'content-length': '900' })), 'passes');
});

test('a post another site makes the browser send is refused with 403', () => {
  assert.equal(status(post({ 'content-length': '900', origin: 'https://evil.example' })), 403);
  assert.equal(status(post({ 'content-length': '900', origin: 'null' })), 403);
  assert.equal(status(post({ 'content-length': '900', 'sec-fetch-site': 'cross-site' })), 403);
  assert.equal(status(post({ 'content-length': '900', 'sec-fetch-site': 'same-site' })), 403);
});

test('a post of unknown length gets 411, one over the limit 413', () => {
  assert.equal(status(post({})), 411);
  assert.equal(status(post({ 'content-length': String(FORM_POST_MAX_BYTES) })), 'passes');
  assert.equal(status(post({ 'content-length': String(FORM_POST_MAX_BYTES + 1) })), 413);
});

test('the refusal is a page that says why, never cached', async () => {
  const response = refuseFormPost(post({ 'content-length': '900', origin: 'https://evil.example' }), own)!;
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  assert.match(await response.text(), /Enquiries can only be sent from this website\./);
});

test('a post from the French page is refused in French, its way back to the French form', async () => {
  for (const [headers, code] of [
    [{ 'content-length': '900', origin: 'https://evil.example' }, 'foreign-origin'],
    [{}, 'length-required'],
    [{ 'content-length': String(FORM_POST_MAX_BYTES + 1) }, 'too-large'],
  ] as const) {
    const html = await refuseFormPost(post(headers, 'POST', '/fr'), own)!.text();
    assert.match(html, /<html lang="fr">/, code);
    assert.ok(html.includes(fr.failures[code]), code);
    assert.ok(html.includes(`<h1>${fr.refused.title}</h1>`), code);
    assert.match(html, /href="\/fr#enquiry-form"/, code);
  }
  assert.match(await refuseFormPost(post({}), own)!.text(), /<html lang="en-GB">/);
});

test('each refusal is counted by its code for the log, and a post that passes is not', () => {
  const counted: string[] = [];
  const count = (code: string) => void counted.push(code);
  refuseFormPost(post({ 'content-length': '900', origin: 'https://evil.example' }), own, count);
  refuseFormPost(post({}), own, count);
  refuseFormPost(post({ 'content-length': String(FORM_POST_MAX_BYTES + 1) }), own, count);
  refuseFormPost(post({ 'content-length': '900' }), own, count);
  refuseFormPost(post({ origin: 'https://evil.example' }, 'PUT'), own, count);
  assert.deepEqual(counted, ['foreign-origin', 'length-required', 'too-large']);
});

test('a multipart post without its boundary, or too short to end with it, is refused with 400 in the page’s language', async () => {
  const multipart = (type: string, length: string, path: string) =>
    refuseFormPost(post({ 'content-type': type, 'content-length': length }, 'POST', path), own, () => {});
  for (const path of ['/', '/fr', '/fr/conditions']) {
    for (const [type, length] of [
      ['multipart/form-data', '900'],
      ['multipart/form-data;', '900'],
      ['Multipart/Form-Data; charset=utf-8', '900'],
      ['multipart/form-data; boundary=', '900'],
      ['multipart/form-data; boundary=x', '0'],
      ['multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW', '40'],
    ]) {
      const refused = multipart(type!, length!, path);
      assert.equal(refused?.status, 400, `${type} ${length} ${path}`);
      const words = path.startsWith('/fr') ? fr.failures['invalid-form'] : 'Your enquiry could not be read.';
      assert.ok((await refused.text()).includes(words), path);
    }
    // The shortest framing a form can have, and a browser's own posts, pass; another media type is not looked at.
    assert.equal(multipart('multipart/form-data; boundary=x', '5', path), null);
    assert.equal(multipart('multipart/form-data; boundary="quoted x"', '900', path), null);
    assert.equal(multipart('application/x-www-form-urlencoded', '0', path), null);
  }
});

test('only posts are looked at', () => {
  assert.equal(status(post({ origin: 'https://evil.example' }, 'PUT')), 'passes');
});

test("Next's own limit for Server Action bodies is the same as the guard's", () => {
  const bytes = createRequire(import.meta.url)('next/dist/compiled/bytes') as { parse(value: string): number };
  const limit = nextConfig(PHASE_PRODUCTION_SERVER).experimental?.serverActions?.bodySizeLimit;
  assert.equal(typeof limit, 'string');
  assert.equal(bytes.parse(limit as string), FORM_POST_MAX_BYTES);
});
