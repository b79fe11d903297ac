import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import type { EnquiryLogFields } from '@/lib/log';
import { DAY_MS } from '@/lib/site/retention';
import type { Delivery } from '../mail/deliver';
import type { Mailer, RenderOptions } from '../mail/mailer';
import { PURGE_EVERY_MS, STALE_CLAIM_MS } from '../store/periods';
import { sqliteStore } from '../store/sqlite-store';
import { sampleRecord } from '../store/sample-record.fixture';
import { backoffOf } from '../core/backoff';
import { deliveryAlert, failingText, recoveredText, refusingText } from '../core/delivery-alert';
import { runDueWork, type DueWorkServices } from './run-due-work';

// The runner against a real database, with a mail server that answers as each test says and a clock of its own.
const T0 = Date.parse('2026-11-27T09:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const refused: Delivery = {
  ok: false,
  code: 'auth-failed',
  detail: '535',
  errorCode: 'EAUTH SMTP 535',
  permanent: true,
};
const down: Delivery = { ok: false, code: 'delivery-failed', detail: 'ECONNREFUSED', errorCode: 'ECONNREFUSED' };
// The message itself refused at the end of DATA: the EICAR test string, say.
const messageRefused: Delivery = {
  ok: false,
  code: 'message-refused',
  detail: '554 5.7.1 Message rejected',
  errorCode: 'EMESSAGE SMTP 554',
  refusal: 'SMTP 554 5.7.1',
};

async function setUp(answers: Delivery[] = [], { wallOnly = false } = {}) {
  let clock = T0;
  const now = () => clock;
  // The host's monotonic clock moves with the wall clock, but where a test sets the wall clock alone.
  const monotonic = wallOnly ? () => T0 : now;
  const parsed = parseServerEnv({ OUTBOX_DIR: '/unused', REDELIVERY_FIRST_S: '60', REDELIVERY_MAX_S: '600' });
  assert.ok(parsed.ok);
  const lines: (EnquiryLogFields & { level: string })[] = [];
  const line = (level: string) => (fields: EnquiryLogFields) => void lines.push({ level, ...fields });
  const log = { info: line('info'), warn: line('warn'), error: line('error') };
  const store = sqliteStore(await mkdtemp(path.join(os.tmpdir(), 'sarnia-due-')), { now, monotonic });
  const sent: { id: string; options?: RenderOptions }[] = [];
  const mailer: Mailer = {
    async render(_enquiry, id, options) {
      sent.push({ id, options });
      return { raw: Buffer.from(id), envelope: { from: '', to: [] } };
    },
    deliver: async () => answers.shift() ?? { ok: true, via: 'smtp', response: '250 OK' },
  };
  const posts: string[] = [];
  const post = async (text: string) => void posts.push(text);
  const alert = deliveryAlert(store, { alertAfterS: 900, log, post });
  const later = (work: () => Promise<unknown>) => void work();
  const services: DueWorkServices = {
    env: parsed.env,
    log,
    mailer,
    store,
    alert,
    backoff: backoffOf(parsed.env),
    later,
  };
  const run = (budget = { sends: 10, ms: 60_000 }) => runDueWork(services, { now, budget });
  return { store, run, sent, lines, posts, services, now, tick: (ms: number) => (clock += ms) };
}

const waiting = (receivedAt: number, nextAttemptAt: number, attempts = 1) =>
  sampleRecord({ status: 'undelivered', receivedAt: iso(receivedAt), attempts, nextAttemptAt: iso(nextAttemptAt) });

test('a waiting enquiry is sent once it is due, marked late with its attempts and first receipt; a run after sends nothing', async () => {
  const { store, run, sent, tick, lines } = await setUp();
  const record = waiting(T0 - 120_000, T0 + 60_000);
  await store.insert(record);
  assert.deepEqual((await run()).redelivery, {
    sent: 0,
    failed: 0,
    refused: 0,
    'message-refused': 0,
    busy: 0,
    'not-due': 0,
  });
  tick(60_000);
  assert.equal((await run()).redelivery?.sent, 1);
  assert.deepEqual(sent, [
    {
      id: record.id,
      options: {
        receivedAt: new Date(record.receivedAt),
        late: { attempts: 2 },
        releasedFromHeld: false,
        suspectedSpam: undefined,
      },
    },
  ]);
  const after = await store.find(record.id);
  assert.deepEqual([after?.status, after?.attempts, after?.nextAttemptAt], ['delivered', 2, undefined]);
  assert.equal((await run()).redelivery?.sent, 0);
  assert.equal(sent.length, 1);
  assert.ok(lines.some((l) => l.event === 'enquiry.delivered' && l.outcome === 'late-smtp' && l.count === 2));
});

test('a failure waits the first wait, doubling, up to the longest; a 5xx waits the longest at once', async () => {
  const { store, run, tick, now } = await setUp([down, down, down, down, down, refused]);
  const record = waiting(T0, T0, 0);
  await store.insert(record);
  const waits: number[] = [];
  for (let i = 0; i < 6; i++) {
    await run();
    const wait = Date.parse((await store.find(record.id))!.nextAttemptAt!) - now();
    waits.push(wait / 1000);
    // Just short of it: not tried; then due.
    tick(wait - 1);
    assert.equal((await run()).redelivery?.failed, 0);
    tick(1);
  }
  assert.deepEqual(waits, [60, 120, 240, 480, 600, 600]);
  assert.equal((await store.find(record.id))?.attempts, 6);
});

test('a 5xx raises the alert at once, one line and one post however many runs; recovered once the queue drains', async () => {
  const { store, run, tick, lines, posts } = await setUp([refused, refused, refused]);
  await store.insert(waiting(T0, T0, 0));
  await run();
  tick(600_000);
  await run();
  tick(600_000);
  await run();
  assert.deepEqual(posts, [failingText]);
  assert.deepEqual(
    lines.filter((l) => l.event.startsWith('enquiry.delivery-')).map((l) => [l.level, l.event]),
    [['warn', 'enquiry.delivery-failing']],
  );
  tick(600_000);
  await run();
  assert.deepEqual(posts, [failingText, recoveredText]);
  assert.equal(lines.filter((l) => l.event === 'enquiry.delivery-recovered').length, 1);
  assert.ok(!posts.join('').includes('@'));
});

test('a message refused for itself is refused on record, never tried again, and raises no alert', async () => {
  const { store, run, tick, posts, lines } = await setUp([messageRefused]);
  const record = waiting(T0, T0, 1);
  await store.insert(record);
  assert.equal((await run()).redelivery?.['message-refused'], 1);
  const refused = await store.find(record.id);
  assert.deepEqual(
    [refused?.status, refused?.attempts, refused?.nextAttemptAt, refused?.refusal],
    ['refused', 2, undefined, 'SMTP 554 5.7.1'],
  );
  assert.equal(await store.oldestWaiting(), undefined);
  tick(3_600_000);
  assert.equal((await run()).redelivery?.sent, 0);
  assert.deepEqual(posts, []);
  assert.ok(!lines.some((line) => line.event === 'enquiry.delivery-failing'));
});

test('two messages refused with none delivered between them raise the alert: the relay, not the message', async () => {
  const { store, run, tick, posts } = await setUp([messageRefused, { ok: true, via: 'smtp', response: '250' }]);
  // One refused, then one delivered: two messages' problems, no alarm.
  await store.insert(waiting(T0, T0, 1));
  await run();
  await store.insert(waiting(T0, T0 + 1, 1));
  tick(1);
  await run();
  assert.deepEqual(posts, []);
  // Then two refused in a row: the alarm, once, and not recovered while nothing gets through.
  const again = await setUp([messageRefused, messageRefused]);
  await again.store.insert(waiting(T0, T0, 1));
  await again.store.insert(waiting(T0, T0, 1));
  await again.run();
  assert.deepEqual(again.posts, [refusingText]);
  assert.deepEqual(
    again.lines.filter((l) => l.event === 'enquiry.delivery-failing').map((l) => l.outcome),
    ['refusing'],
  );
  again.tick(600_000);
  await again.run();
  assert.deepEqual(again.posts, [refusingText]);
  // One gets through: the mail server is mended.
  await again.store.insert(waiting(T0, T0, 1));
  await again.run();
  assert.deepEqual(again.posts, [refusingText, recoveredText]);
});

test('an enquiry waiting past DELIVERY_ALERT_AFTER_S raises the alert once, and not before', async () => {
  const { store, run, tick, posts } = await setUp([down, down, down, down]);
  await store.insert(waiting(T0, T0, 0));
  await run();
  tick(899_000);
  await run();
  assert.deepEqual(posts, []);
  tick(2_000);
  await run();
  await run();
  assert.deepEqual(posts, [failingText]);
});

test('a send cut off mid-way leaves its claim, and the enquiry is sent again once the claim is stale', async () => {
  const { store, run, tick, sent } = await setUp();
  const record = waiting(T0 - 60_000, T0, 1);
  await store.insert(record);
  // A process took the claim and died before giving it back.
  assert.ok(await store.claim(record.id));
  assert.equal((await run()).redelivery?.busy, 1);
  tick(STALE_CLAIM_MS - 1);
  assert.equal((await run()).redelivery?.busy, 1);
  tick(1);
  assert.equal((await run()).redelivery?.sent, 1);
  assert.deepEqual(
    sent.map((s) => s.id),
    [record.id],
  );
});

test('a clock set ahead past a claim’s period leaves a send under way alone: no second send', async () => {
  const { store, run, tick, sent } = await setUp([], { wallOnly: true });
  const record = waiting(T0 - 60_000, T0, 1);
  await store.insert(record);
  const held = await store.claim(record.id);
  assert.ok(held);
  tick(STALE_CLAIM_MS + 60_000);
  assert.equal((await run()).redelivery?.busy, 1);
  tick(-2 * (STALE_CLAIM_MS + 60_000));
  await held();
  tick(2 * (STALE_CLAIM_MS + 60_000));
  assert.equal((await run()).redelivery?.sent, 1);
  assert.deepEqual(
    sent.map((s) => s.id),
    [record.id],
  );
});

test('a run is bounded: so many enquiries at most, none taken past its time, none once the process stops', async () => {
  const { store, run, services, now, sent } = await setUp();
  for (let i = 0; i < 5; i++) await store.insert(waiting(T0 - i, T0 - i));
  assert.equal((await run({ sends: 2, ms: 60_000 })).redelivery?.sent, 2);
  assert.equal((await run({ sends: 10, ms: 0 })).redelivery?.sent, 0);
  const stopping = new AbortController();
  stopping.abort();
  assert.deepEqual(await runDueWork(services, { now, budget: { sends: 10, ms: 60_000 }, signal: stopping.signal }), {});
  assert.equal(sent.length, 2);
  assert.equal((await run()).redelivery?.sent, 3);
});

test('runs called at once in one process are one run; repeated, nothing is sent twice', async () => {
  const { store, run, sent } = await setUp();
  for (let i = 0; i < 3; i++) await store.insert(waiting(T0, T0));
  const [a, b] = await Promise.all([run(), run()]);
  assert.equal(a, b);
  await run();
  assert.equal(sent.length, 3);
});

test('the purge runs with the rest, hourly', async () => {
  const { store, run, tick } = await setUp();
  const old = sampleRecord({ status: 'delivered', receivedAt: iso(T0 - 40 * DAY_MS) });
  await store.insert(old);
  assert.deepEqual((await run()).purge, { removed: 1 });
  await store.insert(sampleRecord({ status: 'delivered', receivedAt: iso(T0 - 40 * DAY_MS) }));
  assert.deepEqual((await run()).purge, {});
  tick(PURGE_EVERY_MS);
  assert.deepEqual((await run()).purge, { removed: 1 });
});
