import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { readForm } from '@/lib/enquiry/form-answer';
import type { Verdict } from '../core/rate-limit';
import { MAX_ENQUIRY_BYTES, checkRequest, tooLarge, visitorFields } from './take-enquiry';

const parsed = parseServerEnv({ TRUSTED_PROXY_COUNT: '1' });
assert.ok(parsed.ok);
const env = parsed.env;

function limits(verdict: Verdict = { ok: true }) {
  const taken: string[] = [];
  return {
    taken,
    attempt: async ({ key }: { key: string }) => (taken.push(key), verdict),
  };
}
const headers = (values: Record<string, string> = {}) =>
  new Headers({
    host: 'www.example',
    'content-type': 'application/json',
    'x-forwarded-for': '198.51.100.7',
    ...values,
  });

test('a request from our own page passes with its client, having taken one request slot', async () => {
  const slots = limits();
  assert.deepEqual(
    await checkRequest(headers({ origin: 'https://www.example' }), { env, limits: slots }, 'application/json'),
    {
      ok: true,
      client: { key: '198.51.100.7', selfReported: false, network: '198.51.100.0/24' },
    },
  );
  assert.deepEqual(slots.taken, ['198.51.100.7']);
});

test('another site, then the wrong media type, are refused before a slot is taken', async () => {
  const slots = limits();
  const foreign = await checkRequest(headers({ origin: 'https://evil.example' }), { env, limits: slots }, 'text/plain');
  assert.deepEqual(foreign, { ok: false, code: 'foreign-origin' });
  const type = await checkRequest(
    headers({ 'content-type': 'text/plain' }),
    { env, limits: slots },
    'application/json',
  );
  assert.deepEqual(type, { ok: false, code: 'unsupported-type' });
  assert.deepEqual(slots.taken, []);
  // The form's transport names no media type: Next runs its action only for multipart posts.
  assert.equal((await checkRequest(headers({ 'content-type': 'text/plain' }), { env, limits: slots })).ok, true);
});

test("a refused slot is the client's own limit or the shared allowance, with its wait", async () => {
  const own = await checkRequest(headers(), { env, limits: limits({ ok: false, retryAfterS: 30, shared: false }) });
  assert.deepEqual(own, { ok: false, code: 'rate-limited', retryAfterS: 30 });
  const shared = await checkRequest(headers(), { env, limits: limits({ ok: false, retryAfterS: 60, shared: true }) });
  assert.deepEqual(shared, { ok: false, code: 'form-busy', retryAfterS: 60 });
});

test('the size bound measures the same enquiry the same way, sent as JSON or posted by the form', () => {
  const fitting = {
    name: 'Ada',
    email: 'ada@example.com',
    interest: 'other',
    message: 'x'.repeat(MAX_ENQUIRY_BYTES - 100),
  };
  const over = { ...fitting, message: 'x'.repeat(MAX_ENQUIRY_BYTES) };
  for (const [enquiry, expected] of [
    [fitting, undefined],
    [over, { ok: false, code: 'too-large' }],
  ] as const) {
    const body = JSON.parse(JSON.stringify({ ...enquiry, extra: 'y'.repeat(1000) })) as Record<string, unknown>;
    const fromJson = visitorFields((name) => (Object.hasOwn(body, name) ? body[name] : undefined));
    const form = new FormData();
    for (const [name, value] of Object.entries(enquiry)) form.set(name, value);
    const posted = readForm(form);
    const fromForm = visitorFields((name) => posted[name]);
    assert.deepEqual(fromJson, fromForm);
    assert.deepEqual(tooLarge(fromJson), expected);
    assert.deepEqual(tooLarge(fromForm), expected);
  }
});
