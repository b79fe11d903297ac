import { enquiryFields } from '../../fields';
import { fieldText } from '../field-words';
import type { EnquiryRecord } from '../store/records';
import { guernseyStamp } from '../guernsey-time';

// A spreadsheet runs a cell that begins with one of these as a formula (or, with a tab or CR, can be
// made to): such a cell gets a leading apostrophe, which shows it as the text it is.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180: CRLF between lines and after the last, the header first. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** The record's own columns, then every field the visitor sent, in the list's order. */
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

export function recordsCsv(records: readonly EnquiryRecord[]): string {
  return csvLines([
    CSV_HEADER,
    ...records.map((record) => [
      record.reference,
      record.id,
      guernseyStamp(new Date(record.receivedAt)),
      record.channel,
      record.status,
      String(record.attempts),
      record.nextAttemptAt ? guernseyStamp(new Date(record.nextAttemptAt)) : '',
      ...enquiryFields.map((field) => fieldText(field, record.fields)),
    ]),
  ]);
}
