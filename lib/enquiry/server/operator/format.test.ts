import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sampleRecord } from '../store/sample-record.fixture';
import { recordBlock, recordJson, recordLine } from './format';

test('a listing line: reference, id, time, status, channel, who', () => {
  const record = sampleRecord({ receivedAt: '2026-01-10T09:30:00.000Z', status: 'held', channel: 'no-script' });
  assert.equal(
    recordLine(record),
    `${record.reference}  ${record.id}  2026-01-10 09:30 GMT  held         no-script  Zoë Le Page <zoe@example.gg>`,
  );
});

test('one record: every field, its status and when it goes', () => {
  const record = sampleRecord({ receivedAt: '2026-01-10T09:30:00.000Z', status: 'delivered' });
  const block = recordBlock(record);
  for (const line of [
    `Reference:  ${record.reference}`,
    `Id:         ${record.id}`,
    'Received:   2026-01-10 09:30 GMT',
    'Status:     delivered since 2026-01-10 09:30 GMT',
    'Kept until: 2026-02-09 09:30 GMT',
    'Interest:   Distributor',
    'Two pallets to St Helier, please.',
  ])
    assert.ok(block.includes(line), `${line}\n---\n${block}`);
  assert.equal(recordJson(record).expiresAt, '2026-02-09T09:30:00.000Z');
});

test('a waiting record: its attempts so far and when it is tried next, by itself', () => {
  const record = sampleRecord({
    receivedAt: '2026-01-10T09:30:00.000Z',
    status: 'undelivered',
    attempts: 2,
    nextAttemptAt: '2026-01-10T09:40:00.000Z',
  });
  const block = recordBlock(record);
  for (const line of ['Attempts:   2', 'Next try:   2026-01-10 09:40 GMT, by itself'])
    assert.ok(block.includes(line), `${line}\n---\n${block}`);
  assert.equal(recordJson(record).nextAttemptAt, '2026-01-10T09:40:00.000Z');
});
