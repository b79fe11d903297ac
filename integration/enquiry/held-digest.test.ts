// A honeypot hit on the standalone server (SQLite records, the test SMTP server): the held digest that
// reaches the operators when /api/cron runs the due work, its Review page (GET shows, POST delivers once),
// the refusals, and two servers sharing Redis, called at once, sending one digest for the same held enquiries.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sqliteStore } from '@/lib/enquiry/server/store/sqlite-store';
import { reviewToken } from '@/lib/enquiry/server/held/review-token';
import { sampleRecord } from '@/lib/enquiry/server/store/sample-record.fixture';
import { mailsContaining, token } from '../../test-kit/inbox';
import { mailListeners, startMailServer } from '../../test-kit/mail-server';
import type { Server } from '../../test-kit/process';
import { prepareStandalone, serveSite, type Site } from '../../test-kit/site';
import { baseUrl, contactAddresses, mailEnv, siteOrigin, smtpEnv } from '../../test-kit/test-env';
import { postEnquiry, send } from '../../test-kit/client';
import { redisForTests } from '../support/redis';

const secret = 'integration-operator-link-secret-0123456789';
const cronSecret = 'integration-cron-secret';
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
    CRON_SECRET: cronSecret,
    HELD_DIGEST_EVERY_H: '0',
    // A client takes a tenth of the ceiling a day (core/rate-limit.ts): 1000 hold.
    CONTACT_RATE_LIMIT_MAX: '1000',
    CONTACT_RATE_LIMIT_SHARED_MAX: '10000',
  };
  site = await serveSite(settings, { as: 'image' });
});

after(async () => {
  await site?.stop();
  await mail?.stop();
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

const mailsWith = (text: string) => mailsContaining(text, baseUrl(listeners.inboxPort), { digests: true });

/** One run of the due work, as a scheduler calls it: how many digests it sent. */
async function runDigest(on: Site = site) {
  const headers = { Authorization: `Bearer ${cronSecret}` };
  const answer = await send({ port: on.port, path: '/api/cron', headers });
  assert.equal(answer.status, 200, answer.body);
  return (JSON.parse(answer.body) as { report: { heldDigest?: { sent?: number } } }).report.heldDigest?.sent ?? 0;
}

const reviewPath = (href: string) => new URL(href).pathname;
const review = (pathname: string, method = 'GET', headers: Record<string, string> = {}) =>
  send({ port: site.port, method, path: pathname, headers, body: method === 'POST' ? '' : undefined });

test('a honeypot hit: the digest arrives escaped with no link made from it; GET sends nothing; POST delivers once', async () => {
  const tag = token();
  const message = `Cheap <b>pallets</b> at https://spam.example/${tag} & more`;
  const enquiry = { name: 'Bot <i>Maker</i>', email: 'bot@spam.example', interest: 'other', message };
  const answer = await postEnquiry(site.port, '127.0.0.1', { ...enquiry, leave_empty: 'https://spam.example' });
  assert.equal(answer.status, 201);
  // The server's own timer may have sent it first: either way, one digest has gone once the call returns.
  await runDigest();
  const [digest, ...others] = await mailsWith(`spam[.]example/${tag}`);
  assert.ok(digest);
  assert.equal(others.length, 0);
  assert.equal(digest.subject, '1 enquiry held as suspected spam');
  assert.deepEqual(digest.envelope.to, [contactAddresses.to]);
  assert.doesNotMatch(digest.text + digest.html, /https?:\/\/spam|spam\.example/);
  // The plain-text part says what was written; the HTML part escapes it.
  assert.match(digest.text, /Cheap <b>pallets<\/b> at https\[:\]\/\/spam\[\.\]example\//);
  assert.doesNotMatch(digest.html, /<b>pallets|<i>Maker/);
  assert.match(digest.html, /&lt;b&gt;pallets&lt;\/b&gt;/);
  const links = [...digest.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  assert.equal(links.length, 1);
  assert.ok(links[0]!.startsWith(`${siteOrigin}/operators/held/`));
  const pathname = reviewPath(links[0]!);
  assert.ok(digest.text.includes(`Review: ${links[0]}`));
  // Already announced: the next run finds nothing to send.
  assert.equal(await runDigest(), 0);

  const shown = await review(pathname);
  assert.equal(shown.status, 200);
  assert.match(shown.body, /Bot &#60;i&#62;Maker&#60;\/i&#62;/);
  assert.match(shown.body, /Deliver this enquiry/);
  assert.doesNotMatch(shown.body, /<script/i);
  // next.config.ts's rule for the path, since Next keeps a header it set before the handler's.
  assert.deepEqual([shown.headers['x-robots-tag'], shown.headers['referrer-policy']], ['noindex', 'no-referrer']);
  assert.match(String(shown.headers['cache-control']), /no-store/);
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
  const records = sqliteStore(outbox);
  const tag = token();
  await records.insert(sampleRecord({ status: 'held', message: `Held ${tag}` }));
  await runDigest();
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
    // Signed with the right secret, but past its expiry.
    reviewToken(secret, id, Date.now() - 1000),
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

test('two servers sharing Redis, their due work run at once, send one digest for the same held enquiries', async () => {
  const url = redis.server().url;
  const pair = { ...settings, OUTBOX_DIR: path.join(outbox, 'pair'), REDIS_URL: url, TRUSTED_PROXY_COUNT: '1' };
  const servers = await Promise.all([serveSite(pair, { as: 'image' }), serveSite(pair, { as: 'image' })]);
  try {
    const tag = token();
    for (const [index, server] of servers.entries()) {
      const enquiry = { name: 'Bot', email: 'bot@example.gg', interest: 'other', message: `Shared ${index} ${tag}` };
      const answer = await postEnquiry(
        server.port,
        '127.0.0.1',
        { ...enquiry, leave_empty: 'x' },
        {
          'X-Forwarded-For': `192.0.2.${index + 1}`,
        },
      );
      assert.equal(answer.status, 201);
    }
    // Their timers may run it too: each call returns once its process's run is over, whichever started it.
    await Promise.all(servers.map((server) => runDigest(server)));
    await Promise.all(servers.map((server) => runDigest(server)));
    const digests = await mailsWith(tag);
    assert.equal(digests.length, 1);
    assert.equal(digests[0]!.subject, '2 enquiries held as suspected spam');
    assert.match(digests[0]!.text, new RegExp(`Shared 0 ${tag}[\\s\\S]*Shared 1 ${tag}`));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
});
