import { simpleParser } from 'mailparser';
import { enquiriesCommand, keptInFolder, keptInRedis, type Kept, type Store } from './support/enquiries';
import { mailsContaining, token } from '../test-kit/inbox';
import type { APIRequestContext } from '@playwright/test';
import { freshClient } from './support/clients';
import { expect, test } from './support/sites';
import { baseUrl, contactAddresses, redis, redisUrl, servers, smtp, storeDir } from '../test-kit/test-env';
import { referencePattern, subjectPattern } from '../test-kit/reference';

const enquiry = (tag: string) => ({
  name: 'Zoë Le Page',
  email: 'zoe@example.gg',
  interest: 'distributor',
  message: `Two pallets to St Helier, please. ${tag}`,
});

// Every field of the enquiry, as the operators read it, in a delivered message.
async function expectComplete(raw: string, tag: string) {
  const mail = await simpleParser(raw);
  const reference = subjectPattern('Distributor', 'Zoë Le Page').exec(mail.subject ?? '')?.[1];
  expect(reference, mail.subject).toBeDefined();
  expect(mail.replyTo?.value[0]).toEqual({ address: 'zoe@example.gg', name: 'Zoë Le Page' });
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(contactAddresses.to);
  for (const value of ['Zoë Le Page', 'zoe@example.gg', 'Distributor', `Two pallets to St Helier, please. ${tag}`])
    expect(mail.text).toContain(value);
  expect(mail.html).toContain(tag);
  expect(mail.text).toContain(`Reference ${reference}`);
  return { enquiryId: String(mail.headers.get('x-enquiry-id')), messageId: mail.messageId, reference };
}

// Sends the kept enquiry with the operators' command: its message rebuilt from its record, delivered
// once, with every field and the first attempt's ids; a second resend sends nothing. Each command starts
// Node and tsx, hence the time.
const resendTimeout = 120_000;
async function expectResentOnce(kept: Kept, tag: string, store: Store, options: string[] = []) {
  expect(kept.record.fields).toEqual({ ...enquiry(tag), language: 'en' });
  const listed = await enquiriesCommand(['list', ...options], store);
  expect(listed.stdout).toContain(kept.id);

  const first = await enquiriesCommand(['resend', kept.id, ...options], store);
  expect(first.code, first.stderr).toBe(0);
  expect(first.stdout).toContain(`${kept.id}: sent`);
  const mails = await mailsContaining(tag);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.envelope.to).toEqual([contactAddresses.to]);
  const delivered = await expectComplete(mails[0]!.raw, tag);
  expect(delivered).toEqual({
    enquiryId: kept.id,
    messageId: `<${kept.id}@${contactAddresses.from.split('@')[1]}>`,
    reference: kept.record.reference,
  });

  const second = await enquiriesCommand(['resend', kept.id, ...options], store);
  expect(second.stdout).toContain(`${kept.id}: not waiting`);
  expect(await mailsContaining(tag)).toHaveLength(1);
}

// The visitor gets 502, nothing arrives, the enquiry is kept (its record, undelivered), and a resend delivers it once.
async function expectKeptAndResent(request: APIRequestContext, origin: string, store: string) {
  test.setTimeout(resendTimeout);
  const tag = token();
  // How long the answer takes is measured by npm run bench (scripts/bench/faults.mjs), not asserted here.
  const response = await request.post(`${origin}/api/contact`, { data: enquiry(tag), timeout: 20_000 });
  expect(response.status()).toBe(502);
  expect(await mailsContaining(tag)).toEqual([]);
  const kept = await keptInFolder(storeDir(store), tag);
  expect(kept).toHaveLength(1);
  await expectResentOnce(kept[0]!, tag, { OUTBOX_DIR: storeDir(store) });
}
const keptTitle = (label: string) =>
  `${label}: the visitor gets 502, the enquiry is kept undelivered, and a resend delivers it once`;

for (const { label, port, store } of [
  { label: 'a wrong SMTP password', port: servers.wrongPassword, store: 'wrong-password' },
  { label: 'a refused connection', port: servers.unreachable, store: 'unreachable' },
  { label: 'a server that never greets', port: servers.silent, store: 'silent' },
])
  test(keptTitle(label), ({ request }) => expectKeptAndResent(request, baseUrl(port), store));
test(keptTitle('a connection dropped in the middle of DATA'), ({ request, dropData }) =>
  expectKeptAndResent(request, dropData.origin, 'drop-data'),
);
test(keptTitle('a 4xx answer to RCPT'), ({ request, rcptBusy }) =>
  expectKeptAndResent(request, rcptBusy.origin, 'rcpt-busy'),
);

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
  // The request's own timeout fails the test if the answer hangs; how long it takes is the bench's figure.
  test(`${label} answers 502 instead of hanging`, async ({ request }) => {
    const response = await request.post(`${baseUrl(port)}/api/contact`, { data: enquiry(token()), timeout: 20_000 });
    expect(response.status()).toBe(502);
    expect((await response.json()).error).toBe('We could not deliver your message just now. Please try again later.');
  });
}

test('a server that confirms too late: the visitor is told it may have arrived, and a retry carries the same ids', async ({
  request,
  lateReply,
}) => {
  test.setTimeout(60_000);
  const tag = token();
  const url = `${lateReply.origin}/api/contact`;
  const first = await request.post(url, { data: enquiry(tag), timeout: 20_000 });
  expect(first.status()).toBe(504);
  expect((await first.json()).error).toBe(
    'Your message may have reached us, but our mail server did not confirm it. Please wait for our reply before sending it again, or email us at hello@sarnia-water.example.',
  );
  const retry = await request.post(url, { data: enquiry(tag), timeout: 20_000 });
  expect(retry.status()).toBe(504);
  const mails = await mailsContaining(tag);
  expect(mails).toHaveLength(2);
  const ids = await Promise.all(mails.map((mail) => expectComplete(mail.raw, tag)));
  expect(ids[1]).toEqual(ids[0]);
  const kept = await keptInFolder(storeDir('late-reply'), tag);
  expect(kept.map((entry) => entry.id)).toEqual([ids[0]!.enquiryId]);
});

test('the same enquiry sent twice after it arrived is delivered once, and both answers give its one reference', async ({
  request,
}) => {
  const tag = token();
  const first = await request.post('/api/contact', { data: enquiry(tag) });
  const second = await request.post('/api/contact', { data: enquiry(tag) });
  expect([first.status(), second.status()]).toEqual([201, 201]);
  const answer = await first.json();
  expect(answer).toEqual({ ok: true, reference: expect.stringMatching(referencePattern) });
  expect(await second.json()).toEqual(answer);
  // Each answer comes only after its mail was sent, so the inbox is final now.
  const mails = await mailsContaining(tag);
  expect(mails).toHaveLength(1);
  expect((await expectComplete(mails[0]!.raw, tag)).reference).toBe(answer.reference);
});

test('on Vercel without SMTP settings the API answers 503, keeps the enquiry in Redis, and a resend delivers it', async ({
  request,
  vercel,
}) => {
  test.setTimeout(resendTimeout);
  const tag = token();
  const response = await request.post(`${vercel.origin}/api/contact`, {
    headers: { 'X-Vercel-Forwarded-For': freshClient() },
    data: enquiry(tag),
  });
  expect(response.status()).toBe(503);
  expect((await response.json()).error).toBe('Enquiries cannot be delivered right now. Please email us instead.');
  const kept = await keptInRedis(redisUrl(redis.shared), tag);
  expect(kept).toHaveLength(1);
  // As an operator does from a laptop: the production Redis alone, not the laptop's own outbox folder.
  await expectResentOnce(kept[0]!, tag, { REDIS_URL: redisUrl(redis.shared) }, ['--only', 'redis']);
});
