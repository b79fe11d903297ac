import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { mailsContaining, token } from './support/inbox';
import { baseUrl, servers, smtp } from './support/ports';

const enquiry = (tag: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  interest: 'other',
  message: `Hello ${tag}`,
});

test('a wrong SMTP password answers 502 "Authentication failed" without the server\'s words or secrets', async ({
  request,
}) => {
  const tag = token();
  const response = await request.post(`${baseUrl(servers.wrongPassword)}/api/contact`, { data: enquiry(tag) });
  expect(response.status()).toBe(502);
  const body = await response.json();
  expect(body.error).toContain('Authentication failed');
  const text = JSON.stringify(body);
  for (const secret of ['not the password', smtp.user, '535', 'Invalid username', 'EAUTH', '127.0.0.1'])
    expect(text).not.toContain(secret);
  expect(await mailsContaining(tag)).toEqual([]);
});

for (const [label, port] of [
  ['an unreachable SMTP server', servers.unreachable],
  ['an SMTP server that never greets', servers.silent],
] as const) {
  test(`${label} answers 502 in well under 15 seconds`, async ({ request }) => {
    const started = Date.now();
    const response = await request.post(`${baseUrl(port)}/api/contact`, { data: enquiry(token()), timeout: 20_000 });
    const elapsed = Date.now() - started;
    expect(response.status()).toBe(502);
    expect((await response.json()).error).toBe('We could not deliver your message just now. Please try again later.');
    expect(elapsed).toBeLessThan(12_000);
  });
}

test('with no SMTP settings the enquiry is kept as a complete .eml file in the outbox', async ({ request }) => {
  const tag = token();
  const response = await request.post(`${baseUrl(servers.zeroConfig)}/api/contact`, {
    headers: { 'X-Forwarded-For': '192.0.2.44' },
    data: enquiry(tag),
  });
  expect(response.status()).toBe(201);
  const dir = path.resolve('test-results/outbox');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.eml'));
  const contents = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  const mail = contents.find((content) => content.includes(tag));
  expect(mail).toBeDefined();
  expect(mail).toMatch(/^Subject: Website enquiry \(Other\) from Ada Lovelace$/m);
  expect(mail).toMatch(/^Reply-To: Ada Lovelace <ada@example.com>$/m);
  expect(mail).toMatch(/^Content-Type: multipart\/alternative/m);
  expect(mail).toMatch(/^X-Enquiry-Id: [0-9a-f-]{36}$/im);
});

test('on Vercel without SMTP settings the API answers 503 instead of writing to a disk it loses', async ({
  request,
}) => {
  const response = await request.post(`${baseUrl(servers.vercel)}/api/contact`, { data: enquiry(token()) });
  expect(response.status()).toBe(503);
  expect((await response.json()).error).toBe('Enquiries cannot be delivered right now. Please email us instead.');
});
