import { site } from '@/lib/site/facts';
import { retention } from '@/lib/site/retention';
import { fieldText } from '../field-words';
import { plural } from '../plural';
import { guernseyTime } from '../guernsey-time';
import { expiresAt } from '../store/record-life';
import { heldForOf, type EnquiryRecord, type HoldReason } from '../store/record-schema';
import { heldBy } from './held-by';
import { MOST_LINKS } from './links';
import { reviewToken } from './review-token';
import { SAME_TEXT_ADDRESSES } from './same-text';
import { unlinked } from '../unlinked';

// The held digest's view: the held enquiries, and those whose message the mail server refused.

// The Review page shows it whole.
const DIGEST_MESSAGE_CHARS = 500;

export const refusedBy = (record: EnquiryRecord) =>
  `The mail server, for what the message holds${record.refusal ? ` (${record.refusal})` : ''}`;

export type DigestView = ReturnType<typeof digestView>;
export type HeldItem = DigestView['items'][number];
export type RefusedItem = DigestView['refused'][number];

type Links = { siteUrl?: string; secret?: string };

// What each signal holds, said once in the intro for the reasons the digest gives.
const signals: Readonly<Record<HoldReason, string>> = {
  trap:
    'The hidden field is one visitors never see: automated senders fill it in, and now and then a person’s ' +
    'browser or password manager does too.',
  links:
    `We hold a message with more than ${MOST_LINKS} links, or with more links than other words: advertising ` +
    'looks like that, an enquiry seldom does.',
  'same-text':
    'We hold each message whose text, case and spacing aside, had already come from ' +
    `${SAME_TEXT_ADDRESSES - 1} other email addresses within a day; the first ${SAME_TEXT_ADDRESSES - 1} ` +
    'reached you as usual.',
};

/** Why these were held, and what each signal they were held by catches. */
function heldIntro(held: EnquiryRecord[]): string {
  const given = new Set(held.flatMap((record) => heldForOf(record)));
  const these = held.length === 1 ? 'This enquiry was' : 'These enquiries were';
  const each = held.length === 1 ? 'it' : 'each';
  const why = Object.entries(signals).flatMap(([reason, words]) => (given.has(reason as HoldReason) ? [words] : []));
  return [`${these} held as suspected spam, for the reason given with ${each}.`, ...why].join(' ');
}

type Review = { href: string } | { command: string };

function heading(held: number, refused: number): string {
  const heldPart = held ? `${plural(held, 'enquiry', 'enquiries')} held as suspected spam` : '';
  if (!refused) return heldPart;
  return heldPart
    ? `${heldPart}, ${refused} refused by the mail server`
    : `${plural(refused, 'enquiry', 'enquiries')} refused by the mail server`;
}

/**
 * `quote: false`: the digest again after the mail server refused it for what it held, with no word any visitor
 * typed: each held enquiry named as a refused one is.
 */
export function digestView(
  announced: EnquiryRecord[],
  dropped: number,
  { siteUrl, secret }: Links,
  { quote = true }: { quote?: boolean } = {},
) {
  const linked = !!(siteUrl && secret);
  const review = (record: EnquiryRecord, command: string): Review =>
    linked
      ? { href: new URL(`/operators/held/${reviewToken(secret!, record.id, expiresAt(record))}`, siteUrl).href }
      : { command: `npm run enquiries -- ${command} ${record.reference}` };
  const when = (record: EnquiryRecord) => ({
    reference: record.reference,
    received: guernseyTime(new Date(record.receivedAt)),
    receivedIso: record.receivedAt,
    interest: fieldText('interest', record.fields),
  });
  const held = announced.filter((record) => record.status === 'held');
  const refused = announced.filter((record) => record.status === 'refused');
  // Nothing the visitor typed: the mail server that refused their message would refuse this mail quoting it.
  const named = (record: EnquiryRecord, command: string) => ({
    ...when(record),
    language: fieldText('language', record.fields),
    review: review(record, command),
  });
  const quoted = (record: EnquiryRecord) => {
    const message = record.fields.message;
    const cut = message.length > DIGEST_MESSAGE_CHARS;
    const shown = cut ? `${message.slice(0, DIGEST_MESSAGE_CHARS).trimEnd()}…` : message;
    return {
      name: unlinked(record.fields.name),
      email: unlinked(record.fields.email),
      messageLines: unlinked(shown).split(/\r\n|\r|\n/),
      cut,
    };
  };
  const items = held.map((record) => ({
    ...named(record, 'release'),
    heldBy: heldBy(record),
    quoted: quote ? quoted(record) : undefined,
  }));
  const refusedItems = refused.map((record) => ({ ...named(record, 'show'), refusedBy: refusedBy(record) }));
  return {
    subject: heading(held.length, refused.length),
    items,
    intro: !held.length
      ? undefined
      : quote
        ? `${heldIntro(held)} If a person wrote one, deliver it, and it reaches you like any other enquiry. Web ` +
          'and e-mail addresses written by the sender are shown with [.] for each dot, so none opens from this e-mail.'
        : `${heldIntro(held)} The mail server refused this digest when it quoted them, for what one of them ` +
          'holds, so only when each came and from what kind of customer is given here. Read ' +
          `${held.length === 1 ? 'it' : 'each'} ` +
          `${linked ? 'on its Review page' : 'with the command beside it (show, in place of release)'}; if a ` +
          'person wrote one, deliver it, and it reaches you like any other enquiry.',
    refused: refusedItems,
    refusedIntro: refused.length
      ? `The mail server refused the message of ${refused.length === 1 ? 'this enquiry' : 'each of these enquiries'}, ` +
        'and would refuse this e-mail if it quoted it: only when it came and from what kind of customer is ' +
        `given here. Read it ${linked ? 'on its Review page' : 'with the command beside it'}; if a person wrote ` +
        `it, answer them from your own mailbox, or deliver it once more${linked ? '' : ' (release, in place of show)'}. ` +
        `It is not sent again by itself, and is kept ${retention.refusedDays} days.`
      : undefined,
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

const reviewLine = (review: Review, run: string) =>
  'href' in review ? `Review: ${review.href}` : `${run}: ${review.command}`;

/** A held enquiry's heading: its sender's name where the digest quotes it, else its language (as a refused one). */
export const heldHeading = ({ quoted, interest, language }: HeldItem) =>
  quoted ? `${quoted.name}, ${interest}` : `${interest}, ${language}`;

// The same words as the HTML, in the same order.
export function digestText(view: DigestView): string {
  const items = view.items.flatMap(({ quoted, ...item }, index) => [
    `${index + 1}. ${heldHeading({ quoted, ...item })}, reference ${item.reference}`,
    `Received: ${item.received} (Guernsey time)`,
    ...(quoted ? [`Email: ${quoted.email}`] : []),
    `Held by: ${item.heldBy}`,
    ...(quoted ? ['Message:', ...quoted.messageLines.map((line) => `  ${line}`)] : []),
    reviewLine(item.review, 'Deliver it with'),
    '',
  ]);
  const refused = view.refused.flatMap((item, index) => [
    `${index + 1}. ${item.interest}, ${item.language}, reference ${item.reference}`,
    `Received: ${item.received} (Guernsey time)`,
    `Refused by: ${item.refusedBy}`,
    reviewLine(item.review, 'Read it with'),
    '',
  ]);
  return [
    view.subject,
    '',
    ...(view.intro ? [view.intro, ''] : []),
    ...(view.withoutLinks ? [view.withoutLinks, ''] : []),
    ...items,
    ...(view.refusedIntro ? ['Refused by the mail server', '', view.refusedIntro, '', ...refused] : []),
    ...(view.dropped ? [view.dropped, ''] : []),
    '--',
    `Sent by the ${site.name} website.`,
  ].join('\n');
}
