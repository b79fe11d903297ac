// A honeypot hit on the standalone server (SQLite records, the test SMTP server): the held digest that
// reaches the operators, its Review page (GET shows, POST delivers once), the refusals, and two servers
// sharing Redis sending one digest for the same held enquiries.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parseServerEnv, type ServerEnv } from '@/lib/env';
import { sendHeldDigest } from '@/lib/enquiry/server/held/held-digest';
import { createMailer } from '@/lib/enquiry/server/mail/mailer';
import { redisRecords } from '@/lib/enquiry/server/store/records-redis';
import { sqliteRecords } from '@/lib/enquiry/server/store/records-sqlite';
import { sampleRecord } from '@/lib/enquiry/server/store/sample-record.fixture';
import type { EnquiryRecords } from '@/lib/enquiry/server/store/records';
import { mailsContaining, token } from '../../test-kit/inbox';
import { mailListeners, startMailServer } from '../../test-kit/mail-server';
import type { Server } from '../../test-kit/process';
import { prepareStandalone, serveSite, type Site } from '../../test-kit/site';
import { baseUrl, contactAddresses, mailEnv, siteOrigin, smtpEnv } from '../../test-kit/test-env';
import { postEnquiry, send } from '../support/client';
import { redisForTests } from '../support/redis';

const secret = 'integration-operator-link-secret-0123456789';
const redis = redisForTests();
let listeners: Awaited<ReturnType<typeof mailListeners>>;
let mail: Server;
let site: Site;
let outbox: string;
let settings: Record<string, string>;

before(async () => {
  await prepareStandalone();
  listeners = await mailListeners();
  mail = await startMailServer(listeners);
  outbox = await mkdtemp(path.join(tmpdir(), 'sarnia-held-'));
  settings = {
    ...mailEnv,
    ...smtpEnv(listeners.port),
    OUTBOX_DIR: outbox,
    OPERATOR_LINK_SECRET: secret,
    HELD_DIGEST_EVERY_H: '0',
    CONTACT_RATE_LIMIT_MAX: '1000',
  };
  site = await serveSite(settings, { as: 'image' });
});

after(async () => {
  await site?.stop();
  await mail?.stop();
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

const mailsWith = (text: string) => mailsContaining(text, baseUrl(listeners.inboxPort));
const envOf = (values: Record<string, string>): ServerEnv => {
  const parsed = parseServerEnv({ ...values, SITE_URL: siteOrigin });
  assert.ok(parsed.ok);
  return parsed.env;
};
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** One run of the due work's digest, as the timer or /api/cron runs it, on the server's own records. */
const runDigest = (records: EnquiryRecords, values = settings) => {
  const env = envOf(values);
  return sendHeldDigest({ records, env, mailer: createMailer(env), log: quiet });
};

const reviewPath = (href: string) => new URL(href).pathname;
const review = (pathname: string, method = 'GET', headers: Record<string, string> = {}) =>
  send({ port: site.port, method, path: pathname, headers, body: method === 'POST' ? '' : undefined });

test('a honeypot hit: the digest arrives escaped with no link made from it; GET sends nothing; POST delivers once', async () => {
  const tag = token();
  const message = `Cheap <b>pallets</b> at https://spam.example/${tag} & more`;
  const enquiry = { name: 'Bot <i>Maker</i>', email: 'bot@spam.example', interest: 'other', message };
  const answer = await postEnquiry(site.port, '127.0.0.1', { ...enquiry, leave_empty: 'https://spam.example' });
  assert.equal(answer.status, 201);
  assert.equal(await runDigest(sqliteRecords(outbox)), 'sent');
  const [digest, ...others] = await mailsWith(`spam[.]example/${tag}`);
  assert.ok(digest);
  assert.equal(others.length, 0);
  assert.equal(digest.subject, '1 enquiry held as suspected spam');
  assert.deepEqual(digest.envelope.to, [contactAddresses.to]);
  assert.doesNotMatch(digest.text + digest.html, /https?:\/\/spam|spam\.example|<b>pallets|<i>Maker/);
  assert.match(digest.html, /&lt;b&gt;pallets&lt;\/b&gt;/);
  const links = [...digest.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  assert.equal(links.length, 1);
  assert.ok(links[0]!.startsWith(`${siteOrigin}/operators/held/`));
  const pathname = reviewPath(links[0]!);
  assert.ok(digest.text.includes(`Review: ${links[0]}`));
  // Already announced: the next run finds nothing to send.
  assert.equal(await runDigest(sqliteRecords(outbox)), 'nothing-held');

  const shown = await review(pathname);
  assert.equal(shown.status, 200);
  assert.match(shown.body, /Bot &#60;i&#62;Maker&#60;\/i&#62;/);
  assert.match(shown.body, /Deliver this enquiry/);
  assert.doesNotMatch(shown.body, /<script/i);
  assert.deepEqual(
    [shown.headers['cache-control'], shown.headers['x-robots-tag'], shown.headers['referrer-policy']],
    ['no-store', 'noindex', 'no-referrer'],
  );
  assert.doesNotMatch(String(shown.headers['content-security-policy']), /script-src[^;]*'unsafe/);

  const delivered = await review(pathname, 'POST');
  assert.equal(delivered.status, 200);
  assert.match(delivered.body, /<h1>Delivered<\/h1>/);
  // The POST's mail, marked released, is the only enquiry mail with the tag: the GET before it sent none.
  const released = (await mailsWith(tag)).filter((one) => one.subject.startsWith('[Released from held]'));
  assert.equal(released.length, 1);
  assert.match(released[0]!.text, /Released from held: this enquiry was held as suspected spam/);
  assert.equal((await mailsWith(tag)).length, 2);

  const again = await review(pathname, 'POST');
  assert.match(again.body, /<h1>Nothing to release<\/h1>/);
  assert.equal((await mailsWith(tag)).length, 2);
});

test('a token tampered with, cut short or expired gets a plain 404; a cross-site POST is refused and sends nothing', async () => {
  const records = sqliteRecords(outbox);
  const tag = token();
  await records.save(sampleRecord({ status: 'held', message: `Held ${tag}` }));
  assert.equal(await runDigest(records), 'sent');
  const [digest] = await mailsWith(tag);
  const href = /href="([^"]+)"/.exec(digest!.html)![1]!;
  const pathname = reviewPath(href);
  const [id, expires, signature] = pathname.split('/').at(-1)!.split('.') as [string, string, string];
  const swapped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  const bad = [
    `${id}.${expires}.${swapped}`,
    `${id}.${expires}.${signature.slice(0, 20)}`,
    `${id}.${expires}`,
    `${id}.1.${signature}`,
  ];
  for (const token of bad)
    for (const method of ['GET', 'POST']) {
      const answer = await review(`/operators/held/${token}`, method);
      assert.equal(answer.status, 404, `${method} ${token}`);
      assert.equal(answer.body, 'Not found');
    }
  const foreign = await review(pathname, 'POST', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
  assert.equal(foreign.status, 403);
  assert.match(foreign.body, /Not sent from the Review page/);
  assert.doesNotMatch(foreign.body, /enquiry form|<script/i);
  // Still held: its own POST now delivers it, and that mail is the only one since the digest.
  assert.match((await review(pathname, 'POST')).body, /<h1>Delivered<\/h1>/);
  assert.equal((await mailsWith(tag)).length, 2);
});

test('two servers sharing Redis, running the digest at once, send one digest for the same held enquiries', async () => {
  const [one, two] = [await redis.connect(), await redis.connect()];
  await one.flushAll();
  const tag = token();
  await redisRecords(one).save(sampleRecord({ status: 'held', message: `Shared ${tag}` }));
  await redisRecords(one).save(sampleRecord({ status: 'held', message: `Shared too ${tag}` }));
  // One takes the turn and sends; the other finds it taken, or (had it come later) nothing left to announce.
  const outcomes = await Promise.all([runDigest(redisRecords(one)), runDigest(redisRecords(two))]);
  assert.equal(outcomes.filter((outcome) => outcome === 'sent').length, 1, outcomes.join());
  assert.deepEqual(await Promise.all([runDigest(redisRecords(one)), runDigest(redisRecords(two))]), [
    'nothing-held',
    'nothing-held',
  ]);
  const digests = await mailsWith(tag);
  assert.equal(digests.length, 1);
  assert.equal(digests[0]!.subject, '2 enquiries held as suspected spam');
});
