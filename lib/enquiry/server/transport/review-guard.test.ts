import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FailureCode } from '@/lib/enquiry/failure';
import { refuseReviewPost, reviewOrigins } from './review-guard';

const url = 'https://www.sarnia-water.example/operators/held/token';
const post = (headers: Record<string, string>) => new Request(url, { method: 'POST', headers });
const origins = reviewOrigins({ SITE_URL: 'https://www.sarnia-water.example' });

test('the proxy refuses a Review post from another site, of unknown length or too large, in the page’s own words', async () => {
  const counted: FailureCode[] = [];
  const count = (code: FailureCode) => void counted.push(code);
  const cases: [Record<string, string>, number][] = [
    [{ origin: 'https://evil.example', 'content-length': '0' }, 403],
    [{ 'sec-fetch-site': 'cross-site', 'content-length': '0' }, 403],
    [{ origin: 'https://www.sarnia-water.example' }, 411],
    [{ origin: 'https://www.sarnia-water.example', 'content-length': '5000' }, 413],
  ];
  for (const [headers, status] of cases) {
    const refused = refuseReviewPost(post(headers), origins, count);
    assert.equal(refused?.status, status);
    const html = await refused!.text();
    assert.match(html, /<h1>Not sent from the Review page<\/h1>/);
    assert.doesNotMatch(html, /enquiry form|<script/i);
    assert.equal(refused!.headers.get('referrer-policy'), 'no-referrer');
  }
  assert.deepEqual(counted, ['foreign-origin', 'foreign-origin', 'length-required', 'too-large']);
  // The page's own form, posted under its no-referrer policy: Origin null, but Sec-Fetch-Site same-origin.
  const own = { origin: 'null', 'sec-fetch-site': 'same-origin', 'content-length': '0' };
  assert.equal(refuseReviewPost(post(own), origins, count), null);
  assert.equal(refuseReviewPost(post({ origin: 'null', 'content-length': '0' }), origins, count)?.status, 403);
  const fine = { origin: 'https://www.sarnia-water.example', 'sec-fetch-site': 'same-origin', 'content-length': '0' };
  assert.equal(refuseReviewPost(post(fine), origins, count), null);
  assert.equal(refuseReviewPost(new Request(url), origins, count), null);
});

test('an Origin other than SITE_URL’s is refused, whatever Sec-Fetch-Site says and whatever Host the request names', () => {
  const count = () => {};
  const forged: Record<string, string>[] = [
    // No browser sends these together: a client writing both to pass as the page.
    { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    // The request's own Host is the client's to write.
    { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
    { origin: 'http://www.sarnia-water.example', 'sec-fetch-site': 'same-origin' },
  ];
  for (const headers of forged)
    assert.equal(refuseReviewPost(post({ ...headers, 'content-length': '0' }), origins, count)?.status, 403);
  // Without SITE_URL the digest has no Review links, and no Origin is ours.
  const fine = { origin: 'https://www.sarnia-water.example', 'content-length': '0' };
  assert.equal(refuseReviewPost(post(fine), reviewOrigins({}), count)?.status, 403);
  assert.equal(refuseReviewPost(post({ 'content-length': '0' }), reviewOrigins({}), count), null);
});
