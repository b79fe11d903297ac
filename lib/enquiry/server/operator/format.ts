import { enquiryFields } from '../../fields';
import { heldBy, heldByNames } from '../held/held-by';
import { expiresAt } from '../store/record-life';
import { heldForOf, type EnquiryRecord, type Receipt } from '../store/record-schema';
import { fieldText, fieldWords, lineFields, longField } from '../field-words';
import { guernseyStamp } from '../guernsey-time';
import { plural } from '../plural';
import { unlinked } from '../unlinked';

const statusWords: Record<EnquiryRecord['status'], string> = {
  received: 'received',
  delivered: 'delivered',
  undelivered: 'undelivered',
  held: 'held (suspected spam)',
  refused: 'refused by the mail server',
};

const channelWords: Record<EnquiryRecord['channel'], string> = {
  script: 'script (the form with JavaScript)',
  'no-script': 'no-script (the form without it)',
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const stamp = (iso: string | number) => guernseyStamp(new Date(iso));

// Held, or held once and released: which signals held it.
const held = (record: EnquiryRecord) => heldForOf(record).length > 0;

const notSentWords: Record<NonNullable<Receipt['why']>, string> = {
  address: 'the address had one in the day',
  site: "the site's receipts for the day were spent (CONTACT_RECEIPTS_DAILY_MAX)",
  refused: 'the mail server refused it',
  unsure: 'the mail server may have taken it, without saying so',
  late: 'not sent within a day of the enquiry',
  off: 'receipts were turned off',
};

// The visitor's receipt: what became of it, for one record.
function receiptWords({ state, attempts, nextAttemptAt, why }: Receipt): string {
  if (state === 'due')
    return `due ${nextAttemptAt ? stamp(nextAttemptAt) : 'now'}, after ${plural(attempts, 'attempt', 'attempts')}`;
  if (state === 'sending') return 'being sent, or cut off while it was: never sent again';
  if (state === 'sent') return 'sent to the visitor';
  return `not sent: ${why ? notSentWords[why] : 'no reason kept'}`;
}

export function recordLine(record: EnquiryRecord): string {
  const who = `${oneLine(record.fields.name)} <${record.fields.email}>`;
  const why = held(record) ? `  (held by: ${heldByNames(record)})` : '';
  return `${record.reference}  ${record.id}  ${stamp(record.receivedAt)}  ${record.status.padEnd(11)}  ${record.channel.padEnd(9)}  ${who}${why}`;
}

/** One record for a person at a terminal: what the visitor typed is shown unlinked (../unlinked.ts). */
export function recordBlock(record: EnquiryRecord): string {
  const rows: [string, string][] = [
    ['Reference', record.reference],
    ['Id', record.id],
    ['Received', stamp(record.receivedAt)],
    ['Channel', channelWords[record.channel]],
    [
      'Status',
      `${statusWords[record.status]}${record.refusal ? ` (${record.refusal})` : ''} since ${stamp(record.statusAt)}`,
    ],
    ...(held(record) ? [['Held by', heldBy(record)] as [string, string]] : []),
    ['Attempts', String(record.attempts)],
    ...(record.nextAttemptAt ? [['Next try', `${stamp(record.nextAttemptAt)}, by itself`] as [string, string]] : []),
    ...(record.receipt ? [['Receipt', receiptWords(record.receipt)] as [string, string]] : []),
    ['Kept until', stamp(expiresAt(record))],
    ...lineFields.map((field): [string, string] => [
      fieldWords[field].label,
      unlinked(fieldText(field, record.fields)),
    ]),
  ];
  const head = rows.map(([label, value]) => `${`${label}:`.padEnd(12)}${value}`).join('\n');
  return `${head}\n\n${unlinked(fieldText(longField, record.fields))}\n`;
}

/** For scripts: the record as stored, with when it goes. */
export const recordJson = (record: EnquiryRecord) => ({
  ...record,
  expiresAt: new Date(expiresAt(record)).toISOString(),
});

// A spreadsheet runs a cell that begins with one of these as a formula (or, with a tab or CR, can be made
// to), and one that reads the file split on another separator (a French or German one on `;`, or as tab-
// separated) starts a cell after each of those: OWASP's rule for CSV injection, every cell quoted and each such
// start given a leading apostrophe, which shows it as the text it is. Line breaks count as starts too.
const FORMULA_START = /(^|[;,\t\r\n])([=+\-@\t\r])/g;

export const csvCell = (value: string): string => `"${value.replace(FORMULA_START, "$1'$2").replaceAll('"', '""')}"`;

/** RFC 4180: CRLF between lines and after the last, the header first. */
export const csvLines = (rows: readonly (readonly string[])[]): string =>
  rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');

export const CSV_HEADER = [
  'reference',
  'id',
  'received',
  'channel',
  'status',
  'attempts',
  'next attempt',
  ...enquiryFields,
];

export const recordsCsv = (records: readonly EnquiryRecord[]): string =>
  csvLines([
    CSV_HEADER,
    ...records.map((record) => [
      record.reference,
      record.id,
      stamp(record.receivedAt),
      record.channel,
      record.status,
      String(record.attempts),
      record.nextAttemptAt ? stamp(record.nextAttemptAt) : '',
      ...enquiryFields.map((field) => fieldText(field, record.fields)),
    ]),
  ]);
