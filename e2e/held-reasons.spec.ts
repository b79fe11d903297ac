import type { APIRequestContext, Page } from '@playwright/test';
import { HELD_DIGEST_SUBJECT, mailsContaining, token, type ReceivedMail } from '../test-kit/inbox';
import { baseUrl, contactAddresses, servers, storeDir } from '../test-kit/test-env';
import { enquiriesCommand, type Store } from './support/enquiries';
import { heldDigestCronSecret } from './support/site-settings';
import { expect, test } from './support/sites';

// What holds an enquiry beyond the trap, as visitors and operators meet it: a message of more links than an
// enquiry needs, held and answered as sent, while an ordinary message with three links is delivered in either
// language; one text from a third address, delivered marked in the operators' mail (alone it holds nothing: two
// attackers could send a visitor's words first), and held beside the trap; then, on a site whose digest goes at each run of /api/cron,
// each reason named in the digest and on the Review page in a browser, by `list`, and in the mail of one
// released from its Review page.

const main = { origin: baseUrl(servers.main), store: { OUTBOX_DIR: storeDir('main') } };
const digestSite = { OUTBOX_DIR: storeDir('held-digest') };

const links = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => `https://shop${i + 1}.example/${tag}`).join(' ');
const threeLinks = {
  en: 'Good morning, we run three shops: https://shop-one.example.com, www.shop-two.co.uk and shopthree.gg/contact. Could you send us your trade prices?',
  fr: 'Bonjour, nous tenons trois caves\u202F: https://cave-un.fr, « www.cave-deux.fr » et cavetrois.gg/contact. Pourriez-vous nous envoyer vos tarifs professionnels\u202F?',
};
const campaign = (tag: string) =>
  `We can put your brand on the first page of every search engine this month, at a price you will like. ${tag}`;

type Enquiry = { name: string; email: string; message: string; language?: 'en' | 'fr'; leave_empty?: string };

/** Sent through the JSON API: answered as sent, whatever becomes of it; its reference. */
async function send(request: APIRequestContext, origin: string, enquiry: Enquiry) {
  const answer = await request.post(`${origin}/api/contact`, { data: { interest: 'retailer', ...enquiry } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { reference: string }).reference;
}

// The operators' mails holding the tag (a delivered enquiry's receipt, to the visitor, holds it in its address).
const toOperators = async (tag: string) =>
  (await mailsContaining(tag)).filter((mail) => mail.envelope.to.includes(contactAddresses.to));

type Listed = { reference: string; status: string; heldFor?: string[] };
async function recordsOf(store: Store, email: string) {
  const listed = await enquiriesCommand(['list', '--email', email, '--json'], store);
  expect(listed.code, listed.stderr).toBe(0);
  return (JSON.parse(listed.stdout) as Listed[]).map(({ status, heldFor }) => ({ status, heldFor }));
}

test('three links in an ordinary message are delivered, in English and in French; eight are held, answered as sent', async ({
  request,
}) => {
  const tag = token();
  for (const language of ['en', 'fr'] as const) {
    const email = `three-links-${language}-${tag}@example.gg`;
    await send(request, main.origin, { name: 'Ada', email, language, message: `${threeLinks[language]} ${tag}` });
    expect(await recordsOf(main.store, email)).toEqual([{ status: 'delivered' }]);
  }
  expect(await toOperators(tag)).toHaveLength(2);
  const email = `eight-links-${tag}@example.gg`;
  await send(request, main.origin, {
    name: 'Ada',
    email,
    message: `Our whole range, for your shelves: ${links(8, tag)}`,
  });
  expect(await recordsOf(main.store, email)).toEqual([{ status: 'held', heldFor: ['links'] }]);
  // Held before the answer: no mail went for it.
  expect(await toOperators(tag)).toHaveLength(2);
});

test('a visitor’s sentence sent first from two other addresses is delivered, marked in the operators’ mail', async ({
  request,
}) => {
  const tag = token();
  const sentence = `Could you tell me where I can buy your sparkling water near St Peter Port this week? ${tag}`;
  const attackers = [1, 2].map((n) => `attacker-${n}-${tag}@example.net`);
  for (const [i, email] of attackers.entries())
    await send(request, main.origin, { name: `Attacker ${i + 1}`, email, message: sentence });
  // Hers in other case and spacing, with a zero-width space: the same text.
  const email = `visitor-${tag}@example.gg`;
  const message = `${sentence.toUpperCase().replaceAll(' ', '  ')}\u200B`;
  await send(request, main.origin, { name: `Visitor ${tag}`, email, message });
  const records = await Promise.all([...attackers, email].map((address) => recordsOf(main.store, address)));
  expect(records).toEqual([[{ status: 'delivered' }], [{ status: 'delivered' }], [{ status: 'delivered' }]]);
  const mails = await toOperators(tag);
  expect(mails).toHaveLength(3);
  const mark = 'The same text came from 3 email addresses within a day (case and spacing aside), this one’s included';
  const hers = mails.filter((mail) => mail.subject.endsWith(`from Visitor ${tag}`));
  expect(hers).toHaveLength(1);
  expect(hers[0]!.subject).not.toContain('[Suspected spam]');
  expect(hers[0]!.text.replace(/\s+/g, ' ')).toContain(mark);
  expect(hers[0]!.html.replace(/\s+/g, ' ')).toContain(mark);
  for (const mail of mails.filter((one) => one !== hers[0])) expect(mail.text).not.toContain('The same text came');
});

const words = {
  trap: 'The hidden field only automated senders fill in (the honeypot)',
  links: 'Its 8 links, more than an enquiry needs (we hold any with more than 5)',
  sameText:
    'The hidden field only automated senders fill in (the honeypot); its text, sent from 3 or more email addresses ' +
    'within a day (case and spacing aside)',
};

/** The digest that names `reference`, once the due work has run: the site's timer may have sent it first. */
async function digestNaming(request: APIRequestContext, origin: string, reference: string): Promise<ReceivedMail> {
  const cron = await request.get(`${origin}/api/cron`, {
    headers: { Authorization: `Bearer ${heldDigestCronSecret}` },
  });
  expect(cron.status()).toBe(200);
  const digests = (await mailsContaining(reference, undefined, { digests: true })).filter((mail) =>
    HELD_DIGEST_SUBJECT.test(mail.subject),
  );
  expect(digests).toHaveLength(1);
  return digests[0]!;
}

/** A held item in the digest as a mail app shows it: the section under its heading. */
const digestItem = (page: Page, name: string) =>
  page
    .getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${name}, Retailer$`) })
    .locator('xpath=ancestor::table[1]');

test('the digest and each Review page name what held each enquiry, and list does; released, it reaches the operators with its reason', async ({
  page,
  request,
  heldDigest,
}) => {
  test.setTimeout(90_000);
  const tag = token();
  const { origin } = heldDigest;
  const held = {
    trap: await send(request, origin, {
      name: `Trap ${tag}`,
      email: `trap-${tag}@example.gg`,
      message: `Hello ${tag}`,
      leave_empty: 'https://spam.example',
    }),
    links: await send(request, origin, {
      name: `Links ${tag}`,
      email: `links-${tag}@example.gg`,
      message: `Our whole range: ${links(8, tag)}`,
    }),
    sameText: '',
  };
  // The third sender's, with the trap filled too: beside it, the same text holds.
  for (const n of [1, 2, 3])
    held.sameText = await send(request, origin, {
      name: `Sender${n} ${tag}`,
      email: `sender-${n}-${tag}@example.gg`,
      message: campaign(tag),
      ...(n === 3 && { leave_empty: 'x' }),
    });

  // `list` ends each held line with what held it.
  const listed = await enquiriesCommand(['list', '--status', 'held'], digestSite);
  expect(listed.code, listed.stderr).toBe(0);
  const line = (reference: string) => listed.stdout.split('\n').find((text) => text.startsWith(reference));
  expect(line(held.trap)).toMatch(/ {2}held {9}script {5}Trap .* {2}\(held by: honeypot\)$/);
  expect(line(held.links)).toMatch(/ {2}\(held by: links\)$/);
  expect(line(held.sameText)).toMatch(/Sender3 .* {2}\(held by: honeypot, same text from 3\+ addresses\)$/);

  const reviews: Record<keyof typeof held, string> = { trap: '', links: '', sameText: '' };
  for (const [reason, name] of [
    ['trap', 'Trap'],
    ['links', 'Links'],
    ['sameText', 'Sender3'],
  ] as const) {
    const digest = await digestNaming(request, origin, held[reason]);
    await page.setContent(digest.html, { waitUntil: 'load' });
    const item = digestItem(page, `${name} ${tag}`);
    await expect(item).toContainText(`Held by ${words[reason]}`);
    reviews[reason] = new URL(
      (await item.getByRole('link', { name: `Review ${held[reason]}` }).getAttribute('href'))!,
    ).pathname;
    expect(digest.text).toContain(`Held by: ${words[reason]}\n`);
  }

  for (const reason of ['trap', 'links', 'sameText'] as const) {
    await page.goto(`${origin}${reviews[reason]}`);
    await expect(page.getByRole('term').filter({ hasText: 'Held by' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: words[reason] })).toBeVisible();
  }
  // The third sender's, released from its page: the operators' mail says what held it, in both parts.
  await page.getByRole('button', { name: 'Deliver this enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivered');
  const released = (await mailsContaining(`Sender3 ${tag}`)).filter((mail) =>
    mail.subject.startsWith('[Released from held]'),
  );
  expect(released).toHaveLength(1);
  const why = `Held by: ${words.sameText}.`;
  expect(released[0]!.text.replace(/\s+/g, ' ')).toContain(why);
  await page.setContent(released[0]!.html, { waitUntil: 'load' });
  await expect(page.getByText(why)).toBeVisible();
});
