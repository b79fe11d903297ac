import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseServerEnv } from '@/lib/env';
import { recordsWithFallback } from '../store/records-fallback';
import { sqliteRecords } from '../store/records-sqlite';
import { STALE_RECEIVED_MS, type EnquiryRecord } from '../store/records';
import { sampleRecord } from '../store/sample-record.fixture';
import { commandRunner } from './command-runner.fixture';
import { list } from './commands';
import type { OperatorContext } from './context';
import { resendCommand } from './send-once';

const smtp = parseServerEnv({ SMTP_HOST: 'smtp.example.com' });
assert.ok(smtp.ok);
const resend = resendCommand(smtp.env);

async function setUp(saved: EnquiryRecord[], clock = Date.now) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sarnia-resend-'));
  const records = recordsWithFallback([sqliteRecords(dir, { now: clock })], clock);
  for (const record of saved) await records.save(record);
  const sent: string[] = [];
  const output = { out: [] as string[], err: [] as string[] };
  const context: OperatorContext = {
    records,
    deliver: async (record) => {
      sent.push(record.id);
      return { ok: true, detail: '250 Accepted' };
    },
    out: (text) => output.out.push(text),
    err: (text) => output.err.push(text),
    write: () => {},
  };
  const run = commandRunner(context, output);
  return { records, sent, run, context };
}

test('resend sends an undelivered enquiry once, even with two operators at once; its record then reads delivered', async () => {
  const record = sampleRecord({ status: 'undelivered' });
  const { run, sent, records, context } = await setUp([record]);
  // The first operator's send is held open until the second has tried.
  const deliver = context.deliver;
  let reached = () => {};
  let open = () => {};
  const sending = new Promise<void>((resolve) => (reached = resolve));
  const gate = new Promise<void>((resolve) => (open = resolve));
  context.deliver = async (found) => (reached(), await gate, deliver(found));
  const first = run(resend, record.reference);
  await sending;
  context.deliver = deliver;
  const second = await run(resend, record.id);
  assert.deepEqual([second.code, second.out], [0, `${record.id}: being sent elsewhere; skipped`]);
  open();
  // The two runs share one output: the first's line comes last.
  assert.equal((await first).out.split('\n').at(-1), `${record.id}: sent (250 Accepted)`);
  assert.deepEqual(sent, [record.id]);
  assert.equal((await records.find(record.id))?.status, 'delivered');
  const again = await run(resend, record.id);
  assert.deepEqual([again.code, again.out], [1, `${record.id}: not waiting (it is delivered)`]);
  assert.deepEqual(sent, [record.id]);
});

test('a record left received for over an hour is listed as undelivered and sent by resend --all; a fresh one is not', async () => {
  let clock = Date.parse('2026-04-01T10:00:00Z');
  const at = new Date(clock).toISOString();
  const cut = sampleRecord({ status: 'received', receivedAt: at });
  const undelivered = sampleRecord({ status: 'undelivered', receivedAt: at });
  const { run, sent, records } = await setUp(
    [cut, undelivered, sampleRecord({ status: 'held', receivedAt: at })],
    () => clock,
  );
  clock += STALE_RECEIVED_MS + 1;
  const fresh = sampleRecord({ status: 'received', receivedAt: new Date(clock).toISOString() });
  await records.save(fresh);
  assert.match(
    (await run(list, '--status', 'undelivered')).out,
    new RegExp(`${cut.reference}  ${cut.id} .* undelivered`),
  );
  const all = await run(resend, '--all');
  assert.equal(all.code, 0, all.err);
  assert.deepEqual(sent.sort(), [cut.id, undelivered.id].sort());
  assert.equal((await run(resend, '--all')).out, 'No undelivered enquiries.');
  assert.equal((await records.find(fresh.id))?.status, 'received');
  assert.equal((await run(resend, fresh.id)).out, `${fresh.id}: not waiting (it is received)`);
});
