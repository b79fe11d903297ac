import { hostPattern, schemePattern } from '../unlinked';

// The links in a message, as its reader would take them: an address with a scheme (https://…, ftp://…),
// or a host name as unlinked.ts knows one (sarnia.gg, www.example.co.uk/trade), each with its path. An
// e-mail address is no link, nor its domain; a number (1.5, 10.30, +44 1481 123 456) is no host.

/** A message is held for its links past this many, or when they outnumber its other words. */
export const MOST_LINKS = 5;

const SCHEMED = new RegExp(`${schemePattern}[^\\s<>"]*`, 'giu');
const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;]+/gu;
const HOSTED = new RegExp(`${hostPattern}(?:[/?#][^\\s<>"]*)?`, 'gu');
/** A word of any script, "l’eau" and "well-known" one each. */
export const WORD = /[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;

export type LinkCount = { links: number; words: number };

/** How many links the message holds, and how many other words (an e-mail address is one). */
export function linksIn(message: string): LinkCount {
  let links = 0;
  let emails = 0;
  const link = () => (links++, ' ');
  const rest = message
    .replace(SCHEMED, link)
    .replace(EMAIL, () => (emails++, ' '))
    .replace(HOSTED, link);
  return { links, words: (rest.match(WORD)?.length ?? 0) + emails };
}

/** More links than an enquiry needs, or a message made mostly of them. */
export const heldForLinks = ({ links, words }: LinkCount) => links > MOST_LINKS || (links > 0 && links > words);
