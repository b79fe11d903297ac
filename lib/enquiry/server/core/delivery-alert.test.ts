import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EnquiryLogFields } from '@/lib/log';
import { alertWebhook } from './delivery-alert';

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
