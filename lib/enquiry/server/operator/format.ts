import { expiresAt, type EnquiryRecord } from '../store/records';
import { fieldText, fieldWords, lineFields, longField } from '../field-words';
import { guernseyStamp } from '../guernsey-time';

// What an operator reads in a terminal: one line per record in a listing, a block for one record.

const statusWords: Record<EnquiryRecord['status'], string> = {
  received: 'received',
  delivered: 'delivered',
  undelivered: 'undelivered',
  held: 'held (suspected spam)',
};

const channelWords: Record<EnquiryRecord['channel'], string> = {
  script: 'script (the form with JavaScript)',
  'no-script': 'no-script (the form without it)',
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function recordLine(record: EnquiryRecord): string {
  const who = `${oneLine(record.fields.name)} <${record.fields.email}>`;
  const received = guernseyStamp(new Date(record.receivedAt));
  return `${record.reference}  ${record.id}  ${received}  ${record.status.padEnd(11)}  ${record.channel.padEnd(9)}  ${who}`;
}

export function recordBlock(record: EnquiryRecord): string {
  const rows: [string, string][] = [
    ['Reference', record.reference],
    ['Id', record.id],
    ['Received', guernseyStamp(new Date(record.receivedAt))],
    ['Channel', channelWords[record.channel]],
    ['Status', `${statusWords[record.status]} since ${guernseyStamp(new Date(record.statusAt))}`],
    ['Attempts', String(record.attempts)],
    ...(record.nextAttemptAt
      ? [['Next try', `${guernseyStamp(new Date(record.nextAttemptAt))}, by itself`] as [string, string]]
      : []),
    ['Kept until', guernseyStamp(new Date(expiresAt(record)))],
    ...lineFields.map((field): [string, string] => [fieldWords[field].label, fieldText(field, record.fields)]),
  ];
  const head = rows.map(([label, value]) => `${`${label}:`.padEnd(12)}${value}`).join('\n');
  return `${head}\n\n${fieldText(longField, record.fields)}\n`;
}

/** For scripts: the record as stored, with when it goes. */
export const recordJson = (record: EnquiryRecord) => ({
  ...record,
  expiresAt: new Date(expiresAt(record)).toISOString(),
});
