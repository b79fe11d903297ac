import { scan } from '../unlinked';

// The links in a message, as its reader would take them: in each run of what a link may hold (letters, digits,
// marks, the dots IDNA reads as one, the signs of a path or query; anything else ends it: a space, a comma, an
// angle bracket, markdown's brackets, CJK punctuation), one link for each scheme before its `//` (https://…,
// hxxp://…, with a fullwidth colon, with a user@ before the host), or else one for a host name as unlinked.ts
// knows one (sarnia.gg, www.example.co.uk/trade), read once with its path. An e-mail address is no link, nor
// its domain; a number (1.5, 10.30, +44 1481 123 456) is no host. Invisible characters go first (visible).

/** A message is held for its links past this many, or when they outnumber its other words. */
export const MOST_LINKS = 5;

const RUN = /[\p{L}\p{N}\p{M}.\u3002\uFF0E\uFF61:\uFF1A/?#@!$&'’+=%_~-]+/gu;
/** A word of any script, "l’eau" and "well-known" one each. */
export const WORD = /[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;

/**
 * The text as a reader sees it, for fingerprinting it or counting its links: without Default_Ignorable_Code_Point
 * (zero-width spaces and joiners, soft hyphens, variation selectors), or with `by` for each, which, shown as
 * nothing, would make one text another to a fingerprint and cut a host name in two for a count.
 */
export const visible = (text: string, by = '') => text.replace(/\p{Default_Ignorable_Code_Point}/gu, by);

export type LinkCount = { links: number; words: number };

function counted(text: string): LinkCount {
  const found: LinkCount = { links: 0, words: 0 };
  for (const [run] of text.matchAll(RUN)) {
    const marks = [...scan(run).values()];
    if (marks.includes('[:]')) found.links += marks.filter((mark) => mark === '[:]').length;
    else if (run.includes('@')) found.words++;
    else if (marks.length) found.links++;
    else found.words += run.match(WORD)?.length ?? 0;
  }
  return found;
}

/**
 * How many links the message holds, and how many other words (an e-mail address is one). An invisible character
 * is read as nothing (one inside a host name) and as a space (one between two), and the reading with more
 * links counts.
 */
export function linksIn(message: string): LinkCount {
  const [joined, apart] = [counted(visible(message)), counted(visible(message, ' '))];
  return apart.links > joined.links ? apart : joined;
}

/** More links than an enquiry needs, or a message made mostly of them. */
export const heldForLinks = ({ links, words }: LinkCount) => links > MOST_LINKS || (links > 0 && links > words);
