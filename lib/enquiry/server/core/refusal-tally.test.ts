import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EnquiryLogFields } from '@/lib/log';
import { createRefusalTally, realClock } from './refusal-tally';

// The default period (LOG_REFUSALS_EVERY_S, 60).
const REFUSAL_SUMMARY_MS = 60_000;

// A clock the test moves by hand; its timers run only when the test says they are due.
function setup() {
  let clock = Date.parse('2026-11-24T09:00:00.000Z');
  let timers: { at: number; run: () => void }[] = [];
  const lines: (EnquiryLogFields & { at: number })[] = [];
  const tally = createRefusalTally(
    { info: (fields) => void lines.push({ ...fields, at: clock }) },
    REFUSAL_SUMMARY_MS,
    { now: () => clock, later: (run, ms) => timers.push({ at: clock + ms, run }) },
  );
  /** Moves the clock on, running each timer that falls due on the way, in order. */
  const advance = (ms: number) => {
    const until = clock + ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      clock = due.at;
      due.run();
    }
    clock = until;
  };
  return { tally, lines, advance, timers: () => timers };
}

const iso = (text: string) => new Date(text).toISOString();

test('with nothing refused no timer is set and no line written, and a failed delivery is no refusal', () => {
  const { tally, lines, advance, timers } = setup();
  advance(10 * REFUSAL_SUMMARY_MS);
  for (const code of ['auth-failed', 'delivery-failed', 'may-have-arrived', 'unexpected'] as const) tally.count(code);
  assert.deepEqual(timers(), []);
  advance(10 * REFUSAL_SUMMARY_MS);
  assert.deepEqual(lines, []);
});

test("a minute's refusals are summed in one line by code, written a minute after the first, with its time", () => {
  const { tally, lines, advance, timers } = setup();
  advance(5_000);
  tally.count('too-large');
  advance(1_000);
  for (const code of ['rate-limited', 'validation', 'rate-limited', 'length-required', 'foreign-origin'] as const)
    tally.count(code);
  assert.equal(timers().length, 1);
  advance(REFUSAL_SUMMARY_MS - 1_001);
  assert.deepEqual(lines, []);
  advance(1);
  assert.deepEqual(lines, [
    {
      event: 'enquiry.refusals',
      refused: { 'too-large': 1, 'rate-limited': 2, validation: 1, 'length-required': 1, 'foreign-origin': 1 },
      since: iso('2026-11-24T09:00:05.000Z'),
      at: Date.parse('2026-11-24T09:01:05.000Z'),
    },
  ]);
  // Nothing since: nothing more, however long the process runs.
  advance(60 * REFUSAL_SUMMARY_MS);
  assert.equal(lines.length, 1);
});

test('without its timer (a frozen process), the next refusal after a minute writes the period, and starts the next', () => {
  let clock = 0;
  const lines: EnquiryLogFields[] = [];
  const timers: (() => void)[] = [];
  const tally = createRefusalTally({ info: (fields) => void lines.push(fields) }, REFUSAL_SUMMARY_MS, {
    now: () => clock,
    later: (run) => timers.push(run),
  });
  tally.count('invalid-json');
  tally.count('invalid-json');
  clock = REFUSAL_SUMMARY_MS + 30_000;
  tally.count('form-busy');
  assert.deepEqual(lines, [{ event: 'enquiry.refusals', refused: { 'invalid-json': 2 }, since: iso('1970-01-01') }]);
  // The first period's timer, late, leaves the second alone: it is not a minute old.
  timers[0]!();
  assert.equal(lines.length, 1);
  timers[1]!();
  assert.deepEqual(lines[1], {
    event: 'enquiry.refusals',
    refused: { 'form-busy': 1 },
    since: new Date(REFUSAL_SUMMARY_MS + 30_000).toISOString(),
  });
});

test('a flood of refusals over five minutes: lines a minute apart at least, and every refusal counted once', () => {
  const { tally, lines, advance } = setup();
  let sent = 0;
  for (let second = 0; second < 300; second++) {
    for (let i = 0; i < 7; i++, sent++) tally.count(i % 2 ? 'rate-limited' : 'not-an-object');
    advance(1_000);
  }
  advance(REFUSAL_SUMMARY_MS);
  const times = lines.map((line) => line.at);
  assert.ok(times.length >= 4 && times.length <= 5, `${times.length} lines`);
  for (let i = 1; i < times.length; i++) assert.ok(times[i]! - times[i - 1]! >= REFUSAL_SUMMARY_MS, String(times));
  const counted = lines.flatMap((line) => Object.values(line.refused ?? {})).reduce((sum, n) => sum + (n ?? 0), 0);
  assert.equal(counted, sent);
});

test("the real clock's timer never holds the process open", () => {
  const timer = realClock.later(() => assert.fail('never runs'), REFUSAL_SUMMARY_MS) as NodeJS.Timeout;
  try {
    assert.equal(timer.hasRef(), false);
  } finally {
    clearTimeout(timer);
  }
});

test('a wrong bearer on /api/cron is counted with the enquiry refusals, by its own code', () => {
  const { tally, lines, advance } = setup();
  tally.count('unauthorized');
  tally.count('validation');
  tally.count('unauthorized');
  advance(REFUSAL_SUMMARY_MS);
  assert.deepEqual(
    lines.map((line) => line.refused),
    [{ unauthorized: 2, validation: 1 }],
  );
});
