import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ANNOUNCED_STATUSES, indexesBefore, LIFE, RECORD_INDEXES, statusesIn, WAITING_STATUSES } from './record-life';
import { RECORD_STATUSES } from './record-schema';

const list = (statuses: readonly string[]) => (statuses.length ? statuses.map((s) => `\`${s}\``).join(', ') : '—');
const due = { send: 'its send, at its next attempt or at once', receipt: 'its receipt, while that is due' };
const from = { receivedAt: 'receipt', statusAt: 'it reached this status' };

/** The table docs/enquiries.md shows, from LIFE. */
const rows = RECORD_STATUSES.map((status) => {
  const life = LIFE[status];
  return [
    `\`${status}\``,
    list(life.next),
    life.due ? due[life.due] : 'never: it waits for an operator',
    `${life.kept.days} days after ${from[life.kept.from]}`,
    life.index ? `\`${life.index}\`` : '—',
  ];
});

test('docs/enquiries.md shows a record’s life as record-life.ts has it, status by status', () => {
  const docs = readFileSync('docs/enquiries.md', 'utf8');
  const section = docs.slice(docs.indexOf('### A record’s life'));
  const table = section.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
  assert.deepEqual(cells(table[0]!), ['Status', 'What may follow', 'Due for', 'Expires', 'Index']);
  assert.deepEqual(table.slice(2).map(cells), rows);
});

test('a record’s life holds together: what waits is due for its send, an index counts from receipt, none becomes held', () => {
  assert.deepEqual(
    WAITING_STATUSES,
    RECORD_STATUSES.filter((status) => LIFE[status].due === 'send'),
  );
  assert.deepEqual(ANNOUNCED_STATUSES, ['held', 'refused']);
  // Both engines list an index's ids by receipt, and forget them once the longest of its periods is over.
  for (const index of RECORD_INDEXES)
    for (const status of statusesIn(index)) assert.equal(LIFE[status].kept.from, 'receivedAt', status);
  // Held only at intake: a held record was never in another index, so writing it clears none (Redis's WRITE).
  for (const status of RECORD_STATUSES) assert.ok(!LIFE[status].next.includes('held'), status);
  assert.deepEqual(indexesBefore('held'), ['held']);
  assert.deepEqual(indexesBefore('delivered').sort(), ['due', 'held', 'refused', 'waiting']);
  assert.deepEqual(indexesBefore('received').sort(), ['due', 'waiting']);
  // Every send ends delivered, undelivered or refused: each status a send starts from may go to what it ends.
  for (const status of [...WAITING_STATUSES, ...ANNOUNCED_STATUSES])
    assert.ok(LIFE[status].next.includes('delivered') && LIFE[status].next.includes('refused'), status);
});
