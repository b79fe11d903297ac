import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { simpleParser } from 'mailparser';
import { parseServerEnv } from '@/lib/env';
import { backoffOf } from '../core/backoff';
import type { Delivery } from '../mail/deliver';
import { createMailer, type Mailer } from '../mail/mailer';
import { sqliteStore } from '../store/sqlite-store';
import { STALE_RECEIVED_MS } from '../store/periods';
import type { EnquiryRecord } from '../store/record-schema';
import { sampleRecord } from '../store/sample-record.fixture';
import { commandRunner } from './command-runner.fixture';
import { list } from './commands';
import type { OperatorServices } from './context';
import { release, resend } from './send-commands';

const accepted: Delivery = { ok: true, via: 'smtp', response: '250 Accepted' };

async function setUp(saved: EnquiryRecord[], clock = Date.now, env: Record<string, string> = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-send-'));
  const parsed = parseServerEnv({ SMTP_HOST: 'smtp.example.com', OUTBOX_DIR: dir, ...env });
  assert.ok(parsed.ok);
  const store = sqliteStore(dir, { now: clock });
  for (const record of saved) await store.insert(record);
  const sent: string[] = [];
  const output = { out: [] as string[], err: [] as string[] };
  const mailer: Mailer = {
    render: async (_enquiry, id) => ({ raw: Buffer.from(id), envelope: { from: '', to: [] } }),
    deliver: async (_mail, id) => (sent.push(id), accepted),
  };
  const services: OperatorServices = {
    env: parsed.env,
    store,
    outboxDir: dir,
    mailer,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    backoff: backoffOf(parsed.env),
    later: (work) => void work(),
    out: (text) => output.out.push(text),
    err: (text) => output.err.push(text),
    write: () => {},
  };
  return { store, sent, services, mailer, dir, run: commandRunner(services, output) };
}

test('resend sends an undelivered enquiry once, even with two operators at once; its record then reads delivered', async () => {
  const record = sampleRecord({ status: 'undelivered' });
  const { run, sent, store, mailer } = await setUp([record]);
  // The first operator's send is held open until the second has tried.
  const deliver = mailer.deliver;
  let reached = () => {};
  let open = () => {};
  const sending = new Promise<void>((resolve) => (reached = resolve));
  const gate = new Promise<void>((resolve) => (open = resolve));
  mailer.deliver = async (mail, id) => (reached(), await gate, deliver(mail, id));
  const first = run(resend, record.reference);
  await sending;
  mailer.deliver = deliver;
  const second = await run(resend, record.id);
  assert.deepEqual(
    [second.code, second.out],
    [0, `${record.id}: being sent elsewhere, or its claim could not be taken; skipped`],
  );
  open();
  // The two runs share one output: the first's line comes last.
  assert.equal((await first).out.split('\n').at(-1), `${record.id}: sent (250 Accepted)`);
  assert.deepEqual(sent, [record.id]);
  assert.equal((await store.find(record.id))?.status, 'delivered');
  const again = await run(resend, record.id);
  assert.deepEqual([again.code, again.out], [1, `${record.id}: not waiting (it is delivered)`]);
  assert.deepEqual(sent, [record.id]);
});

test('a resend that fails counts its attempt and waits for its next, as the site’s own tries do', async () => {
  const record = sampleRecord({ status: 'undelivered', attempts: 2 });
  const { run, store, mailer } = await setUp([record]);
  mailer.deliver = async () => ({
    ok: false,
    code: 'delivery-failed',
    detail: 'ECONNREFUSED',
    errorCode: 'ECONNREFUSED',
  });
  const failed = await run(resend, record.id);
  assert.deepEqual(
    [failed.code, failed.err],
    [1, `${record.id}: not sent, still undelivered: delivery-failed: ECONNREFUSED`],
  );
  const after = await store.find(record.id);
  assert.deepEqual([after?.status, after?.attempts, !!after?.nextAttemptAt], ['undelivered', 3, true]);
});

test('a record left received for over an hour is listed as undelivered and sent by resend --all; a fresh one is not', async () => {
  let clock = Date.parse('2026-04-01T10:00:00Z');
  const at = new Date(clock).toISOString();
  const cut = sampleRecord({ status: 'received', receivedAt: at });
  const undelivered = sampleRecord({ status: 'undelivered', receivedAt: at });
  const { run, sent, store } = await setUp(
    [cut, undelivered, sampleRecord({ status: 'held', receivedAt: at })],
    () => clock,
  );
  clock += STALE_RECEIVED_MS + 1;
  const fresh = sampleRecord({ status: 'received', receivedAt: new Date(clock).toISOString() });
  await store.insert(fresh);
  assert.match(
    (await run(list, '--status', 'undelivered')).out,
    new RegExp(`${cut.reference}  ${cut.id} .* undelivered`),
  );
  const all = await run(resend, '--all');
  assert.equal(all.code, 0, all.err);
  assert.deepEqual(sent.sort(), [cut.id, undelivered.id].sort());
  assert.equal((await run(resend, '--all')).out, 'No undelivered enquiries.');
  assert.equal((await store.find(fresh.id))?.status, 'received');
  assert.equal((await run(resend, fresh.id)).out, `${fresh.id}: not waiting (it is received)`);
});

test('a released held enquiry arrives as an enquiry mail marked "released from held", with what held it, in subject and both parts', async () => {
  const sentMail = async (status: 'held' | 'refused') => {
    const held = status === 'held' && { heldFor: ['trap' as const, 'same-text' as const] };
    const record = sampleRecord({ status, attempts: status === 'held' ? 0 : 1, ...held });
    const { run, services } = await setUp([record]);
    let raw: Buffer | undefined;
    services.mailer = {
      render: createMailer(services.env).render,
      deliver: async (mail) => ((raw = Buffer.from(mail.raw)), accepted),
    };
    const answer = await run(release, record.id);
    assert.ok(raw, answer.out + answer.err);
    return simpleParser(raw);
  };
  const mail = await sentMail('held');
  assert.match(mail.subject ?? '', /^\[Released from held\] Website enquiry /);
  assert.match(mail.text ?? '', /Released from held: this enquiry was held as suspected spam/);
  assert.match(String(mail.html), /Released from held: this enquiry was held as suspected spam/);
  const why =
    'Held by: The hidden field only automated senders fill in (the honeypot); its text, sent from 3 or more ' +
    'email addresses within a day (case and spacing aside).';
  for (const part of [mail.text ?? '', String(mail.html)]) assert.ok(part.replace(/\s+/g, ' ').includes(why), part);
  // One the mail server refused is sent late instead, as every enquiry tried before.
  const refused = await sentMail('refused');
  assert.doesNotMatch(`${refused.subject} ${refused.text}`, /Released from held/);
  assert.match(refused.text ?? '', /^Delivered late\./);
});

test('release without SMTP_HOST refuses, as resend does: the enquiry stays held and nothing is written', async () => {
  const record = sampleRecord({ status: 'held' });
  const { run, store, sent } = await setUp([record], Date.now, { SMTP_HOST: '' });
  const answer = await run(release, record.reference);
  assert.deepEqual([answer.code, answer.err], [1, 'SMTP_HOST is not set: releasing needs the SMTP server.']);
  assert.equal((await store.find(record.id))?.status, 'held');
  assert.deepEqual(sent, []);
});
