import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../lib/enquiry/server/store/sqlite';
import { mailsContaining, token, type ReceivedMail } from '../test-kit/inbox';
import { contactAddresses, storeDir } from '../test-kit/test-env';

// The visitor's receipt as it arrives from the production build in the test SMTP server, found by the
// visitor's address, which carries the test's token. Every other field the visitor types carries it too, so
// the raw mail shows that none of them reached it.

type Language = 'en' | 'fr';
const address = (tag: string) => `receipt-${tag}@example.gg`;
const enquiry = (tag: string, language: Language, extra: Record<string, string> = {}) => ({
  name: `Zoë Name-${tag}`,
  email: address(tag),
  interest: 'distributor',
  message: `Message-${tag}\nForty cases a month, please.`,
  language,
  ...extra,
});

/** Every mail holding the address, in the order they arrived: the operators' (the visitor is its Reply-To) and the receipt. */
const mailsWith = (to: string) => mailsContaining(to);
const isReceipt = (to: string) => (mail: ReceivedMail) => mail.envelope.to.includes(to);

/** The main site's record of an enquiry, as its database holds it. */
function recordOf(reference: string): { status: string; receipt?: { state: string; why?: string } } | undefined {
  const db = openDatabase(path.resolve(storeDir('main'), 'enquiries.db'));
  try {
    const row = db.prepare('SELECT record FROM records WHERE reference = ?').get(reference) as
      { record: string } | undefined;
    return row && JSON.parse(row.record);
  } finally {
    db.close();
  }
}

const expected = {
  en: {
    subject: (reference: string) => `Your enquiry to Sarnia, reference ${reference}`,
    heading: 'Thank you for your enquiry',
    rows: (reference: string) => [`Reference ${reference}`, 'Interest Distributor'],
    received: 'Received',
    lang: 'en-GB',
  },
  fr: {
    subject: (reference: string) => `Votre demande auprès de Sarnia, référence ${reference}`,
    heading: 'Merci pour votre demande',
    rows: (reference: string) => [`Référence ${reference}`, 'Profil Distributeur'],
    received: 'Date de réception',
    lang: 'fr',
  },
};

// As a mail client shows it (the parser has put the inline brand mark in place of its cid: link), in a
// light and a dark colour scheme: nothing is fetched, and the mail keeps its own colours in both.
async function shown(page: Page, html: string, colorScheme: 'light' | 'dark') {
  const fetched: string[] = [];
  page.on('request', (request) => void (request.url().startsWith('data:') || fetched.push(request.url())));
  await page.emulateMedia({ colorScheme });
  await page.setContent(html, { waitUntil: 'load' });
  expect(fetched).toEqual([]);
  const mark = page.locator('img');
  await expect(mark).toHaveCount(1);
  expect(await mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(244, 239, 230)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(11, 37, 64)');
  await expect(page.getByRole('link')).toHaveCount(0);
}

for (const language of ['en', 'fr'] as const)
  test(`the receipt arrives in ${language} at the visitor’s address after the operators’ mail, holding nothing the visitor typed`, async ({
    page,
    request,
  }, testInfo) => {
    const tag = token();
    const to = address(tag);
    const answer = await request.post('/api/contact', { data: enquiry(tag, language) });
    expect(answer.status()).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    await expect.poll(async () => (await mailsWith(to)).some(isReceipt(to))).toBe(true);
    const mails = await mailsWith(to);
    expect(mails.map((mail) => mail.envelope.to)).toEqual([[contactAddresses.to], [to]]);
    const receipt = mails[1]!;

    const words = expected[language];
    expect(receipt.from).toContain(contactAddresses.from);
    expect(receipt.to).toBe(to);
    expect(receipt.replyTo).toEqual({ address: contactAddresses.to, name: '' });
    expect(receipt.subject).toBe(words.subject(reference));
    expect(receipt.headers['auto-submitted']).toBe('auto-generated');
    // Nothing typed but the address, anywhere in the raw mail, its parts decoded or not.
    for (const typed of [`Name-${tag}`, `Message-${tag}`, 'Zoë', 'Forty cases'])
      for (const part of [receipt.raw, receipt.text, receipt.html]) expect(part).not.toContain(typed);
    expect(receipt.text).toContain(reference);

    await page.setViewportSize({ width: 700, height: 900 });
    await shown(page, receipt.html, 'dark');
    await shown(page, receipt.html, 'light');
    await testInfo.attach(`receipt-${language}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    expect(await page.locator('html').getAttribute('lang')).toBe(words.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
    for (const row of words.rows(reference)) await expect(page.getByRole('row', { name: row })).toBeVisible();
    const received = page.getByRole('row', { name: new RegExp(`^${words.received} `) });
    await expect(received.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    // The plain-text part says the same.
    for (const line of [words.heading, reference, words.rows(reference)[1]!.split(' ').at(-1)!])
      expect(receipt.text).toContain(line);
  });

test('none for a held enquiry, and one receipt an address a day: the next enquiry from it is delivered without one', async ({
  request,
}) => {
  const tag = token();
  const to = address(tag);
  const post = async (extra: Record<string, string>) => {
    const answer = await request.post('/api/contact', { data: enquiry(tag, 'en', extra) });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { reference: string }).reference;
  };
  const held = await post({ message: `Held ${tag}`, leave_empty: 'https://spam.example' });
  expect(recordOf(held)?.status).toBe('held');
  const first = await post({ message: `First ${tag}` });
  await expect
    .poll(async () => (await mailsWith(to)).filter(isReceipt(to)).map((mail) => mail.subject))
    .toEqual([expected.en.subject(first)]);
  const second = await post({ message: `Second ${tag}` });
  await expect.poll(() => recordOf(second)?.receipt).toEqual({ state: 'not-sent', attempts: 0, why: 'address' });
  expect(recordOf(second)?.status).toBe('delivered');
  expect(recordOf(held)).toEqual(expect.objectContaining({ status: 'held' }));
  expect(recordOf(held)?.receipt).toBeUndefined();
  await expect.poll(() => recordOf(first)?.receipt).toEqual({ state: 'sent', attempts: 1 });
  const mails = await mailsWith(to);
  expect(mails.filter(isReceipt(to))).toHaveLength(1);
  expect(mails.filter((mail) => mail.text.includes(`Second ${tag}`))).toHaveLength(1);
});
