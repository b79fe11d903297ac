import { orderLines } from '@/lib/i18n/order-line';
import { sameText } from '@/lib/site/retention';
import { keyedHash } from '../address-key';
import { visible, WORD } from './links';

// One text sent from several addresses within a day (sameText, retention.ts): the commonest spam that leaves
// the trap empty. Known again by a one-way hash alone, counted by the hashed mailboxes that sent it
// (address-key.ts; the store's sameText), so a visitor sending their own enquiry twice counts once. Anyone who
// knows a visitor's words can send them first, so it holds nothing alone (core/hold-signals.ts).

/** From the third address sending one text, each enquiry is marked, and held beside another signal. */
export const SAME_TEXT_ADDRESSES = sameText.addresses;

/** A text with fewer words of its sender's own is not counted: people write short ones alike. */
export const SAME_TEXT_WORDS = 10;

let offerLines: readonly string[] | undefined;

/**
 * The message's text as the check compares it, hashed: without the lines the offers' buttons write (the site's
 * words, which many visitors send unchanged), without invisible characters, in NFKC, in lower case, and each run of spaces and line breaks
 * one space, so that case and spacing make no other text. None for a text of fewer than SAME_TEXT_WORDS words.
 */
export function sameTextKey(message: string): string | undefined {
  const own = (offerLines ??= orderLines()).reduce((text, line) => text.replaceAll(line, ' '), message);
  const text = visible(own).normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  if ((text.match(WORD)?.length ?? 0) < SAME_TEXT_WORDS) return undefined;
  return keyedHash(`text:${text}`);
}
