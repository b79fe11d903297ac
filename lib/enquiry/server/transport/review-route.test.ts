import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import type { EnquiryLogFields } from '@/lib/log';
import { expiresAt } from '../store/record-life';
import { backoffOf } from '../core/backoff';
import { createMailer } from '../mail/mailer';
import { sqliteStore } from '../store/sqlite-store';
import { sampleRecord } from '../store/sample-record.fixture';
import { reviewToken } from '../held/review-token';
import { reviewRoute } from './review-route';

const secret = 'k'.repeat(40);
const origin = 'https://www.sarnia-water.example';

async function setUp(status: 'held' | 'refused' = 'held') {
  const outbox = await mkdtemp(path.join(os.tmpdir(), 'sarnia-review-'));
  const parsed = parseServerEnv({ OUTBOX_DIR: outbox, OPERATOR_LINK_SECRET: secret, SITE_URL: origin });
  assert.ok(parsed.ok);
  const records = sqliteStore(outbox);
  const held = sampleRecord({
    status,
    name: 'Zoë <img src=x onerror=alert(1)>',
    message: 'Hello\n<b>there</b>',
    // A refused one was tried once: the mail server refused that attempt.
    ...(status === 'refused' && { refusal: 'SMTP 554 5.7.1', attempts: 1 }),
  });
  await records.insert(held);
  const lines: EnquiryLogFields[] = [];
  const log = {
    info: (l: EnquiryLogFields) => lines.push(l),
    warn: () => {},
    error: (l: EnquiryLogFields) => lines.push(l),
  };
  const services: Parameters<typeof reviewRoute>[2] = {
    env: parsed.env,
    store: records,
    reviewLimit: async () => ({ ok: true }),
    log,
    mailer: createMailer(parsed.env),
    backoff: backoffOf(parsed.env),
    later: (work) => void work(),
  };
  const token = reviewToken(secret, held.id, expiresAt(held));
  const call = (method: string, given = token, headers: Record<string, string> = {}) =>
    reviewRoute(new Request(`${origin}/operators/held/${given}`, { method, headers }), given, services);
  const mails = async () => (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
  return { held, records, services, token, call, mails, lines, outbox };
}

test('GET shows the held enquiry escaped, with one button and no script, sends nothing, and is never cached or indexed', async () => {
  const { call, mails, records, held } = await setUp();
  const answer = await call('GET');
  const html = await answer.text();
  assert.equal(answer.status, 200);
  assert.match(html, /Zoë &#60;img src=x onerror=alert\(1\)&#62;/);
  assert.match(html, /Hello<br>&#60;b&#62;there&#60;\/b&#62;/);
  assert.match(html, /<form method="post"><button type="submit">Deliver this enquiry<\/button><\/form>/);
  assert.doesNotMatch(html, /<script|<img|<b>/i);
  assert.deepEqual(
    ['cache-control', 'x-robots-tag', 'referrer-policy'].map((name) => answer.headers.get(name)),
    ['no-store', 'noindex', 'no-referrer'],
  );
  assert.match(answer.headers.get('content-security-policy') ?? '', /default-src 'none'/);
  assert.deepEqual(await mails(), []);
  assert.equal((await records.find(held.id))?.status, 'held');
});

test('POST delivers it once, marked released; a second POST finds nothing to release and sends nothing', async () => {
  const { call, mails, records, held, lines } = await setUp();
  const first = await call('POST');
  assert.equal(first.status, 200);
  assert.match(await first.text(), /<h1>Delivered<\/h1>/);
  assert.equal((await mails()).length, 1);
  assert.equal((await records.find(held.id))?.status, 'delivered');
  const second = await call('POST');
  assert.match(await second.text(), /<h1>Nothing to release<\/h1>/);
  assert.match(await (await call('GET')).text(), /<h1>Nothing to release<\/h1>/);
  assert.equal((await mails()).length, 1);
  assert.deepEqual(
    lines.map(({ event, outcome }) => [event, outcome]),
    [
      ['enquiry.delivered', 'outbox'],
      ['enquiry.released', 'sent'],
      ['enquiry.released', 'not-waiting'],
    ],
  );
  assert.doesNotMatch(JSON.stringify(lines), /\.[A-Za-z0-9_-]{43}/);
});

test('a token tampered with, cut short, expired or signed otherwise gets a plain 404, whatever the method', async () => {
  const { call, mails, held } = await setUp();
  const [id, expires, signature] = (await setUp()).token.split('.') as [string, string, string];
  const own = reviewToken(secret, held.id, expiresAt(held));
  for (const bad of [
    `${held.id}.${own.split('.')[1]}.${signature}`,
    own.slice(0, -3),
    reviewToken(secret, held.id, Date.now() - 1),
    reviewToken('x'.repeat(32), held.id, expiresAt(held)),
    `${id}.${expires}`,
  ])
    for (const method of ['GET', 'POST']) {
      const answer = await call(method, bad);
      assert.equal(answer.status, 404, `${method} ${bad}`);
      assert.equal(await answer.text(), 'Not found');
    }
  assert.deepEqual(await mails(), []);
});

test('a cross-site POST is refused and sends nothing; a client past its own bucket is told to wait', async () => {
  const { call, mails, services } = await setUp();
  const refused = await call('POST', undefined, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
  assert.equal(refused.status, 403);
  assert.deepEqual(await mails(), []);
  services.reviewLimit = async () => ({ ok: false, retryAfterS: 42, shared: false });
  const limited = await call('POST');
  assert.deepEqual([limited.status, limited.headers.get('retry-after')], [429, '42']);
  assert.deepEqual(await mails(), []);
});

test('an enquiry the mail server refused has its page too: shown whole with why, and released once, marked late', async () => {
  const { call, mails, records, held, outbox } = await setUp('refused');
  const html = await (await call('GET')).text();
  assert.match(html, /Our mail server refused this enquiry’s message/);
  assert.match(html, /<dt>Refused by<\/dt><dd>The mail server, for what the message holds \(SMTP 554 5\.7\.1\)<\/dd>/);
  assert.match(html, /Hello<br>&#60;b&#62;there&#60;\/b&#62;/);
  assert.deepEqual(await mails(), []);
  assert.match(await (await call('POST')).text(), /<h1>Delivered<\/h1>/);
  const [mail] = await mails();
  const raw = await readFile(path.join(outbox, mail!), 'utf8');
  assert.match(raw, /Delivered late/);
  assert.doesNotMatch(raw, /Released from held/);
  const sent = await records.find(held.id);
  assert.deepEqual([sent?.status, sent?.refusal], ['delivered', undefined]);
});
