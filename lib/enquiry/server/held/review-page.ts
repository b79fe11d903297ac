import { fieldText } from '../field-words';
import { guernseyTime } from '../guernsey-time';
import type { EnquiryRecord } from '../store/record-schema';
import { unlinked } from '../unlinked';
import { heldBy } from './held-by';
import { refusedBy } from './held-view';
import { escapeHtml } from '@/lib/http';
import { page, para } from './review-document';

// What the page says of each enquiry waiting for an operator, and why it waits.
const waiting = {
  held: {
    why: ['Held by', heldBy],
    intro:
      'This enquiry was held as suspected spam. If a person wrote it, deliver it: it reaches you as any enquiry does, marked “released from held”, and you can reply to it from there.',
  },
  refused: {
    why: ['Refused by', refusedBy],
    intro:
      'Our mail server refused this enquiry’s message, so it could not reach you by e-mail, and it is not sent again by itself. If a person wrote it, answer them from your own mailbox, or deliver it once more: it reaches you marked as late, unless the mail server refuses it again.',
  },
} as const;

/** GET: the held or refused enquiry, whole and escaped, and one button. Nothing happens until it is pressed. */
export function reviewPage(record: EnquiryRecord): string {
  const { why, intro } = record.status === 'refused' ? waiting.refused : waiting.held;
  const rows: [string, string][] = [
    ['Received', `${guernseyTime(new Date(record.receivedAt))} (Guernsey time)`],
    ['Name', unlinked(record.fields.name)],
    ['Email', unlinked(record.fields.email)],
    ['Interest', fieldText('interest', record.fields)],
    ['Language', fieldText('language', record.fields)],
    ['Reference', record.reference],
    [why[0], why[1](record)],
  ];
  return page(`Enquiry from ${unlinked(record.fields.name)}`, [
    para(intro),
    `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`,
    `<h2 class="brand">Message</h2><blockquote>${escapeHtml(unlinked(record.fields.message))}</blockquote>`,
    `<form method="post"><button type="submit">Deliver this enquiry</button></form>`,
  ]);
}
