import http from 'node:http';
import { expect, test } from '@playwright/test';
import { mailsContaining, token } from '../test-kit/inbox';
import { servers } from '../test-kit/test-env';
import { referencePattern } from '../test-kit/reference';

const valid = (tag: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  interest: 'distributor',
  message: `Pallet prices please. ${tag}`,
});
const json = { 'Content-Type': 'application/json' };

// Sends raw bytes, so a test can leave out Content-Length or make it lie.
function rawPost(
  port: number,
  headers: Record<string, string | number>,
  body: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/api/contact', method: 'POST', headers }, (res) => {
      let data = '';
      res.on('data', (chunk) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

test('a valid enquiry answers 201 { ok: true, reference } and its mail, with that reference, reaches the operators', async ({
  request,
}) => {
  const tag = token();
  const response = await request.post('/api/contact', { data: valid(tag) });
  expect(response.status()).toBe(201);
  const answer = await response.json();
  expect(answer).toEqual({ ok: true, reference: expect.stringMatching(referencePattern) });
  expect(response.headers()['content-type']).toContain('application/json');
  const mails = await mailsContaining(tag);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail!.envelope.to).toEqual(['operators@sarnia-water.example']);
  expect(mail!.subject).toBe(`Website enquiry ${answer.reference} (Distributor) from Ada Lovelace`);
  expect(mail!.text).toContain(`Reference ${answer.reference}`);
});

// A rejected request must send nothing. The answer is the signal: mail goes out before the API answers.
const expectNoMailWith = async (marker: string) => expect(await mailsContaining(marker)).toEqual([]);

// What the handler does with the body before the schema sees it; each schema rule is unit-tested in lib/enquiry.
const bodies: { name: string; body: (tag: string) => string; code: string }[] = [
  {
    name: 'text that is not JSON',
    body: (tag) => `name=Ada&email=ada@example.com&message=${tag}`,
    code: 'invalid-json',
  },
  { name: 'a truncated JSON object', body: (tag) => `{"name": "Ada", "message": "${tag}"`, code: 'invalid-json' },
  { name: 'a JSON array', body: (tag) => JSON.stringify([valid(tag)]), code: 'not-an-object' },
  { name: 'a JSON string', body: (tag) => JSON.stringify(JSON.stringify(valid(tag))), code: 'not-an-object' },
];
for (const { name, body, code } of bodies) {
  // Raw bytes: Playwright's request would send a string that does not parse as JSON as a JSON string.
  test(`API rejects ${name} with 400 and sends nothing`, async () => {
    const tag = token();
    const response = await rawPost(servers.main, json, body(tag));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ error: expect.stringMatching(/JSON/), code });
    await expectNoMailWith(tag);
  });
}

// These bodies cannot carry a marker, and so cannot send a findable mail; the status and shape are what count.
for (const [name, body] of [
  ['an empty body', ''],
  ['JSON null', 'null'],
  ['a JSON number', '42'],
] as const) {
  test(`API rejects ${name} with 400 and a JSON error`, async () => {
    const response = await rawPost(servers.main, json, body);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      error: expect.stringMatching(/JSON/),
      code: body ? 'not-an-object' : 'invalid-json',
    });
  });
}

const invalid: { name: string; body: (tag: string) => unknown; fields: Record<string, string> }[] = [
  {
    name: 'missing and malformed fields',
    body: (tag) => ({ name: ' ', email: 'nope', interest: '', message: tag }),
    fields: {
      name: 'Name is required',
      email: 'Please enter a valid email address',
      interest: 'Please select your interest',
    },
  },
  {
    name: 'a name that injects a Bcc header',
    body: (tag) => ({ ...valid(tag), name: 'Ada\r\nBcc: victim@example.net' }),
    fields: { name: 'Name must be a single line without control characters' },
  },
  {
    name: 'a name with a right-to-left override',
    body: (tag) => ({ ...valid(tag), name: 'Ada \u202enimdA' }),
    fields: { name: 'Name contains characters we cannot accept' },
  },
  {
    name: 'a message with a right-to-left override',
    body: (tag) => ({ ...valid(tag), message: `Invoice attached: \u202egnp.exe ${tag}` }),
    fields: { message: 'Message contains characters we cannot accept' },
  },
  {
    name: 'a message with a carriage return that ends no line',
    body: (tag) => ({ ...valid(tag), message: `Harmless text\rInjected over it ${tag}` }),
    fields: { message: 'Message contains characters we cannot accept' },
  },
  {
    name: 'a name made of an RFC 2047 encoded word',
    body: (tag) => ({ ...valid(tag), name: '=?utf-8?Q?Admin_<admin@sarnia-water.example>?=' }),
    fields: { name: 'Name contains characters we cannot accept' },
  },
  {
    name: 'an email that smuggles a display name',
    body: (tag) => ({ ...valid(tag), email: '"x"<a@evil.example>' }),
    fields: { email: 'Please enter a valid email address' },
  },
  {
    name: 'an email of 16,000 dots that made the old pattern backtrack',
    body: (tag) => ({ ...valid(tag), email: `a@${'.'.repeat(16_000)}@` }),
    fields: { email: 'Email must be 254 characters or fewer' },
  },
  {
    name: 'an interest smuggled in through __proto__',
    body: (tag) =>
      `{"__proto__": {"interest": "retailer"}, "name": "Ada", "email": "ada@example.com", "message": "${tag}"}`,
    fields: { interest: 'Please select your interest' },
  },
  {
    name: 'a prototype-polluting constructor key',
    body: (tag) => ({ ...valid(tag), interest: undefined, constructor: { prototype: { interest: 'retailer' } } }),
    fields: { interest: 'Please select your interest' },
  },
];
for (const { name, body, fields } of invalid) {
  test(`API answers ${name} with 400 and each field's message, and sends nothing`, async ({ request }) => {
    const tag = token();
    const data = body(tag);
    const response = await request.post('/api/contact', {
      headers: json,
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      code: 'validation',
      fields,
    });
    await expectNoMailWith(tag);
  });
}

for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
  test(`API answers 415 to content type "${type || 'none'}" and sends nothing`, async () => {
    const tag = token();
    const response = await rawPost(servers.main, type ? { 'Content-Type': type } : {}, JSON.stringify(valid(tag)));
    expect(response.status).toBe(415);
    expect(JSON.parse(response.body)).toEqual({ error: expect.stringMatching(/JSON/), code: 'unsupported-type' });
    await expectNoMailWith(tag);
  });
}

test('API answers 413 to a body over 16 KB, declared or chunked, 400 to one longer than it declares, and sends nothing', async () => {
  const tag = token();
  const big = JSON.stringify({ ...valid(tag), message: `${tag} ${'x'.repeat(17 * 1024)}` });
  const declared = await rawPost(servers.main, { ...json, 'Content-Length': Buffer.byteLength(big) }, big);
  expect(declared.status).toBe(413);
  const chunked = await rawPost(servers.main, { ...json, 'Transfer-Encoding': 'chunked' }, big);
  expect(chunked.status).toBe(413);
  expect(JSON.parse(chunked.body)).toEqual({ error: expect.stringMatching(/too large/), code: 'too-large' });
  const lying = await rawPost(servers.main, { ...json, 'Content-Length': 64 }, big);
  // The bytes past the declared length reach the server as a request of their own, malformed.
  expect(lying.status, lying.body).toBe(400);
  await expectNoMailWith(tag);
});

for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
  test(`API answers 405 with Allow: POST to ${method} and sends nothing`, async ({ request }) => {
    const tag = token();
    const response = await request.fetch('/api/contact', { method, data: method === 'GET' ? undefined : valid(tag) });
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('POST');
    expect((await response.json()).error).toMatch(/POST/);
    await expectNoMailWith(tag);
  });
}

for (const origin of ['https://evil.example', 'null']) {
  test(`API answers 403 to an enquiry from Origin ${origin} and sends nothing`, async ({ request }) => {
    const tag = token();
    const response = await request.post('/api/contact', { headers: { Origin: origin }, data: valid(tag) });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({
      error: 'Enquiries can only be sent from this website.',
      code: 'foreign-origin',
    });
    await expectNoMailWith(tag);
  });
}

test('API accepts an enquiry from its own origin', async ({ request }) => {
  const own = token();
  const response = await request.post('/api/contact', {
    headers: { Origin: 'https://www.sarnia-water.example' },
    data: valid(own),
  });
  expect(response.status()).toBe(201);
  expect(await mailsContaining(own)).toHaveLength(1);
});

test('a filled honeypot answers like an accepted enquiry, with a reference of its own, and sends nothing', async ({
  request,
}) => {
  const trap = token();
  const caught = await request.post('/api/contact', { data: { ...valid(trap), leave_empty: 'http://spam.example' } });
  const sent = token();
  const real = await request.post('/api/contact', { data: valid(sent) });
  expect(caught.status()).toBe(201);
  expect(caught.status()).toBe(real.status());
  const [trapped, accepted] = [await caught.json(), await real.json()];
  expect(trapped).toEqual({ ok: true, reference: expect.stringMatching(referencePattern) });
  expect(Object.keys(trapped)).toEqual(Object.keys(accepted));
  expect(trapped.reference).not.toBe(accepted.reference);
  expect(caught.headers()['content-type']).toBe(real.headers()['content-type']);
  expect(await mailsContaining(sent)).toHaveLength(1);
  await expectNoMailWith(trap);
});

test('an invalid enquiry with the honeypot filled gets the same 400 as one without', async ({ request }) => {
  const invalid = { ...valid(token()), email: 'nope' };
  const caught = await request.post('/api/contact', { data: { ...invalid, leave_empty: 'http://spam.example' } });
  const plain = await request.post('/api/contact', { data: invalid });
  expect(caught.status()).toBe(400);
  expect(await caught.json()).toEqual(await plain.json());
});

test('a foreign Origin is refused even when X-Forwarded-Host names it, without a proxy to trust', async ({
  request,
}) => {
  const forged = token();
  const response = await request.post('/api/contact', {
    headers: { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' },
    data: valid(forged),
  });
  expect(response.status()).toBe(403);
  await expectNoMailWith(forged);
});
