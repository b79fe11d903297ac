import http from 'node:http';
import { expect, test } from '@playwright/test';
import { createRateLimiter } from '../lib/enquiry/server/rate-limit';
import { mailsContaining, token } from './support/inbox';
import { baseUrl, servers } from './support/ports';

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

test('a valid enquiry answers 201 { ok: true } and its mail reaches the operators', async ({ request }) => {
  const tag = token();
  const response = await request.post('/api/contact', { data: valid(tag) });
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ ok: true });
  expect(response.headers()['content-type']).toContain('application/json');
  const [mail] = await mailsContaining(tag);
  expect(mail?.envelope.to).toEqual(['operators@sarnia-water.example']);
});

const bad: { name: string; body: string; status: number; field?: string; error?: RegExp }[] = [];
const add = (name: string, body: unknown, status = 400, field?: string, error?: RegExp) =>
  bad.push({ name, body: typeof body === 'string' ? body : JSON.stringify(body), status, field, error });
const tag = token();
const base = valid(tag);
add('an empty body', '');
add('text that is not JSON', 'name=Ada&email=ada@example.com');
add('a truncated JSON object', `{"name": "Ada", "message": "${tag}"`);
add('a JSON array', [base]);
add('JSON null', 'null');
add('a JSON string', '"hello"');
add('a JSON number', '42');
add('an empty object', {}, 400, 'name');
add('a missing name', { ...base, name: undefined }, 400, 'name', /correct/);
add('a missing email', { ...base, email: undefined }, 400, 'email');
add('a missing interest', { ...base, interest: undefined }, 400, 'interest');
add('a missing message', { ...base, message: undefined }, 400, 'message');
add('a number for the name', { ...base, name: 12345 }, 400, 'name');
add('an array for the email', { ...base, email: ['ada@example.com'] }, 400, 'email');
add('null for the interest', { ...base, interest: null }, 400, 'interest');
add('an object for the message', { ...base, message: { text: tag } }, 400, 'message');
add('an interest outside the list', { ...base, interest: 'wholesale' }, 400, 'interest');
add('an empty interest', { ...base, interest: '' }, 400, 'interest');
add('an email without a domain dot', { ...base, email: 'ada@example' }, 400, 'email');
add('an email with a space', { ...base, email: 'ada lovelace@example.com' }, 400, 'email');
add(
  'an email that injects a Bcc header',
  { ...base, email: 'ada@example.com\r\nBcc: victim@example.net' },
  400,
  'email',
);
add('a name that injects a Bcc header', { ...base, name: 'Ada\r\nBcc: victim@example.net' }, 400, 'name');
add('a name with a NUL byte', { ...base, name: 'Ada\u0000Lovelace' }, 400, 'name');
add('a name of 101 characters', { ...base, name: 'A'.repeat(101) }, 400, 'name');
add('an email of 255 characters', { ...base, email: `${'a'.repeat(243)}@example.com` }, 400, 'email');
add('a message of 5001 characters', { ...base, message: `${tag}${'m'.repeat(5001)}` }, 400, 'message');
add('whitespace-only fields', { name: '   ', email: ' \t ', interest: 'other', message: '\n\n' }, 400, 'message');
add('a name made only of zero-width characters', { ...base, name: '\u200b\u200b\u200b' }, 400, 'name');
add('a message with a bell control character', { ...base, message: `Ring \u0007 ${tag}` }, 400, 'message');
add(
  'an interest smuggled in through __proto__',
  `{"__proto__": {"interest": "retailer"}, "name": "Ada", "email": "ada@example.com", "message": "${tag}"}`,
  400,
  'interest',
);
add(
  'a prototype-polluting constructor key with no fields',
  { constructor: { prototype: { admin: true } } },
  400,
  'name',
);

for (const { name, body, status, field, error } of bad) {
  test(`API rejects ${name} with ${status}`, async ({ request }) => {
    const response = await request.post('/api/contact', { headers: json, data: body });
    expect(response.status()).toBe(status);
    const answer = await response.json();
    expect(typeof answer.error).toBe('string');
    expect(answer.error.length).toBeGreaterThan(5);
    if (error) expect(answer.error).toMatch(error);
    if (field) expect(typeof answer.fields?.[field]).toBe('string');
    expect(JSON.stringify(answer)).not.toMatch(/at \w+ \(|node_modules|ZodError/);
  });
}

test("validation answers carry the specification's messages per field", async ({ request }) => {
  const response = await request.post('/api/contact', {
    data: { name: ' ', email: 'nope', interest: '', message: '' },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).fields).toEqual({
    name: 'Name is required',
    email: 'Please enter a valid email address',
    interest: 'Please select your interest',
    message: 'Message is required',
  });
});

for (const [type, body] of [
  ['text/plain', JSON.stringify(valid(tag))],
  ['application/x-www-form-urlencoded', 'name=Ada'],
  ['multipart/form-data; boundary=x', '--x--'],
  ['', JSON.stringify(valid(tag))],
]) {
  test(`API answers 415 to content type "${type || 'none'}"`, async () => {
    const response = await rawPost(servers.main, type ? { 'Content-Type': type } : {}, body!);
    expect(response.status).toBe(415);
    expect(JSON.parse(response.body).error).toMatch(/JSON/);
  });
}

test('API answers 413 to a body over 16 KB, declared or not, before parsing it', async () => {
  const big = JSON.stringify({ ...valid(tag), message: `${tag} ${'x'.repeat(17 * 1024)}` });
  const declared = await rawPost(servers.main, { ...json, 'Content-Length': Buffer.byteLength(big) }, big);
  expect(declared.status).toBe(413);
  const chunked = await rawPost(servers.main, { ...json, 'Transfer-Encoding': 'chunked' }, big);
  expect(chunked.status).toBe(413);
  expect(JSON.parse(chunked.body).error).toMatch(/too large/);
  const lying = await rawPost(servers.main, { ...json, 'Content-Length': 64 }, big);
  expect(lying.status).toBeGreaterThanOrEqual(400);
  expect(lying.status).toBeLessThan(500);
});

for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
  test(`API answers 405 with Allow: POST to ${method}`, async ({ request }) => {
    const response = await request.fetch('/api/contact', { method, data: method === 'GET' ? undefined : valid(tag) });
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('POST');
    expect((await response.json()).error).toMatch(/POST/);
  });
}

for (const origin of ['https://evil.example', 'null']) {
  test(`API answers 403 to an enquiry from Origin ${origin}`, async ({ request }) => {
    const response = await request.post('/api/contact', { headers: { Origin: origin }, data: valid(tag) });
    expect(response.status()).toBe(403);
    expect((await response.json()).error).toBe('Enquiries can only be sent from this website.');
  });
}

test('API accepts an enquiry from its own origin', async ({ request }) => {
  const own = token();
  const response = await request.post('/api/contact', {
    headers: { Origin: 'https://www.sarnia-water.example' },
    data: valid(own),
  });
  expect(response.status()).toBe(201);
});

test('a filled honeypot answers as if sent, and sends nothing', async ({ request }) => {
  const trap = token();
  const response = await request.post('/api/contact', { data: { ...valid(trap), website: 'http://spam.example' } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await mailsContaining(trap)).toEqual([]);
});

test('none of the rejected requests sent a mail', async () => {
  expect(await mailsContaining(tag)).toEqual([]);
});

test('past 5 accepted enquiries in 10 minutes a client gets 429 with Retry-After; others are unaffected', async ({
  request,
}) => {
  const url = `${baseUrl(servers.zeroConfig)}/api/contact`;
  const client = { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 200) + 1}` };
  const invalid = await request.post(url, { headers: client, data: { name: '' } });
  expect(invalid.status()).toBe(400);
  for (let i = 0; i < 5; i++) {
    const response = await request.post(url, { headers: client, data: valid(token()) });
    expect(response.status(), `enquiry ${i + 1}`).toBe(201);
  }
  const limited = await request.post(url, { headers: client, data: valid(token()) });
  expect(limited.status()).toBe(429);
  const retryAfter = Number(limited.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(590);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect((await limited.json()).error).toMatch(/Too many enquiries/);
  const other = await request.post(url, { headers: { 'X-Forwarded-For': '198.51.100.7' }, data: valid(token()) });
  expect(other.status()).toBe(201);
});

test('the rate limiter forgets the oldest clients, so memory stays bounded', () => {
  const limiter = createRateLimiter({ max: 1, windowMs: 60_000, maxKeys: 100 });
  for (let i = 0; i < 10_000; i++) limiter.record(`client-${i}`, 1_000);
  expect(limiter.retryAfter('client-9999', 2_000)).toBe(59);
  expect(limiter.retryAfter('client-0', 2_000)).toBe(0);
  expect(limiter.retryAfter('client-9999', 61_000)).toBe(0);
});
