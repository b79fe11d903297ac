import { site } from '@/lib/site/facts';
import { retention } from '@/lib/site/retention';
import { fieldText } from '../field-words';
import { guernseyTime } from '../guernsey-time';
import { expiresAt, type EnquiryRecord } from '../store/records';
import { reviewToken } from './review-token';

/** The longest part of a held message the digest quotes; the Review page shows it whole. */
export const DIGEST_MESSAGE_CHARS = 500;

/** The checks that hold an enquiry, as the digest names them: today the hidden field alone. */
export const heldBy = 'The hidden field only automated senders fill in (the honeypot)';

/**
 * Visitor text as the digest quotes it, so that no mail app makes a link of it: a scheme's "://" and each
 * dot of a host name are written "[:]//" and "[.]", as security notices write the addresses they quote.
 */
export function unlinked(text: string): string {
  return text
    .replace('x', 'x')
    .replace(/([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
    .replace(/(?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,}\b/giu, (host) => host.replaceAll('.', '[.]'));
}

export type HeldItem = {
  reference: string;
  received: string;
  receivedIso: string;
  name: string;
  email: string;
  interest: string;
  heldBy: string;
  /** The message's lines, cut to DIGEST_MESSAGE_CHARS, every link broken. */
  messageLines: string[];
  cut: boolean;
  /** The Review page, when SITE_URL and OPERATOR_LINK_SECRET are set; the command to run otherwise. */
  review: { href: string } | { command: string };
};

export type DigestView = { subject: string; intro: string; items: HeldItem[]; dropped?: string; withoutLinks?: string };

type Links = { siteUrl?: string; secret?: string };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function digestView(held: EnquiryRecord[], dropped: number, { siteUrl, secret }: Links): DigestView {
  const linked = !!(siteUrl && secret);
  const items = held.map((record): HeldItem => {
    const message = record.fields.message;
    const cut = message.length > DIGEST_MESSAGE_CHARS;
    const quoted = cut ? `${message.slice(0, DIGEST_MESSAGE_CHARS).trimEnd()}…` : message;
    const token = linked ? reviewToken(secret!, record.id, expiresAt(record)) : '';
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
      review: linked
        ? { href: new URL(`/operators/held/${token}`, siteUrl).href }
        : { command: `npm run enquiries -- release ${record.reference}` },
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

/** The plain-text part: the same words as the HTML, in the same order. */
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
