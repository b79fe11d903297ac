import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EnquiryLogFields } from '@/lib/log';
import type { DigestClaim } from '../store/digest-claim';
import { sqliteStore } from '../store/sqlite-store';
import {
  alertWebhook,
  deliveryAlert,
  digestFailingText,
  digestRecoveredText,
  formBusyText,
  formOpenText,
} from './delivery-alert';

const logged = () => {
  const lines: EnquiryLogFields[] = [];
  const log = { info: () => {}, warn: (line: EnquiryLogFields) => void lines.push(line), error: () => {} };
  return { lines, log };
};

test('the alert is one JSON POST of {"text"}, as Slack and Teams take it, with a 5 s bound', async () => {
  const calls: [string, RequestInit][] = [];
  const { lines, log } = logged();
  const post = alertWebhook('https://hooks.example.com/x', log, async (url, init) => {
    calls.push([String(url), init!]);
    return new Response('ok');
  });
  await post('Enquiries are failing.');
  assert.equal(calls.length, 1);
  const [url, init] = calls[0]!;
  assert.equal(url, 'https://hooks.example.com/x');
  assert.equal(init.method, 'POST');
  assert.deepEqual(init.headers, { 'Content-Type': 'application/json' });
  assert.equal(init.body, '{"text":"Enquiries are failing."}');
  assert.ok(init.signal instanceof AbortSignal);
  assert.deepEqual(lines, []);
});

test('a hook that fails or refuses is logged by its code, once, and not tried again', async () => {
  const { lines, log } = logged();
  let calls = 0;
  const refused = alertWebhook(
    'https://hooks.example.com/x',
    log,
    async () => (calls++, new Response('no', { status: 500 })),
  );
  await refused('x');
  const unreachable = alertWebhook('https://hooks.example.com/x', log, async () => {
    calls++;
    throw Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
    });
  });
  await unreachable('x');
  assert.equal(calls, 2);
  assert.deepEqual(lines, [
    { event: 'enquiry.alert-webhook', outcome: 'failed', code: 'HTTP 500' },
    { event: 'enquiry.alert-webhook', outcome: 'failed', code: 'ECONNREFUSED' },
  ]);
});

test('without ALERT_WEBHOOK_URL nothing is posted', async () => {
  const { log } = logged();
  let calls = 0;
  await alertWebhook(undefined, log, async () => (calls++, new Response()))('x');
  assert.equal(calls, 0);
});

test('a held digest failing past DELIVERY_ALERT_AFTER_S raises the alert once, and it ends once a digest goes', async () => {
  const store = sqliteStore(await mkdtemp(path.join(os.tmpdir(), 'sarnia-alert-')));
  const posted: string[] = [];
  const lines: EnquiryLogFields[] = [];
  const log = {
    info: (line: EnquiryLogFields) => void lines.push(line),
    warn: (line: EnquiryLogFields) => void lines.push(line),
    error: () => {},
  };
  const alert = deliveryAlert(store, { alertAfterS: 900, log, post: async (text) => void posted.push(text) });
  const start = Date.now();
  const turn = async (work: (claim: DigestClaim) => Promise<void>) => {
    const claim = (await store.claimDigest())!;
    await work(claim);
    await claim.release();
  };
  await turn((claim) => claim.failed(start, start + 300_000));
  await alert.check(start + 900_000);
  assert.deepEqual(posted, []);
  await alert.check(start + 900_001);
  await turn((claim) => claim.failed(start + 900_001, start + 2_100_000));
  await alert.check(start + 2_000_000);
  assert.deepEqual(posted, [digestFailingText]);
  // The enquiries' own alert is apart: nothing waits, and it says nothing.
  assert.equal(await store.flag('delivery-alert'), undefined);
  await turn(async (claim) => (await claim.unannounced(), await claim.sent(start + 2_100_000)));
  await alert.check(start + 2_100_000);
  await alert.check(start + 2_200_000);
  assert.deepEqual(posted, [digestFailingText, digestRecoveredText]);
  assert.deepEqual(
    lines.map((line) => line.event),
    ['enquiry.held-digest-failing', 'enquiry.held-digest-recovered'],
  );
});

test('the form busy (a shared allowance spent) raises the alert once however many are refused, and says when it reopens', async () => {
  const store = sqliteStore(await mkdtemp(path.join(os.tmpdir(), 'sarnia-alert-')));
  const posted: string[] = [];
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  const [one, two] = [0, 1].map(() =>
    deliveryAlert(store, { alertAfterS: 900, log, post: async (text) => void posted.push(text) }),
  );
  const reopensAt = Date.now() + 3_600_000;
  await Promise.all([one!.formBusy(reopensAt), two!.formBusy(reopensAt + 5)]);
  for (let i = 0; i < 5; i++) await two!.formBusy(reopensAt + i);
  assert.equal(posted.length, 1);
  assert.equal(posted[0], formBusyText(reopensAt));
  assert.match(
    posted[0]!,
    /until \w+day \d+ \w+ \d{4} at \d\d:\d\d (GMT|BST) it asks every visitor to write to you by e-mail/,
  );
  await Promise.all([one!.check(reopensAt - 1), two!.check(reopensAt - 1)]);
  assert.equal(posted.length, 1);
  await Promise.all([one!.check(reopensAt + 10), two!.check(reopensAt + 10)]);
  assert.deepEqual(posted.slice(1), [formOpenText]);
  // Spent again on another day: a new alert.
  await one!.formBusy(Date.now() + 86_400_000);
  assert.equal(posted.length, 3);
});
