import { fieldText } from '../field-words';
import { guernseyTime } from '../guernsey-time';
import type { EnquiryRecord } from '../store/records';
import { heldBy } from './digest-view';
import { escape, page, para } from './review-document';

/** GET: the held enquiry, whole and escaped, and one button. Nothing happens until it is pressed. */
export function reviewPage(record: EnquiryRecord): string {
  const rows: [string, string][] = [
    ['Received', `${guernseyTime(new Date(record.receivedAt))} (Guernsey time)`],
    ['Name', record.fields.name],
    ['Email', record.fields.email],
    ['Interest', fieldText('interest', record.fields)],
    ['Language', fieldText('language', record.fields)],
    ['Reference', record.reference],
    ['Held by', heldBy],
  ];
  return page(`Enquiry from ${record.fields.name}`, [
    para(
      'This enquiry was held as suspected spam. If a person wrote it, deliver it: it reaches you as any enquiry does, marked “released from held”, and you can reply to it from there.',
    ),
    `<dl>${rows.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>`,
    `<h2 class="brand">Message</h2><blockquote>${escape(record.fields.message)}</blockquote>`,
    `<form method="post"><button type="submit">Deliver this enquiry</button></form>`,
  ]);
}
