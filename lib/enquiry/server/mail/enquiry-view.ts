import type { Enquiry } from '../../schema';
import { languageField, type EnquiryField } from '../../fields';
import { fieldText, fieldWords, lineFields, longField } from '../field-words';
import { defaultLocale, localeFacts, type Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site/facts';
import { guernseyTime } from '../guernsey-time';
import { plural } from '../plural';
import { referenceFor } from '../reference';

/** Everything the operators' e-mail shows, in words, shared by its HTML and plain-text parts. */
export type EnquiryView = ReturnType<typeof enquiryView>;

/** An enquiry sent late, on its `attempts`-th attempt (retried, or resent by an operator). */
export type Lateness = { attempts: number };

const lateNotice = (received: string, { attempts }: Lateness) =>
  `Delivered late. This enquiry was received ${received} (Guernsey time) and reaches you after ${plural(attempts, 'attempt', 'attempts')}: please answer it first.`;

// RFC 6068: the address is percent-encoded except its '@', so '?', '&' or '%' in a local part stay in the address.
export function mailtoHref(address: string, subject: string): string {
  const to = encodeURIComponent(address).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}

// The page it came from too, so a reply can be in the same language.
const languageLine = (locale: Locale) => `${localeFacts[locale].englishName}, from ${localeFacts[locale].home}`;

/**
 * `note`: a line under the time received, saying how this enquiry reached the operators when not as usual.
 * `replies`: false where the visitor's address could not be the Reply-To (mailer.ts), so replying would not reach them.
 */
export function enquiryView(
  enquiry: Enquiry,
  id: string,
  receivedAt: Date,
  { late, note, replies = true }: { late?: Lateness; note?: string; replies?: boolean } = {},
) {
  const interest = fieldText('interest', enquiry);
  const text = (field: EnquiryField) =>
    field === languageField ? languageLine(enquiry.language ?? defaultLocale) : fieldText(field, enquiry);
  const messageLines = fieldText(longField, enquiry).split(/\r\n|\r|\n/);
  const firstLine = messageLines.find((line) => line.trim()) ?? '';
  const reference = referenceFor(id);
  const received = guernseyTime(receivedAt);
  return {
    id,
    reference,
    name: enquiry.name,
    email: enquiry.email,
    interest,
    rows: lineFields.map((field) => ({ field, label: fieldWords[field].label, text: text(field) })),
    messageLabel: fieldWords[longField].label,
    messageLines,
    received,
    receivedIso: receivedAt.toISOString(),
    replyHref: mailtoHref(enquiry.email, `Your enquiry to ${site.name}, reference ${reference}`),
    replyLabel: `Reply to ${enquiry.name}`,
    subject: `Website enquiry ${reference} (${interest}) from ${enquiry.name}`,
    preview: `${interest}: ${firstLine.length > 90 ? `${firstLine.slice(0, 89)}…` : firstLine}`,
    ...(late && { late: lateNotice(received, late) }),
    note,
    replies,
  };
}

// The same words as the HTML, in the same order.
export function enquiryText(view: EnquiryView): string {
  return [
    ...(view.late ? [view.late, ''] : []),
    `New enquiry from ${view.name}`,
    `Received ${view.received} (Guernsey time)`,
    ...(view.note ? ['', view.note] : []),
    '',
    ...view.rows.map(({ label, text }) => `${label}: ${text}`),
    '',
    `${view.messageLabel}:`,
    ...view.messageLines,
    '',
    `${view.replyLabel}: ${view.replies ? 'reply to this e-mail, or write' : 'write'} to ${view.email}.`,
    '',
    '--',
    `Sent by the contact form on the ${site.name} website.`,
    `Reference ${view.reference} (enquiry ${view.id})`,
  ].join('\n');
}
