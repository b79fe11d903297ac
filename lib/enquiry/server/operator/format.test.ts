import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Receipt } from '../store/record-schema';
import { sampleRecord } from '../store/sample-record.fixture';
import { CSV_HEADER, csvCell, csvLines, recordBlock, recordJson, recordLine, recordsCsv } from './format';

test('a listing line: reference, id, time, status, channel, who, and what held one held', () => {
  const at = { receivedAt: '2026-01-10T09:30:00.000Z', channel: 'no-script' } as const;
  const record = sampleRecord({ ...at, status: 'delivered' });
  assert.equal(
    recordLine(record),
    `${record.reference}  ${record.id}  2026-01-10 09:30 GMT  delivered    no-script  Zoë Le Page <zoe@example.gg>`,
  );
  // One held before the other signals was held by the trap.
  const trapped = sampleRecord({ ...at, status: 'held' });
  assert.equal(
    recordLine(trapped),
    `${trapped.reference}  ${trapped.id}  2026-01-10 09:30 GMT  held         no-script  Zoë Le Page <zoe@example.gg>  (held by: honeypot)`,
  );
  const held = sampleRecord({ ...at, status: 'held', heldFor: ['links', 'same-text'] });
  assert.match(recordLine(held), /<zoe@example\.gg> {2}\(held by: links, same text from 3\+ addresses\)$/);
  // Released, it still says what held it.
  assert.match(recordLine({ ...held, status: 'delivered' }), /delivered .* \(held by: links, same text/);
});

test('a held record: what held it, in words', () => {
  const message = `Deals: ${Array.from({ length: 8 }, (_, i) => `https://deal${i}.example`).join(' ')}`;
  const block = recordBlock(sampleRecord({ status: 'held', heldFor: ['links'], message }));
  assert.ok(
    block.includes('Held by:    Its 8 links, more than an enquiry needs (we hold any with more than 5)\n'),
    block,
  );
  assert.ok(!recordBlock(sampleRecord()).includes('Held by'));
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

test('a delivered record says what became of its receipt: due, sent, or not sent and why', () => {
  const at = '2026-01-10T09:30:00.000Z';
  const block = (receipt?: Receipt) => recordBlock(sampleRecord({ receivedAt: at, receipt }));
  assert.ok(block({ state: 'sent', attempts: 1 }).includes('Receipt:    sent to the visitor\n'));
  assert.ok(
    block({ state: 'due', attempts: 1, nextAttemptAt: '2026-01-10T09:35:00.000Z' }).includes(
      'Receipt:    due 2026-01-10 09:35 GMT, after 1 attempt\n',
    ),
  );
  assert.ok(
    block({ state: 'not-sent', attempts: 0, why: 'address' }).includes('not sent: the address had one in the day'),
  );
  assert.ok(!block(undefined).includes('Receipt:'));
});

test('every cell is quoted, with quotes doubled (RFC 4180)', () => {
  assert.equal(csvCell('plain'), '"plain"');
  assert.equal(csvCell('a,b'), '"a,b"');
  assert.equal(csvCell('say "hi"'), '"say ""hi"""');
  assert.equal(csvCell('two\nlines'), '"two\nlines"');
  assert.equal(
    csvLines([
      ['a', 'b'],
      ['c', 'd'],
    ]),
    '"a","b"\r\n"c","d"\r\n',
  );
});

test('a cell that a spreadsheet would run as a formula is shown as text, in every locale', () => {
  for (const start of ['=', '+', '-', '@', '\t', '\r']) assert.equal(csvCell(`${start}1+1`)[1], "'");
  assert.equal(csvCell('=HYPERLINK("http://x")'), '"\'=HYPERLINK(""http://x"")"');
  assert.equal(csvCell('a=1'), '"a=1"');
  // Split on `;` (a French or German spreadsheet), on tabs, or on a comma inside the quotes, a cell starts there.
  assert.equal(csvCell('Hello;=1+1'), `"Hello;'=1+1"`);
  assert.equal(csvCell('Hello\t+1+1'), `"Hello\t'+1+1"`);
  assert.equal(csvCell('a,-2+3;@SUM(1)'), `"a,'-2+3;'@SUM(1)"`);
  assert.equal(csvCell('line\n=1'), `"line\n'=1"`);
  assert.equal(csvCell('a - b; c = d'), '"a - b; c = d"');
});

test('no records: the header line alone', () => {
  assert.equal(recordsCsv([]), `${CSV_HEADER.map((cell) => `"${cell}"`).join(',')}\r\n`);
});

test('a record: its reference, id, Guernsey time, and the fields as sent, with the language written in', () => {
  const record = sampleRecord({ receivedAt: '2026-07-01T13:05:00.000Z', message: '=cmd|" /C calc"!A0\nthanks' });
  const [, line] = recordsCsv([record]).split('\r\n');
  assert.equal(
    line,
    `"${record.reference}","${record.id}","2026-07-01 14:05 BST","script","delivered","0","","Zoë Le Page","zoe@example.gg","Distributor","English","'=cmd|"" /C calc""!A0\nthanks"`,
  );
  const [, french] = recordsCsv([sampleRecord({ language: 'fr' })]).split('\r\n');
  assert.match(french!, /,"Distributor","French",/);
});

test('a waiting record: its attempts so far and when it is tried next', () => {
  const record = sampleRecord({ status: 'undelivered', attempts: 3, nextAttemptAt: '2026-07-01T14:05:00.000Z' });
  const [, line] = recordsCsv([record]).split('\r\n');
  assert.match(line!, /,"undelivered","3","2026-07-01 15:05 BST","Zoë/);
});
