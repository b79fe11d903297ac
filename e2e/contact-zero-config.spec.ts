import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { contact } from '../lib/site/facts';
import { enquiryForm } from '../test-kit/form-post';
import { mailsContaining, token } from '../test-kit/inbox';
import { withinWindow } from '../lib/enquiry/server/core/limits.fixture';
import { rateLimitWindows } from '../lib/site/retention';
import { freshClient } from './support/clients';
import { expect, test, type Site } from './support/sites';

// Servers with no trusted proxy (TRUSTED_PROXY_COUNT=0): each client is known by its X-Forwarded-For,
// which `next start` fills in with the socket's address (here always 127.0.0.1) only when the client
// sent none. So a request naming another address is, to the site, another client, or a forger.

const valid = (tag: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  interest: 'retailer',
  message: `A case for the shop, please. ${tag}`,
});
const as = (client?: string): Record<string, string> => (client ? { 'X-Forwarded-For': client } : {});
const post = (request: APIRequestContext, site: Site, data: object, client?: string) =>
  request.post(`${site.origin}/api/contact`, { headers: as(client), data });

const outbox = path.resolve('test-results/outbox');
async function outboxMail(tag: string) {
  const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
  expect(files.filter((file) => file.startsWith('.'))).toEqual([]);
  const contents = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
  return contents.find((content) => content.includes(tag));
}

// In one worker, in order: each of its two sites is started once.
test.describe.configure({ mode: 'default' });

test.describe('with zero configuration', () => {
  test('the enquiry is kept as a complete .eml file in the outbox', async ({ request, zeroConfig }) => {
    const tag = token();
    // A client of its own, so the socket's allowance is whole for the test below.
    const response = await post(request, zeroConfig, valid(tag), freshClient());
    expect(response.status()).toBe(201);
    const { reference } = await response.json();
    const mail = await outboxMail(tag);
    expect(mail).toBeDefined();
    expect(mail).toContain(`\nSubject: Website enquiry ${reference} (Retailer) from Ada Lovelace\n`);
    expect(mail).toMatch(/^Reply-To: Ada Lovelace <ada@example.com>$/m);
    expect(mail).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail).toMatch(/^X-Enquiry-Id: [0-9a-f-]{36}$/im);
  });

  test('a client that sends its five enquiries closes the form to itself, not to the next client', async ({
    request,
    zeroConfig,
  }) => {
    const script: number[] = [];
    const since = Date.now();
    for (let i = 0; i < 6; i++) script.push((await post(request, zeroConfig, valid(token()))).status());
    expect(script).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await post(request, zeroConfig, valid(token()));
    expect(refused.status()).toBe(429);
    expect((await refused.json()).error).toBe('Too many enquiries from your connection. Please try again later.');
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(withinWindow(retryAfter, 600, since), `Retry-After ${retryAfter}`).toBe(true);

    const tag = token();
    expect((await post(request, zeroConfig, valid(tag), freshClient())).status()).toBe(201);
    expect(await outboxMail(tag)).toBeDefined();
  });

  test('twenty invalid requests from one client leave the form open to the next', async ({ request, zeroConfig }) => {
    const careless = freshClient();
    const invalid: number[] = [];
    for (let i = 0; i < 20; i++) invalid.push((await post(request, zeroConfig, { name: '' }, careless)).status());
    expect(new Set(invalid)).toEqual(new Set([400]));
    expect((await post(request, zeroConfig, valid(token()), careless)).status()).toBe(429);
    expect((await post(request, zeroConfig, valid(token()), freshClient())).status()).toBe(201);
  });
});

test('a forger naming a new address each time spends only the shared allowance, then everyone gets our address', async ({
  request,
  sharedLimit,
}) => {
  // CONTACT_RATE_LIMIT_SHARED_MAX=10: ten enquiries a day from all clients together, one per address.

  const since = Date.now();
  const script = [await post(request, sharedLimit, valid(token())), await post(request, sharedLimit, valid(token()))];
  expect(script.map((response) => response.status())).toEqual([201, 429]);
  expect((await script[1]!.json()).error).toMatch(/from your connection/);

  const tags = Array.from({ length: 10 }, () => token());
  const forged: number[] = [];
  for (const [i, tag] of tags.entries())
    forged.push((await post(request, sharedLimit, valid(tag), `203.0.113.${i + 1}`)).status());
  expect(forged).toEqual([...Array(9).fill(201), 429]);
  for (const tag of tags.slice(0, 9)) expect(await mailsContaining(tag)).toHaveLength(1);

  const busy = `The enquiry form has taken all the enquiries it can today. Please email us at ${contact.email}.`;
  const honest = await post(request, sharedLimit, valid(token()), freshClient());
  expect(honest.status()).toBe(429);
  expect((await honest.json()).error).toBe(busy);
  const retryAfter = Number(honest.headers()['retry-after']);
  expect(withinWindow(retryAfter, rateLimitWindows.sharedS, since), `Retry-After ${retryAfter}`).toBe(true);

  // A visitor posting the form without JavaScript is told the same on the page.
  const site = sharedLimit.origin;
  const { hidden } = await enquiryForm(request, site);
  const page = await request.post(`${site}/`, {
    headers: as(freshClient()),
    multipart: { ...hidden, ...valid(token()), leave_empty: '' },
  });
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(busy);
});
