import assert from 'node:assert/strict';
import { test } from 'node:test';
import { escapeHtml } from '@/lib/http';
import { recordBlock, recordLine } from '../operator/format';
import { sampleRecord } from '../store/sample-record.fixture';
import { heldBy } from './held-by';
import { digestText, digestView } from './held-view';
import { reviewPage } from './review-page';

const links = (count: number) => Array.from({ length: count }, (_, i) => `https://deal${i}.example`).join(' ');

// Each signal's words, for a record it held: counts only, never a word the visitor typed.
const cases = [
  {
    record: sampleRecord({ status: 'held' }),
    words: 'The hidden field only automated senders fill in (the honeypot)',
    name: 'honeypot',
  },
  {
    record: sampleRecord({ status: 'held', heldFor: ['links'], message: `Deals for you: ${links(8)}` }),
    words: 'Its 8 links, more than an enquiry needs (we hold any with more than 5)',
    name: 'links',
  },
  {
    record: sampleRecord({ status: 'held', heldFor: ['links'], message: `Deals ${links(2)}` }),
    words: 'Its links, which make up most of the message (2 links, 1 other word)',
    name: 'links',
  },
  // Held before same text stopped holding alone: it reads as it was held.
  {
    record: sampleRecord({ status: 'held', heldFor: ['same-text'] }),
    words: 'Its text, sent from 3 or more email addresses within a day (case and spacing aside)',
    name: 'same text from 3+ addresses',
  },
  {
    record: sampleRecord({ status: 'held', heldFor: ['trap', 'same-text'] }),
    words:
      'The hidden field only automated senders fill in (the honeypot); its text, sent from 3 or more email ' +
      'addresses within a day (case and spacing aside)',
    name: 'honeypot, same text from 3+ addresses',
  },
];

test('each signal that held an enquiry is named in the digest, on its Review page, by show and by list', () => {
  for (const { record, words, name } of cases) {
    assert.equal(heldBy(record), words);
    assert.ok(digestText(digestView([record], 0, {})).includes(`\nHeld by: ${words}\n`), words);
    assert.ok(digestText(digestView([record], 0, {}, { quote: false })).includes(`\nHeld by: ${words}\n`), words);
    assert.ok(reviewPage(record).includes(`<dt>Held by</dt><dd>${escapeHtml(words)}</dd>`), words);
    assert.ok(recordBlock(record).includes(`\nHeld by:    ${words}\n`), words);
    assert.ok(recordLine(record).endsWith(`  (held by: ${name})`), name);
  }
});

test('the digest’s intro says what each signal it gives catches, and no other', () => {
  const intro = (...records: ReturnType<typeof sampleRecord>[]) => digestView(records, 0, {}).intro ?? '';
  const [trap, many, , sameText] = cases.map(({ record }) => record);
  const said = {
    trap: 'The hidden field is one visitors never see: automated senders fill it in',
    links: 'We hold a message with more than 5 links, or with more links than other words',
    'same-text':
      'We hold a message whose text, case and spacing aside, had already come from 2 other email addresses within a day only beside another signal: alone, that marks it in your mail and holds nothing (one held for it alone was held before that change).',
  };
  const saying = (text: string) =>
    Object.entries(said).flatMap(([signal, words]) => (text.includes(words) ? [signal] : []));
  assert.match(intro(trap!), /^This enquiry was held as suspected spam, for the reason given with it\. /);
  assert.deepEqual(saying(intro(trap!)), ['trap']);
  assert.deepEqual(saying(intro(many!)), ['links']);
  assert.deepEqual(saying(intro(sameText!, trap!)), ['trap', 'same-text']);
  assert.match(
    intro(sameText!, trap!),
    /^These enquiries were held as suspected spam, for the reason given with each\. /,
  );
  const refused = digestView([many!], 0, {}, { quote: false }).intro ?? '';
  assert.deepEqual(saying(refused), ['links']);
  assert.ok(!refused.includes('deal0'));
});
