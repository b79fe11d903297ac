import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EnquiryLogFields } from '@/lib/log';
import { watchSharedAllowance } from './rate-limit';

const DAY = 24 * 3600 * 1000;

function setup() {
  let clock = Date.parse('2026-11-24T09:00:00.000Z');
  const lines: (EnquiryLogFields & { level: string })[] = [];
  const spent = watchSharedAllowance({ warn: (fields) => void lines.push({ level: 'warn', ...fields }) }, () => clock);
  return { spent, lines, at: () => clock, advance: (ms: number) => void (clock += ms) };
}

test('one warning per spending, with the time it reopens, however many requests find it spent', () => {
  const { spent, lines, at, advance } = setup();
  const reopensAt = at() + DAY;
  for (let i = 0; i < 50; i++) {
    spent({ budget: 'enquiries', reopensAt });
    advance(60_000);
  }
  assert.deepEqual(lines, [
    {
      level: 'warn',
      event: 'enquiry.shared-spent',
      limit: 'shared',
      budget: 'enquiries',
      reopensAt: '2026-11-25T09:00:00.000Z',
    },
  ]);
});

test('spent again after it reopened is a new warning; each budget warns for itself', () => {
  const { spent, lines, at, advance } = setup();
  const first = at() + DAY;
  spent({ budget: 'enquiries', reopensAt: first });
  spent({ budget: 'attempts', reopensAt: first + 5_000 });
  spent({ budget: 'attempts', reopensAt: first + 5_000 });
  assert.deepEqual(
    lines.map((line) => line.budget),
    ['enquiries', 'attempts'],
  );
  advance(DAY - 1);
  spent({ budget: 'enquiries', reopensAt: first });
  assert.equal(lines.length, 2);
  advance(1);
  const second = at() + DAY;
  spent({ budget: 'enquiries', reopensAt: second });
  assert.equal(lines.length, 3);
  assert.equal(lines[2]?.reopensAt, new Date(second).toISOString());
  spent({ budget: 'enquiries', reopensAt: second });
  assert.equal(lines.length, 3);
});
