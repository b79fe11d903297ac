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

test("a failure carries the server's code and the fields' codes it knows; the page words them", async () => {
  answer(
    400,
    JSON.stringify({
      error: 'Please fix.',
      code: 'validation',
      fields: { email: 'Bad' },
      fieldCodes: { email: 'email-invalid', name: 'not-a-code', other: 'name-required' },
    }),
  );
  assert.deepEqual(await submitEnquiry(enquiry), {
    ok: false,
    code: 'validation',
    detail: 'Please fix.',
    fields: { email: 'email-invalid' },
  });
  // A field without a code (another server's answer) keeps its words.
  answer(400, JSON.stringify({ error: 'Please fix.', code: 'validation', fields: { email: 'No such mailbox' } }));
  assert.deepEqual(await submitEnquiry(enquiry), {
    ok: false,
    code: 'validation',
    detail: 'Please fix.',
    fields: { email: 'No such mailbox' },
  });
  // Without a code, the server's own words are all there are.
  answer(502, JSON.stringify({ error: 'Authentication failed: later.' }));
  assert.deepEqual(await submitEnquiry(enquiry), {
    ok: false,
    code: 'uncoded',
    detail: 'Authentication failed: later.',
    fields: {},
  });
});

test('no JSON, no error field, or a thrown error: each has its code, and the browser keeps its words', async () => {
  answer(502, '<html>Bad gateway</html>');
  assert.deepEqual(await submitEnquiry(enquiry), { ok: false, code: 'invalid-response', fields: {} });
  answer(500, '{}');
  assert.deepEqual(await submitEnquiry(enquiry), { ok: false, code: 'generic', fields: {} });
  globalThis.fetch = async () => {
    throw new TypeError('Failed to fetch');
  };
  assert.deepEqual(await submitEnquiry(enquiry), {
    ok: false,
    code: 'network',
    detail: 'Failed to fetch',
    fields: {},
  });
});
