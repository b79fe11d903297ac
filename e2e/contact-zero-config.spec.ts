import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { contact } from '../lib/site/facts';
import { enquiryForm } from '../test-kit/form-post';
import { mailsContaining, token } from '../test-kit/inbox';
import { withinWindow } from '../lib/enquiry/server/core/limits.fixture';
import { rateLimitWindows } from '../lib/site/retention';
import { postEnquiry } from '../test-kit/client';
import { freshClient } from './support/clients';
import { expect, test, type Site } from './support/sites';

// Servers with no trusted proxy (TRUSTED_PROXY_COUNT=0). Started by their start command (npm start), they
// know each client by the address its connection comes from, here a loopback address of the test's own
// (test-kit/client.ts). Started without it (node server.js, as `next start` serves), each client is known by
// its X-Forwarded-For, which Next fills in with the socket's address only when the client sent none: a request
// naming another address is, to that site, another client, or a forger.

const valid = (tag: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  interest: 'retailer',
  message: `A case for the shop, please. ${tag}`,
});
const as = (client?: string): Record<string, string> => (client ? { 'X-Forwarded-For': client } : {});
/** An enquiry from 127.0.0.1, or from the loopback address `from`. */
const post = (site: Site, data: object, from = '127.0.0.1') => postEnquiry(site.port, from, data);
/** The same, from the bare server's one socket address, naming `client` as its own in X-Forwarded-For. */
const forge = (request: APIRequestContext, site: Site, data: object, client?: string) =>
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
  test('the enquiry is kept as a complete .eml file in the outbox', async ({ zeroConfig }) => {
    const tag = token();
    // A client of its own, so 127.0.0.1's allowance is whole for the test below.
    const response = await post(zeroConfig, valid(tag), freshClient());
    expect(response.status).toBe(201);
    const { reference } = JSON.parse(response.body);
    const mail = await outboxMail(tag);
    expect(mail).toBeDefined();
    expect(mail).toContain(`\nSubject: Website enquiry ${reference} (Retailer) from Ada Lovelace\n`);
    expect(mail).toMatch(/^Reply-To: Ada Lovelace <ada@example.com>$/m);
    expect(mail).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail).toMatch(/^X-Enquiry-Id: [0-9a-f-]{36}$/im);
  });

  test('a client that sends its five enquiries closes the form to itself, not to the next client', async ({
    zeroConfig,
  }) => {
    const script: number[] = [];
    const since = Date.now();
    for (let i = 0; i < 6; i++) script.push((await post(zeroConfig, valid(token()))).status);
    expect(script).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await post(zeroConfig, valid(token()));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error).toBe('Too many enquiries from your connection. Please try again later.');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(withinWindow(retryAfter, 600, since), `Retry-After ${retryAfter}`).toBe(true);

    const tag = token();
    expect((await post(zeroConfig, valid(tag), freshClient())).status).toBe(201);
    expect(await outboxMail(tag)).toBeDefined();
  });

  test('twenty invalid requests from one client leave the form open to the next', async ({ zeroConfig }) => {
    const careless = freshClient();
    const invalid: number[] = [];
    for (let i = 0; i < 20; i++) invalid.push((await post(zeroConfig, { name: '' }, careless)).status);
    expect(new Set(invalid)).toEqual(new Set([400]));
    expect((await post(zeroConfig, valid(token()), careless)).status).toBe(429);
    expect((await post(zeroConfig, valid(token()), freshClient())).status).toBe(201);
  });
});

// Where addresses cannot be verified (the server started without its start command) the shared allowance holds.
test('without the start command, a forger naming a new address each time spends only the shared allowance, then everyone gets our address', async ({
  request,
  sharedLimit,
}) => {
  // CONTACT_RATE_LIMIT_SHARED_MAX=10: ten enquiries a day from all clients together, one per address.

  const since = Date.now();
  const script = [await forge(request, sharedLimit, valid(token())), await forge(request, sharedLimit, valid(token()))];
  expect(script.map((response) => response.status())).toEqual([201, 429]);
  expect((await script[1]!.json()).error).toMatch(/from your connection/);

  const tags = Array.from({ length: 10 }, () => token());
  const forged: number[] = [];
  // Each in a /24 of its own, as a forger names them: a network too takes a tenth of the allowance a day.
  for (const [i, tag] of tags.entries())
    forged.push((await forge(request, sharedLimit, valid(tag), `203.0.${i + 1}.1`)).status());
  expect(forged).toEqual([...Array(9).fill(201), 429]);
  for (const tag of tags.slice(0, 9)) expect(await mailsContaining(tag)).toHaveLength(1);

  const busy = `The enquiry form has taken all the enquiries it can today. Please email us at ${contact.email}.`;
  const honest = await forge(request, sharedLimit, valid(token()), freshClient());
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
