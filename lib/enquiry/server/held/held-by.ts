import { plural } from '../plural';
import { heldForOf, type EnquiryRecord, type HoldReason } from '../store/record-schema';
import { linksIn, MOST_LINKS } from './links';
import { SAME_TEXT_ADDRESSES } from './same-text';

// Why an enquiry was held, in the operators' words: each signal's, after "Held by", for the digest, the Review
// page, `show` and the mail of one released; and its short name for `list`. Counts only, never a word the
// visitor typed, so the digest without the texts may give them too.

function linksWords(message: string): string {
  const { links, words } = linksIn(message);
  return links > MOST_LINKS
    ? `its ${links} links, more than an enquiry needs (we hold any with more than ${MOST_LINKS})`
    : `its links, which make up most of the message (${plural(links, 'link', 'links')}, ` +
        `${plural(words, 'other word', 'other words')})`;
}

const reasonWords: Readonly<Record<HoldReason, (record: EnquiryRecord) => string>> = {
  trap: () => 'the hidden field only automated senders fill in (the honeypot)',
  links: (record) => linksWords(record.fields.message),
  'same-text': () =>
    `its text, sent from ${SAME_TEXT_ADDRESSES} or more email addresses within a day (case and spacing aside)`,
};

/** Each signal that held it, as one line: "The hidden field … (the honeypot); its 8 links, …". */
export function heldBy(record: EnquiryRecord): string {
  const words = heldForOf(record)
    .map((reason) => reasonWords[reason](record))
    .join('; ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

const reasonNames: Readonly<Record<HoldReason, string>> = {
  trap: 'honeypot',
  links: 'links',
  'same-text': `same text from ${SAME_TEXT_ADDRESSES}+ addresses`,
};

/** The signals that held it, by name: "honeypot, links". */
export const heldByNames = (record: EnquiryRecord): string =>
  heldForOf(record)
    .map((reason) => reasonNames[reason])
    .join(', ');
