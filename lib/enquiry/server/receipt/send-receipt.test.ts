import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import type { EnquiryLogFields } from '@/lib/log';
import { DAY_MS } from '@/lib/site/retention';
import { backoffOf } from '../core/backoff';
import { sendEnquiry } from '../core/send-enquiry';
import { failed, refusedMessage } from '../core/services.fixture';
import { runDueWork } from '../due-work/run-due-work';
import type { Delivery } from '../mail/deliver';
import type { RenderedMail } from '../mail/mailer';
import { ANNOUNCED_STATUSES, WAITING_STATUSES } from '../store/record-life';
import type { EnquiryRecord } from '../store/record-schema';
import { sampleRecord } from '../store/sample-record.fixture';
import { fakeRedis } from '../store/fake-redis.fixture';
import { sqliteSpill } from '../store/sqlite-spill';
import { sqliteStore } from '../store/sqlite-store';
import { moveSpilled, spilling } from '../store/store';
import { sendReceipt } from './send-receipt';

// The receipt's send with a real database, a mail server that answers as each test says, and a clock.
const T0 = Date.parse('2026-06-01T09:00:00Z');
const down = failed('delivery-failed');
const rcpt550: Delivery = { ok: false, code: 'delivery-failed', detail: '550', errorCode: 'SMTP 550', permanent: true };

async function setUp(settings: Record<string, string> = {}, answers: Delivery[] = []) {
  let clock = T0;
  const now = () => clock;
  const parsed = parseServerEnv({ OUTBOX_DIR: '/unused', SMTP_HOST: '127.0.0.1', ...settings });
  assert.ok(parsed.ok);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-receipt-'));
  const store = sqliteStore(dir, { now, monotonic: now });
  const lines: (EnquiryLogFields & { level: string })[] = [];
  const line = (level: string) => (fields: EnquiryLogFields) => void lines.push({ level, ...fields });
  // What went to whom: the operators' mail (rendered by this fake) or a receipt (rendered for real).
  const mails: { to: string[]; raw: string }[] = [];
  let hold: { reached(): void; answered: Promise<void> } | undefined;
  const deliver = async (mail: RenderedMail) => {
    hold?.reached();
    await hold?.answered;
    const answer = mail.envelope.to.length ? answers.shift() : undefined;
    if (!answer || answer.ok) mails.push({ to: mail.envelope.to, raw: mail.raw.toString() });
    return answer ?? ({ ok: true, via: 'smtp', response: '250 OK' } as const);
  };
  const services = {
    env: parsed.env,
    log: { info: line('info'), warn: line('warn'), error: line('error') },
    store,
    mailer: {
      render: async (_enquiry: unknown, id: string) => ({ raw: Buffer.from(id), envelope: { from: '', to: [] } }),
      deliver,
    },
    backoff: backoffOf(parsed.env),
    later: (work: () => Promise<unknown>) => void work(),
    now,
  };
  const receipts = () => mails.filter((mail) => mail.to.length);
  /** An enquiry received now from `email`, sent to the operators: its record as then written. */
  const deliver1 = async (email = 'zoe@example.gg', language: 'en' | 'fr' = 'en') => {
    const record = sampleRecord({ status: 'received', email, language, receivedAt: new Date(clock).toISOString() });
    await store.insert(record);
    const sent = await sendEnquiry({ id: record.id, from: WAITING_STATUSES }, services);
    assert.equal(sent.outcome, 'sent');
    return record;
  };
  const run = () => runDueWork(services, { now, monotonic: now, budget: { sends: 10, ms: 60_000 } });
  // A relay that answers only when told: `asked` once the mail reaches it.
  const slow = () => {
    let answer!: () => void;
    let reached!: () => void;
    const asked = new Promise<void>((resolve) => (reached = resolve));
    hold = { reached, answered: new Promise((resolve) => (answer = resolve)) };
    return { asked, answer: () => ((hold = undefined), answer()) };
  };
  return { store, dir, services, lines, mails, receipts, deliver1, run, slow, tick: (ms: number) => (clock += ms) };
}

const receiptOf = async (store: { find(id: string): Promise<EnquiryRecord | undefined> }, id: string) =>
  (await store.find(id))?.receipt;

test('once an enquiry reaches the operators its receipt is due at once, then goes to the visitor’s address alone, once', async () => {
  const { store, services, mails, deliver1, run, lines } = await setUp();
  const record = await deliver1();
  assert.deepEqual(await receiptOf(store, record.id), { state: 'due', attempts: 0, nextAttemptAt: iso(T0) });
  assert.deepEqual(mails, [{ to: [], raw: record.id }]);
  assert.equal(await sendReceipt({ id: record.id }, services), 'sent');
  assert.deepEqual(
    mails.map((mail) => mail.to),
    [[], ['zoe@example.gg']],
  );
  assert.deepEqual(await receiptOf(store, record.id), { state: 'sent', attempts: 1 });
  assert.equal(await sendReceipt({ id: record.id }, services), 'not-due');
  assert.equal((await run()).redelivery?.['receipt-sent'], undefined);
  assert.equal(mails.length, 2);
  // Its log line names the enquiry, never the visitor.
  const receipt = lines.find((line) => line.event === 'enquiry.receipt')!;
  assert.deepEqual(Object.keys(receipt).sort(), ['count', 'durations', 'event', 'id', 'level', 'outcome', 'reference']);
});

test('none for a held enquiry, nor for one an operator releases from held, nor for one refused and released', async () => {
  const { store, services, receipts, run } = await setUp();
  for (const status of ['held', 'refused'] as const) {
    const record = sampleRecord({ status, refusal: status === 'refused' ? 'SMTP 554 5.7.1' : undefined });
    await store.insert(record);
    assert.equal((await sendEnquiry({ id: record.id, from: ANNOUNCED_STATUSES }, services)).outcome, 'sent');
    assert.deepEqual(
      [(await store.find(record.id))?.status, await receiptOf(store, record.id)],
      ['delivered', undefined],
    );
  }
  await run();
  assert.deepEqual(receipts(), []);
});

test('one receipt an address a day, whatever its case; the next day’s enquiry has its own', async () => {
  const { store, services, receipts, deliver1, tick, lines } = await setUp();
  const first = await deliver1('zoe@example.gg');
  const second = await deliver1('Zoe@Example.gg');
  assert.equal(await sendReceipt({ id: first.id }, services), 'sent');
  assert.equal(await sendReceipt({ id: second.id }, services), 'address');
  assert.deepEqual(await receiptOf(store, second.id), { state: 'not-sent', attempts: 0, why: 'address' });
  assert.ok(lines.some((line) => line.outcome === 'address-limit' && line.id === second.id && line.level === 'info'));
  tick(DAY_MS - 1);
  assert.equal(await sendReceipt({ id: (await deliver1('zoe@example.gg')).id }, services), 'address');
  tick(1);
  assert.equal(await sendReceipt({ id: (await deliver1('zoe@example.gg')).id }, services), 'sent');
  assert.equal(receipts().length, 2);
});

test('no more than CONTACT_RECEIPTS_DAILY_MAX a day from the site: the rest are counted in the log, by reference alone', async () => {
  const { store, services, receipts, deliver1, lines, tick } = await setUp({ CONTACT_RECEIPTS_DAILY_MAX: '2' });
  const ids = [];
  for (const name of ['a', 'b', 'c']) ids.push((await deliver1(`${name}@example.gg`)).id);
  assert.deepEqual(await Promise.all(ids.map((id) => sendReceipt({ id }, services))), ['sent', 'sent', 'site']);
  assert.deepEqual(await receiptOf(store, ids[2]!), { state: 'not-sent', attempts: 0, why: 'site' });
  const spent = lines.filter((line) => line.outcome === 'site-limit');
  const reference = spent[0]?.reference;
  assert.deepEqual(spent, [{ level: 'warn', event: 'enquiry.receipt', id: ids[2], reference, outcome: 'site-limit' }]);
  tick(DAY_MS);
  assert.equal(await sendReceipt({ id: (await deliver1('d@example.gg')).id }, services), 'sent');
  assert.equal(receipts().length, 3);
});

test('none when CONTACT_RECEIPTS=false or without SMTP_HOST; one due when they were turned off is not sent', async () => {
  for (const settings of [{ CONTACT_RECEIPTS: 'false' }, { SMTP_HOST: '' }] as Record<string, string>[]) {
    const { store, receipts, deliver1, run } = await setUp(settings);
    const record = await deliver1();
    assert.equal(await receiptOf(store, record.id), undefined);
    await run();
    assert.deepEqual(receipts(), []);
  }
  const on = await setUp();
  const record = await on.deliver1();
  const off = { ...on.services, env: { ...on.services.env, CONTACT_RECEIPTS: false } };
  assert.equal(await sendReceipt({ id: record.id }, off), 'not-sent');
  assert.deepEqual(await receiptOf(on.store, record.id), { state: 'not-sent', attempts: 0, why: 'off' });
  assert.equal((await on.run()).redelivery?.['receipt-not-due'], undefined);
  assert.deepEqual(on.receipts(), []);
});

test('a receipt the mail server could not take now is tried again by the due work with the enquiries’ backoff, and sent once', async () => {
  const { store, services, receipts, deliver1, run, tick } = await setUp({ REDELIVERY_FIRST_S: '60' }, [down, down]);
  const record = await deliver1();
  assert.equal(await sendReceipt({ id: record.id }, services), 'failed');
  assert.deepEqual(await receiptOf(store, record.id), { state: 'due', attempts: 1, nextAttemptAt: iso(T0 + 60_000) });
  tick(59_999);
  assert.equal((await run()).redelivery?.['receipt-failed'], undefined);
  tick(1);
  assert.equal((await run()).redelivery?.['receipt-failed'], 1);
  assert.equal((await receiptOf(store, record.id))?.nextAttemptAt, iso(T0 + 60_000 + 120_000));
  tick(120_000);
  assert.equal((await run()).redelivery?.['receipt-sent'], 1);
  tick(3_600_000);
  await run();
  assert.deepEqual(await receiptOf(store, record.id), { state: 'sent', attempts: 3 });
  assert.equal(receipts().length, 1);
});

for (const [how, answer, why] of [
  ['refused for good (a 5xx)', rcpt550, 'refused'],
  ['refused for what it says', refusedMessage, 'refused'],
  ['perhaps taken (no answer after the whole message)', failed('may-have-arrived'), 'unsure'],
] as const)
  test(`a receipt ${how} is not sent again`, async () => {
    const { store, services, receipts, deliver1, run, tick } = await setUp({}, [answer]);
    const record = await deliver1();
    assert.equal(await sendReceipt({ id: record.id }, services), 'not-sent');
    assert.deepEqual(await receiptOf(store, record.id), { state: 'not-sent', attempts: 1, why });
    tick(DAY_MS / 2);
    await run();
    assert.deepEqual(receipts(), []);
  });

test('a receipt not sent within a day of the delivery is not sent at all', async () => {
  const { store, services, receipts, deliver1, tick } = await setUp();
  const record = await deliver1();
  tick(DAY_MS + 1);
  assert.equal(await sendReceipt({ id: record.id }, services), 'not-sent');
  assert.deepEqual(await receiptOf(store, record.id), { state: 'not-sent', attempts: 0, why: 'late' });
  assert.deepEqual(receipts(), []);
});

test('a process that died while sending it leaves it sending: never sent again; one that died before, sends it once', async () => {
  const { store, services, receipts, deliver1, run, tick } = await setUp();
  const cut = await deliver1('cut@example.gg');
  const read = (await store.find(cut.id))!;
  await store.update({ ...read, receipt: { state: 'sending', attempts: 1 } }, read);
  // It took the address's turn before it died, then never wrote the receipt as sending: its own turn holds.
  const early = await deliver1('early@example.gg');
  assert.equal(await store.receiptTurn((await store.find(early.id))!, 50), 'taken');
  tick(3_600_000);
  await run();
  assert.deepEqual(await receiptOf(store, cut.id), { state: 'sending', attempts: 1 });
  assert.deepEqual(
    receipts().map((mail) => mail.to),
    [['early@example.gg']],
  );
  assert.equal(await sendReceipt({ id: cut.id }, services), 'not-due');
});

test('two instances sending one receipt at once: one sends it', async () => {
  const { services, receipts, deliver1, dir } = await setUp();
  const record = await deliver1();
  const other = { ...services, store: sqliteStore(dir, { now: services.now, monotonic: services.now }) };
  const outcomes = await Promise.all([sendReceipt({ id: record.id }, services), sendReceipt({ id: record.id }, other)]);
  assert.deepEqual(outcomes.sort(), ['busy', 'sent']);
  assert.equal(receipts().length, 1);
});

test('an erasure while a receipt is being sent: the record stays erased, and the address keeps no mark', async () => {
  const { store, services, mails, deliver1, slow } = await setUp();
  const record = await deliver1('alice@example.gg');
  const { asked, answer } = slow();
  const sending = sendReceipt({ id: record.id }, services);
  await asked;
  assert.deepEqual(await store.eraseEmail('Alice@example.gg'), {
    ids: [record.id],
    fingerprints: 0,
    texts: 0,
    receipts: 1,
  });
  answer();
  assert.equal(await sending, 'sent');
  assert.equal(await store.find(record.id), undefined);
  assert.deepEqual(await store.eraseEmail('alice@example.gg'), { ids: [], fingerprints: 0, texts: 0, receipts: 0 });
  assert.equal(mails.length, 2);
});

test('an erasure before its turn: no receipt goes, and nothing is written back', async () => {
  const { store, services, receipts, deliver1 } = await setUp();
  const record = await deliver1('alice@example.gg');
  const erasing = {
    ...services,
    store: {
      ...store,
      find: async (id: string) => {
        const found = await store.find(id);
        await store.eraseEmail('alice@example.gg');
        return found;
      },
    },
  };
  assert.equal(await sendReceipt({ id: record.id }, erasing), 'gone');
  assert.deepEqual(receipts(), []);
  assert.deepEqual(await store.list({ email: 'alice@example.gg' }), []);
});

test('an enquiry the due work delivers late has its receipt in the same run', async () => {
  const { store, receipts, run, tick } = await setUp();
  const record = sampleRecord({
    status: 'undelivered',
    attempts: 1,
    nextAttemptAt: iso(T0),
    receivedAt: iso(T0 - 60_000),
  });
  await store.insert(record);
  tick(1);
  const report = (await run()).redelivery;
  assert.deepEqual([report?.sent, report?.['receipt-sent']], [1, 1]);
  assert.deepEqual(
    receipts().map((mail) => mail.to),
    [[record.fields.email]],
  );
});

const iso = (ms: number) => new Date(ms).toISOString();

test('Redis down as a failed receipt is written back: its spilled copy is sent once it is given to Redis, and once only', async () => {
  const { redis, state } = await fakeRedis();
  const store = spilling(redis, sqliteSpill(await mkdtemp(path.join(os.tmpdir(), 'sarnia-receipt-spill-'))));
  const parsed = parseServerEnv({ OUTBOX_DIR: '/unused', SMTP_HOST: '127.0.0.1' });
  assert.ok(parsed.ok);
  const sent: string[] = [];
  let attempts = 0;
  const deliver = async (mail: RenderedMail): Promise<Delivery> => {
    // The first attempt fails, and Redis with it, before its failure is written.
    if (!attempts++) return ((state.down = true), down);
    sent.push(String(mail.envelope.to));
    return { ok: true, via: 'smtp', response: '250 OK' };
  };
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const services = { env: parsed.env, store, log: quiet, mailer: { deliver }, backoff: backoffOf(parsed.env) };
  const record = sampleRecord({ receipt: { state: 'due', attempts: 0, nextAttemptAt: iso(Date.now()) } });
  await store.insert(record);
  assert.equal(await sendReceipt({ id: record.id }, services), 'failed');
  state.down = false;
  // Redis still holds it as being sent; the spill, as due again: nothing goes until the drain decides.
  assert.equal((await redis.find(record.id))?.receipt?.state, 'sending');
  assert.equal(await sendReceipt({ id: record.id }, services), 'gone');
  assert.deepEqual(sent, []);
  assert.deepEqual(await moveSpilled(store), { moved: 1, 'kept-newer': 0, gone: 0, erased: 0 });
  assert.equal(await sendReceipt({ id: record.id }, services), 'sent');
  await moveSpilled(store);
  assert.equal(await sendReceipt({ id: record.id }, services), 'not-due');
  assert.deepEqual(sent, [record.fields.email]);
});
