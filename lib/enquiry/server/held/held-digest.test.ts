import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { simpleParser } from 'mailparser';
import type { EnquiryLogFields } from '@/lib/log';
import { refusedMessage } from '../core/services.fixture';
import type { Delivery } from '../mail/deliver';
import type { RenderedMail } from '../mail/mailer';
import { retention } from '@/lib/site/retention';
import { sqliteStore } from '../store/sqlite-store';
import { sampleRecord } from '../store/sample-record.fixture';
import { sendHeldDigest, type DigestServices } from './held-digest';
import { readReviewToken } from './review-token';

const secret = 's'.repeat(32);
const env = {
  HELD_DIGEST_EVERY_H: 24,
  SITE_URL: 'https://www.sarnia-water.example',
  OPERATOR_LINK_SECRET: secret,
  CONTACT_FROM: 'Sarnia website <web@sarnia-water.example>',
  CONTACT_TO: 'team@sarnia-water.example',
};

async function setUp(given: Partial<typeof env> = {}, heldCap?: number) {
  const records = sqliteStore(await mkdtemp(path.join(os.tmpdir(), 'sarnia-digest-')), { heldCap });
  const mails: RenderedMail[] = [];
  const lines: EnquiryLogFields[] = [];
  const log = {
    info: (l: EnquiryLogFields) => lines.push(l),
    warn: (l: EnquiryLogFields) => lines.push(l),
    error: (l: EnquiryLogFields) => lines.push(l),
  };
  let failing: Delivery | undefined;
  const tries: RenderedMail[] = [];
  const mailer: DigestServices['mailer'] = {
    deliver: async (mail) => {
      tries.push(mail);
      // As a strict relay's antivirus filter does, at the end of DATA.
      if (mail.raw.includes(antivirus)) return refusedMessage;
      if (failing) return failing;
      mails.push(mail);
      return { ok: true, via: 'smtp', response: '250 OK' };
    },
  };
  const ports: DigestServices = { store: records, env: { ...env, ...given }, mailer, log, backoff };
  const fail = (value: boolean | Delivery) => void (failing = value === true ? down : value || undefined);
  return { records, mails, tries, lines, ports, fail };
}

const backoff = { firstS: 300, maxS: 3600 };
const down = { ok: false, code: 'delivery-failed', detail: 'down', errorCode: 'ECONNREFUSED' } as const;
// What an antivirus filter refuses, named only: the test string itself would trip scanners here.
const antivirus = 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE';

const spam = `Cheap pallets at https://spam.example/buy?x=1 or www.deals.example, write to sales@spam.example <b>now</b> & ${'x'.repeat(600)}`;

test('the digest names each held enquiry, escaped, cut to 500 characters, with no link made from its text', async () => {
  const { records, mails, ports } = await setUp();
  const held = sampleRecord({ status: 'held', name: 'Bot <script>', message: spam });
  await records.insert(held);
  await records.insert(sampleRecord({ status: 'delivered', message: 'Not held' }));
  assert.equal(await sendHeldDigest(ports), 'sent');
  assert.equal(mails.length, 1);
  const mail = await simpleParser(mails[0]!.raw);
  assert.equal(mail.subject, '1 enquiry held as suspected spam');
  assert.deepEqual(mails[0]!.envelope.to, ['team@sarnia-water.example']);
  const [text, html] = [mail.text ?? '', String(mail.html)];
  assert.doesNotMatch(text + html, /Not held|spam\.example|deals\.example|https?:\/\/spam|x{501}/);
  assert.match(text, /https\[:\]\/\/spam\[\.\]example\/buy\?x=1/);
  assert.match(text, /sales@spam\[\.\]example <b>now<\/b> &/);
  assert.match(text, /Held by: The hidden field/);
  assert.match(html, /Bot &lt;script&gt;/);
  assert.match(html, /&lt;b&gt;now&lt;\/b&gt; &amp;/);
  assert.doesNotMatch(html, /<script|<b>/);
  // The one link in the HTML part is the Review link, and it names that enquiry.
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
  assert.equal(hrefs.length, 1);
  const review = new URL(hrefs[0]!.replaceAll('&amp;', '&'));
  assert.equal(review.origin, env.SITE_URL);
  assert.equal(readReviewToken(secret, review.pathname.split('/').at(-1)!), held.id);
  assert.ok(text.includes(`Review: ${review.href}`));
});

test('one digest a period: nothing new announced, and a new held enquiry waits for the period to end', async () => {
  const { records, mails, ports } = await setUp();
  const now = Date.now();
  await records.insert(sampleRecord({ status: 'held' }));
  assert.equal(await sendHeldDigest(ports, now), 'sent');
  assert.equal(await sendHeldDigest(ports, now + 1000), 'not-due');
  await records.insert(sampleRecord({ status: 'held' }));
  assert.equal(await sendHeldDigest(ports, now + 23 * 3_600_000), 'not-due');
  assert.equal(await sendHeldDigest(ports, now + 24 * 3_600_000), 'sent');
  assert.equal(await sendHeldDigest(ports, now + 48 * 3_600_000), 'nothing-held');
  assert.equal(mails.length, 2);
});

// The digest's run follows every successful send: one that is not due reads no record, where the held cap
// allows 1,000 of them.
test('a run before the period ends reads no held record', async () => {
  const { records, ports } = await setUp();
  const now = Date.now();
  await records.insert(sampleRecord({ status: 'held' }));
  assert.equal(await sendHeldDigest(ports, now), 'sent');
  await records.insert(sampleRecord({ status: 'held' }));
  let reads = 0;
  const claimDigest = async () => {
    const turn = await records.claimDigest();
    return turn && { ...turn, unannounced: () => (reads++, turn.unannounced()) };
  };
  assert.equal(await sendHeldDigest({ ...ports, store: { ...records, claimDigest } }, now + 1000), 'not-due');
  assert.equal(reads, 0);
});

test('HELD_DIGEST_EVERY_H=0 sends at every run that finds one not yet announced', async () => {
  const { records, mails, ports } = await setUp({ HELD_DIGEST_EVERY_H: 0 });
  await records.insert(sampleRecord({ status: 'held' }));
  assert.equal(await sendHeldDigest(ports), 'sent');
  assert.equal(await sendHeldDigest(ports), 'nothing-held');
  await records.insert(sampleRecord({ status: 'held' }));
  assert.equal(await sendHeldDigest(ports), 'sent');
  assert.equal(mails.length, 2);
});

test('a digest that could not be sent marks nothing and is sent at its next attempt, with the count the cap dropped', async () => {
  const { records, mails, lines, ports, fail } = await setUp({}, 2);
  for (let i = 0; i < 3; i++) await records.insert(sampleRecord({ status: 'held' }));
  fail(true);
  const now = Date.now();
  assert.equal(await sendHeldDigest(ports, now), 'failed');
  assert.deepEqual(lines.at(-1), {
    event: 'enquiry.held-digest',
    outcome: 'delivery-failed',
    code: 'ECONNREFUSED',
    count: 2,
  });
  fail(false);
  assert.equal(await sendHeldDigest(ports, now + 60_000), 'not-due');
  assert.equal(await sendHeldDigest(ports, now + backoff.firstS * 1000), 'sent');
  const text = (await simpleParser(mails[0]!.raw)).text ?? '';
  assert.match(text, /^2 enquiries held as suspected spam/);
  assert.ok(text.includes(`1 older held enquiry was removed unread: we keep ${retention.heldCap} held at most`));
  assert.deepEqual(await records.digestState(), { lastSentMs: now + backoff.firstS * 1000, failures: 0 });
});

test('a held message the mail server refuses: the digest goes again at once without a word typed, and the next held one is announced at the next run', async () => {
  const { records, mails, tries, lines, ports } = await setUp({ HELD_DIGEST_EVERY_H: 0 });
  const trap = sampleRecord({
    status: 'held',
    name: 'Nom Unique',
    email: 'unique-sender@example.gg',
    interest: 'retailer',
    message: `Attached: ${antivirus}`,
  });
  await records.insert(trap);
  const person = sampleRecord({ status: 'held', name: 'Ada Person', interest: 'distributor', language: 'fr' });
  await records.insert(person);
  assert.equal(await sendHeldDigest(ports), 'sent');
  // The quoted digest, refused; then the same enquiries named without their words, delivered.
  assert.deepEqual([tries.length, mails.length], [2, 1]);
  const mail = await simpleParser(mails[0]!.raw);
  assert.equal(mail.subject, '2 enquiries held as suspected spam');
  const [text, html] = [mail.text ?? '', String(mail.html)];
  for (const typed of [antivirus, 'Nom Unique', 'unique-sender', 'Ada Person', person.fields.email, 'Message:'])
    assert.ok(!(text + html).includes(typed), typed);
  assert.match(text, /The mail server refused this digest when it quoted them/);
  assert.match(text, new RegExp(`1\\. Retailer, English, reference ${trap.reference}\\n`));
  assert.match(text, new RegExp(`2\\. Distributor, French, reference ${person.reference}\\n`));
  assert.equal(text.match(/Held by: The hidden field/g)?.length, 2);
  const links = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const ids = links.map((href) => readReviewToken(secret, new URL(href).pathname.split('/').at(-1)!));
  assert.deepEqual(ids, [trap.id, person.id]);
  assert.deepEqual(
    lines.map((line) => [line.event, line.outcome, line.code]),
    [
      ['enquiry.held-digest', 'message-refused', 'SMTP 554 5.7.1'],
      ['enquiry.held-digest', 'smtp', undefined],
    ],
  );
  // Both announced: the next held enquiry goes quoted, at the next run.
  const next = sampleRecord({ status: 'held', name: 'Grace Next' });
  await records.insert(next);
  assert.equal(await sendHeldDigest(ports), 'sent');
  assert.equal(tries.length, 3);
  const quoted = (await simpleParser(mails[1]!.raw)).text ?? '';
  assert.match(quoted, /^1 enquiry held as suspected spam/);
  assert.match(quoted, new RegExp(`1\\. Grace Next, .*reference ${next.reference}`));
  assert.ok(!quoted.includes(trap.reference));
});

test('without links, the digest without the texts gives the command to read each one', async () => {
  const { records, mails, ports } = await setUp({ SITE_URL: undefined });
  const trap = sampleRecord({ status: 'held', message: antivirus });
  await records.insert(trap);
  assert.equal(await sendHeldDigest(ports), 'sent');
  const text = (await simpleParser(mails[0]!.raw)).text ?? '';
  assert.match(text, /Read it with the command beside it \(show, in place of release\)/);
  assert.match(text, new RegExp(`Deliver it with: npm run enquiries -- release ${trap.reference}`));
});

test('a digest that keeps failing is tried as the backoff allows, not at each run of the timer, and goes once mail works', async () => {
  const { records, tries, mails, ports, fail } = await setUp({ HELD_DIGEST_EVERY_H: 0 });
  await records.insert(sampleRecord({ status: 'held' }));
  fail(true);
  const start = Date.now();
  const tried: number[] = [];
  // Three hours of the due work's timer, once a minute.
  for (let minute = 0; minute <= 180; minute++) {
    const before = tries.length;
    assert.notEqual(await sendHeldDigest(ports, start + minute * 60_000), 'sent');
    if (tries.length > before) tried.push(minute);
  }
  // 5, 10, 20, 40 minutes between tries, then the hour at most: REDELIVERY_FIRST_S doubling to REDELIVERY_MAX_S.
  assert.deepEqual(tried, [0, 5, 15, 35, 75, 135]);
  assert.deepEqual(await records.digestState(), {
    failures: 6,
    failingSinceMs: start,
    nextAttemptMs: start + 195 * 60_000,
  });
  fail(false);
  assert.equal(await sendHeldDigest(ports, start + 194 * 60_000), 'not-due');
  assert.equal(await sendHeldDigest(ports, start + 195 * 60_000), 'sent');
  assert.equal(mails.length, 1);
  assert.deepEqual(await records.digestState(), { lastSentMs: start + 195 * 60_000, failures: 0 });
});

test('a digest refused for good (a 5xx), or refused again without the texts, waits the longest at once', async () => {
  const { records, tries, ports, fail } = await setUp({ HELD_DIGEST_EVERY_H: 0 });
  await records.insert(sampleRecord({ status: 'held' }));
  fail({ ok: false, code: 'delivery-failed', detail: '550', errorCode: 'SMTP 550', permanent: true });
  const now = Date.now();
  assert.equal(await sendHeldDigest(ports, now), 'failed');
  assert.equal((await records.digestState()).nextAttemptMs, now + backoff.maxS * 1000);
  // The relay refuses every message for what it holds: both forms of the digest, then the hour.
  const refused = await setUp({ HELD_DIGEST_EVERY_H: 0 });
  await refused.records.insert(sampleRecord({ status: 'held' }));
  refused.fail(refusedMessage);
  assert.equal(await sendHeldDigest(refused.ports, now), 'failed');
  assert.equal(refused.tries.length, 2);
  assert.equal((await refused.records.digestState()).nextAttemptMs, now + backoff.maxS * 1000);
  assert.equal(tries.length, 1);
});

test('a failing digest with nothing left to announce (released meanwhile) is failing no more', async () => {
  const { records, ports, fail } = await setUp({ HELD_DIGEST_EVERY_H: 0 });
  const held = sampleRecord({ status: 'held' });
  await records.insert(held);
  fail(true);
  const now = Date.now();
  assert.equal(await sendHeldDigest(ports, now), 'failed');
  assert.equal((await records.digestState()).failures, 1);
  await records.update({ ...held, status: 'delivered', statusAt: new Date(now).toISOString() }, held);
  assert.equal(await sendHeldDigest(ports, now + backoff.firstS * 1000), 'nothing-held');
  assert.deepEqual(await records.digestState(), { failures: 0 });
});

test('without SITE_URL or OPERATOR_LINK_SECRET the digest has no link, and says how to release with the command', async () => {
  for (const given of [{ SITE_URL: undefined }, { OPERATOR_LINK_SECRET: undefined }]) {
    const { records, mails, ports } = await setUp(given);
    const held = sampleRecord({ status: 'held' });
    await records.insert(held);
    assert.equal(await sendHeldDigest(ports), 'sent');
    const mail = await simpleParser(mails[0]!.raw);
    assert.doesNotMatch(String(mail.html), /href=/);
    assert.match(mail.text ?? '', new RegExp(`Deliver it with: npm run enquiries -- release ${held.reference}`));
    assert.match(mail.text ?? '', /no Review links, because SITE_URL or OPERATOR_LINK_SECRET is not set/);
  }
});

test('an enquiry the mail server refused is named in the next digest without a word the visitor typed', async () => {
  const { records, mails, ports } = await setUp();
  const eicar = `Attached: ${antivirus}`;
  const refused = sampleRecord({
    status: 'refused',
    refusal: 'SMTP 554 5.7.1',
    name: 'Nom Unique',
    email: 'unique-sender@example.gg',
    interest: 'retailer',
    message: eicar,
  });
  await records.insert(refused);
  assert.equal(await sendHeldDigest(ports), 'sent');
  const mail = await simpleParser(mails[0]!.raw);
  assert.equal(mail.subject, '1 enquiry refused by the mail server');
  const [text, html] = [mail.text ?? '', String(mail.html)];
  for (const typed of ['EICAR', 'Nom Unique', 'unique-sender']) assert.ok(!(text + html).includes(typed), typed);
  assert.match(text, new RegExp(`1\\. Retailer, English, reference ${refused.reference}`));
  assert.match(text, /Refused by: The mail server, for what the message holds \(SMTP 554 5\.7\.1\)/);
  assert.match(text, /is kept 30 days/);
  // Its Review link opens the page that shows it whole, on the site.
  const href = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  assert.equal(readReviewToken(secret, new URL(href[0]!).pathname.split('/').at(-1)!), refused.id);
  // Announced once; with a held one beside it, the subject counts both.
  assert.equal(await sendHeldDigest(ports, Date.now() + 25 * 3_600_000), 'nothing-held');
  const both = await setUp();
  await both.records.insert(sampleRecord({ status: 'held' }));
  await both.records.insert(sampleRecord({ status: 'refused' }));
  assert.equal(await sendHeldDigest(both.ports), 'sent');
  const subject = (await simpleParser(both.mails[0]!.raw)).subject;
  assert.equal(subject, '1 enquiry held as suspected spam, 1 refused by the mail server');
});
