import { hostPattern, schemePattern } from '../unlinked';

// The links in a message, as its reader would take them: a word (what stands between spaces) holding an
// address with a scheme (https://…, ftp://…), or a host name as unlinked.ts knows one (sarnia.gg,
// www.example.co.uk/trade). An e-mail address is no link, nor its domain; a number (1.5, 10.30, +44 1481
// 123 456) is no host. Each word is read up to HEAD characters, a host name's longest and then some, so a
// message made to be slow (5,000 characters with no space) costs no more than a long ordinary one.

/** A message is held for its links past this many, or when they outnumber its other words. */
export const MOST_LINKS = 5;

const HEAD = 300;
const SCHEME = new RegExp(schemePattern, 'i');
const HOST = new RegExp(hostPattern, 'u');
/** A word of any script, "l’eau" and "well-known" one each. */
export const WORD = /[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;

export type LinkCount = { links: number; words: number };

/** How many links the message holds, and how many other words (an e-mail address is one). */
export function linksIn(message: string): LinkCount {
  const found: LinkCount = { links: 0, words: 0 };
  for (const part of message.split(/\s+/)) {
    const head = part.slice(0, HEAD);
    if (SCHEME.test(head)) found.links++;
    else if (head.includes('@')) found.words++;
    else if (HOST.test(head)) found.links++;
    else found.words += part.match(WORD)?.length ?? 0;
  }
  return found;
}

/** More links than an enquiry needs, or a message made mostly of them. */
export const heldForLinks = ({ links, words }: LinkCount) => links > MOST_LINKS || (links > 0 && links > words);
