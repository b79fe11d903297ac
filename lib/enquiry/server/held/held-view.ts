import { site } from '@/lib/site/facts';
import { retention } from '@/lib/site/retention';
import { fieldText } from '../field-words';
import { guernseyTime } from '../guernsey-time';
import { expiresAt, type EnquiryRecord } from '../store/records';
import { escape, page, para } from './review-document';
import { reviewToken } from './review-token';
import { unlinked } from '../unlinked';

// A held enquiry as the digest and the Review page show it.

// The Review page shows it whole.
const DIGEST_MESSAGE_CHARS = 500;

const heldBy = 'The hidden field only automated senders fill in (the honeypot)';

export type DigestView = ReturnType<typeof digestView>;
export type HeldItem = DigestView['items'][number];

type Links = { siteUrl?: string; secret?: string };
type Review = { href: string } | { command: string };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function digestView(held: EnquiryRecord[], dropped: number, { siteUrl, secret }: Links) {
  const linked = !!(siteUrl && secret);
  const items = held.map((record) => {
    const message = record.fields.message;
    const cut = message.length > DIGEST_MESSAGE_CHARS;
    const quoted = cut ? `${message.slice(0, DIGEST_MESSAGE_CHARS).trimEnd()}…` : message;
    const review: Review = linked
      ? { href: new URL(`/operators/held/${reviewToken(secret!, record.id, expiresAt(record))}`, siteUrl).href }
      : { command: `npm run enquiries -- release ${record.reference}` };
    return {
      reference: record.reference,
      received: guernseyTime(new Date(record.receivedAt)),
      receivedIso: record.receivedAt,
      name: unlinked(record.fields.name),
      email: unlinked(record.fields.email),
      interest: fieldText('interest', record.fields),
      heldBy,
      messageLines: unlinked(quoted).split(/\r\n|\r|\n/),
      cut,
      review,
    };
  });
  const count = plural(held.length, 'enquiry', 'enquiries');
  return {
    subject: `${count} held as suspected spam`,
    items,
    intro:
      `${held.length === 1 ? 'This enquiry' : 'These enquiries'} filled in the form’s hidden field, which ` +
      'visitors never see. Automated senders fill it in; now and then a person’s browser or password manager ' +
      'does too. If a person wrote one, deliver it, and it reaches you like any other enquiry. Web and e-mail ' +
      'addresses written by the sender are shown with [.] for each dot, so none opens from this e-mail.',
    dropped: dropped
      ? `Since the last digest, ${plural(dropped, 'older held enquiry was', 'older held enquiries were')} ` +
        `removed unread: we keep ${retention.heldCap} held at most, and the oldest go first.`
      : undefined,
    withoutLinks: linked
      ? undefined
      : 'This digest has no Review links, because SITE_URL or OPERATOR_LINK_SECRET is not set. To deliver an ' +
        'enquiry, run the command shown beside it where the site’s settings are.',
  };
}

// The same words as the HTML, in the same order.
export function digestText(view: DigestView): string {
  const items = view.items.flatMap((item, index) => [
    `${index + 1}. ${item.name}, ${item.interest}, reference ${item.reference}`,
    `Received: ${item.received} (Guernsey time)`,
    `Email: ${item.email}`,
    `Held by: ${item.heldBy}`,
    'Message:',
    ...item.messageLines.map((line) => `  ${line}`),
    'href' in item.review ? `Review: ${item.review.href}` : `Deliver it with: ${item.review.command}`,
    '',
  ]);
  return [
    view.subject,
    '',
    view.intro,
    ...(view.withoutLinks ? ['', view.withoutLinks] : []),
    '',
    ...items,
    ...(view.dropped ? [view.dropped, ''] : []),
    '--',
    `Sent by the ${site.name} website.`,
  ].join('\n');
}

/** GET: the held enquiry, whole and escaped, and one button. Nothing happens until it is pressed. */
export function reviewPage(record: EnquiryRecord): string {
  const rows: [string, string][] = [
    ['Received', `${guernseyTime(new Date(record.receivedAt))} (Guernsey time)`],
    ['Name', unlinked(record.fields.name)],
    ['Email', unlinked(record.fields.email)],
    ['Interest', fieldText('interest', record.fields)],
    ['Language', fieldText('language', record.fields)],
    ['Reference', record.reference],
    ['Held by', heldBy],
  ];
  return page(`Enquiry from ${unlinked(record.fields.name)}`, [
    para(
      'This enquiry was held as suspected spam. If a person wrote it, deliver it: it reaches you as any enquiry does, marked “released from held”, and you can reply to it from there.',
    ),
    `<dl>${rows.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>`,
    `<h2 class="brand">Message</h2><blockquote>${escape(unlinked(record.fields.message))}</blockquote>`,
    `<form method="post"><button type="submit">Deliver this enquiry</button></form>`,
  ]);
}
