import assert from 'node:assert/strict';
import { test } from 'node:test';
import { guernseyStamp, guernseyTime, guernseyTimeIn, parseGuernseyDay } from './guernsey-time';

test('Guernsey local time is written out, in GMT in winter and BST in summer', () => {
  assert.equal(guernseyTime(new Date('2025-01-14T09:30:00Z')), 'Tuesday 14 January 2025 at 09:30 GMT');
  assert.equal(guernseyTime(new Date('2025-07-01T08:05:00Z')), 'Tuesday 1 July 2025 at 09:05 BST');
  // The clocks go forward at 01:00 UTC on the last Sunday of March.
  assert.equal(guernseyTime(new Date('2025-03-30T00:59:00Z')), 'Sunday 30 March 2025 at 00:59 GMT');
  assert.equal(guernseyTime(new Date('2025-03-30T01:00:00Z')), 'Sunday 30 March 2025 at 02:00 BST');
});

test('times read in Guernsey: GMT in winter, BST in summer', () => {
  assert.equal(guernseyStamp(new Date('2026-01-10T09:30:00Z')), '2026-01-10 09:30 GMT');
  assert.equal(guernseyStamp(new Date('2026-07-10T09:30:00Z')), '2026-07-10 10:30 BST');
  // The days the clocks change start at midnight of the offset in force then.
  assert.equal(parseGuernseyDay('2026-03-29')?.toISOString(), '2026-03-29T00:00:00.000Z');
  assert.equal(parseGuernseyDay('2026-10-25')?.toISOString(), '2026-10-24T23:00:00.000Z');
  assert.equal(parseGuernseyDay('2026-13-01'), undefined);
});

test('a visitor’s time in French: the day and month in French, the first of a month 1er, the time as 9 h 05', () => {
  const { fr, en } = guernseyTimeIn;
  assert.equal(fr(new Date('2025-06-01T08:05:00Z')), 'dimanche 1er juin 2025 à 9\u00A0h\u00A005');
  assert.equal(fr(new Date('2025-01-14T21:30:00Z')), 'mardi 14 janvier 2025 à 21\u00A0h\u00A030');
  assert.equal(en(new Date('2025-01-14T21:30:00Z')), 'Tuesday 14 January 2025 at 21:30 GMT');
});
