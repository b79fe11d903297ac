import { expect, test } from '@playwright/test';
import { enquiriesCommand } from './support/enquiries';
import { enquiryForm } from '../test-kit/form-post';
import { mailsContaining, token } from '../test-kit/inbox';
import { baseUrl, servers, storeDir } from '../test-kit/test-env';

// The record of every enquiry, as operators see it with their command: written with its channel and
// status, and a filled honeypot held (answered as sent, not mailed) until an operator releases it.

const store = { OUTBOX_DIR: storeDir('main') };
const enquiry = (tag: string) => ({
  name: 'Zoë Le Page',
  email: `records-${tag}@example.gg`,
  interest: 'retailer',
  message: `A case a week, please. ${tag}`,
});
type Listed = { id: string; reference: string; channel: string; status: string; fields: { message: string } };

async function recordsFor(email: string): Promise<Listed[]> {
  const listed = await enquiriesCommand(['list', '--email', email, '--json'], store);
  expect(listed.code, listed.stderr).toBe(0);
  return JSON.parse(listed.stdout) as Listed[];
}

test('an enquiry sent with the script is on record as delivered; one without it as no-script', async ({ request }) => {
  test.setTimeout(90_000);
  const tag = token();
  const sent = await request.post(`${baseUrl(servers.main)}/api/contact`, { data: enquiry(tag) });
  expect(sent.status()).toBe(201);
  const { hidden } = await enquiryForm(request, baseUrl(servers.main));
  const posted = await request.post(`${baseUrl(servers.main)}/`, {
    multipart: { ...hidden, ...enquiry(`${tag}-form`), email: `records-${tag}@example.gg`, leave_empty: '' },
  });
  expect(posted.status()).toBe(200);
  const records = await recordsFor(`records-${tag}@example.gg`);
  expect(records.map(({ channel, status }) => [channel, status]).sort()).toEqual([
    ['no-script', 'delivered'],
    ['script', 'delivered'],
  ]);
  const shown = await enquiriesCommand(['show', records[0]!.reference], store);
  expect(shown.stdout).toContain(`Id:         ${records[0]!.id}`);
});

test('a filled honeypot is held, not mailed, and a release delivers it once', async ({ request }) => {
  test.setTimeout(120_000);
  const tag = token();
  const caught = await request.post(`${baseUrl(servers.main)}/api/contact`, {
    data: { ...enquiry(tag), leave_empty: 'http://spam.example' },
  });
  expect(caught.status()).toBe(201);
  const [held] = await recordsFor(`records-${tag}@example.gg`);
  expect(held?.status).toBe('held');
  expect(await mailsContaining(tag)).toEqual([]);

  const releases = await Promise.all([
    enquiriesCommand(['release', held!.reference], store),
    enquiriesCommand(['release', held!.reference], store),
  ]);
  expect(releases.map((run) => run.code).sort()).toEqual([0, 1]);
  const mails = await mailsContaining(tag);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.headers['x-enquiry-id']).toBe(held!.id);
  expect((await recordsFor(`records-${tag}@example.gg`))[0]?.status).toBe('delivered');
});
