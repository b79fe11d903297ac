import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { createLog, enquiryLog, type EnquiryLogFields } from './log';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  return { log: createLog(stream), lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

test('an enquiry line is one JSON object with level, time, event, id, reference, outcome and durations', async () => {
  const { log, lines } = capture();
  enquiryLog(log).info({
    event: 'enquiry.delivered',
    id: 'a1',
    reference: 'K7M-2QX',
    outcome: 'delivered',
    durations: { deliveryMs: 12 },
  });
  await new Promise((resolve) => setImmediate(resolve));
  const [line] = lines();
  assert.equal(line?.level, 'info');
  assert.match(String(line?.time), /^\d{4}-\d\d-\d\dT/);
  assert.deepEqual(
    { ...line, time: undefined },
    {
      level: 'info',
      time: undefined,
      event: 'enquiry.delivered',
      id: 'a1',
      reference: 'K7M-2QX',
      outcome: 'delivered',
      deliveryMs: 12,
    },
  );
});

test('fields outside the closed set never reach the line, even when a caller forces them in', async () => {
  const { log, lines } = capture();
  const sneaky = { event: 'enquiry.kept', email: 'visitor@example.com', message: 'secret' } as EnquiryLogFields;
  enquiryLog(log).warn(sneaky);
  await new Promise((resolve) => setImmediate(resolve));
  const text = JSON.stringify(lines());
  assert.doesNotMatch(text, /visitor@example\.com|secret/);
  assert.equal(lines()[0]?.level, 'warn');
});

test('a refusal line carries its code, limit, budget, reopening time and counts, and nothing else', async () => {
  const { log, lines } = capture();
  const refusals = enquiryLog(log);
  refusals.warn({
    event: 'enquiry.shared-spent',
    limit: 'shared',
    budget: 'enquiries',
    reopensAt: '2026-11-25T09:00:00.000Z',
  });
  refusals.info({
    event: 'enquiry.refusals',
    refused: { validation: 12, 'too-large': 3, unauthorized: 2, '203.0.113.9': 1 },
    since: '2026-11-24T09:00:00.000Z',
    address: '203.0.113.9',
  } as EnquiryLogFields);
  await new Promise((resolve) => setImmediate(resolve));
  const [spent, summary] = lines().map(({ time, ...line }) => (assert.ok(time), line));
  assert.deepEqual(spent, {
    level: 'warn',
    event: 'enquiry.shared-spent',
    limit: 'shared',
    budget: 'enquiries',
    reopensAt: '2026-11-25T09:00:00.000Z',
  });
  assert.deepEqual(summary, {
    level: 'info',
    event: 'enquiry.refusals',
    refused: { validation: 12, 'too-large': 3, unauthorized: 2 },
    since: '2026-11-24T09:00:00.000Z',
  });
});
