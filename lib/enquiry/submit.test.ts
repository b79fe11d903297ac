import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { submitEnquiry } from './submit';

// The browser's side of POST /api/contact, with fetch answering as the server would.
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});
const answer = (status: number, body: string) => {
  globalThis.fetch = async () => new Response(body, { status });
};
const enquiry = { name: 'Ada', email: 'ada@example.com', interest: 'retailer', message: 'Hello' };

test('a 201 is a sent enquiry, with the reference the server gave it', async () => {
  answer(201, '{"ok":true,"reference":"K7MQ-3XWA"}');
  assert.deepEqual(await submitEnquiry(enquiry), { ok: true, reference: 'K7MQ-3XWA' });
  // Without a reference it is still sent: the banner has no reference line, nothing else changes.
  answer(201, '{"ok":true}');
  assert.deepEqual(await submitEnquiry(enquiry), { ok: true });
  answer(201, '{"ok":true,"reference":{"not":"text"}}');
  assert.deepEqual(await submitEnquiry(enquiry), { ok: true });
});

test("a failure carries the server's words, its code and the fields' messages it knows", async () => {
  answer(400, JSON.stringify({ error: 'Please fix.', code: 'validation', fields: { email: 'Bad', other: 'x' } }));
  assert.deepEqual(await submitEnquiry(enquiry), {
    ok: false,
    message: 'Please fix.',
    code: 'validation',
    fields: { email: 'Bad' },
  });
  answer(502, JSON.stringify({ error: 'Authentication failed: later.', code: 'not-a-code' }));
  assert.deepEqual(await submitEnquiry(enquiry), { ok: false, message: 'Authentication failed: later.', fields: {} });
});

test("the catalogue's texts: no JSON, no error field, or a thrown error's own message", async () => {
  answer(502, '<html>Bad gateway</html>');
  assert.deepEqual(await submitEnquiry(enquiry), {
    ok: false,
    message: 'Server returned an invalid response. Please try again later.',
    fields: {},
  });
  answer(500, '{}');
  assert.deepEqual(await submitEnquiry(enquiry), {
    ok: false,
    message: 'Failed to send message. Please try again later.',
    fields: {},
  });
  globalThis.fetch = async () => {
    throw new TypeError('Failed to fetch');
  };
  assert.deepEqual(await submitEnquiry(enquiry), { ok: false, message: 'Failed to fetch', fields: {} });
});
