// A visitor's words as the operators' digest, Review page and terminal show them: a web or e-mail address
// in them is written with [.] for each dot and [:] after its scheme, as security notices write the addresses
// they quote, so that no mail app, browser or terminal makes a link of it.

// The full stop and the dots IDNA reads as one (U+3002, U+FF0E, U+FF61): `evil。com` is `evil.com`.
const DOT = '[.\\u3002\\uFF0E\\uFF61]';
// A letter, digit or mark of any script. `\b` would not do: it knows ASCII word characters alone, even with `u`.
const PART = '[\\p{L}\\p{N}\\p{M}]';
const LABEL = '[\\p{L}\\p{N}\\p{M}-]';
// Labels and dots, ending in a label that starts with a letter (a name, not a number like 1.5), of two or more.
// What a reader takes for a host name: held/links.ts counts them as this file writes them.
export const hostPattern = `(?<!${PART})(?:${PART}${LABEL}*${DOT})+\\p{L}${LABEL}+(?!${PART})`;
const HOST = new RegExp(hostPattern, 'gu');
const DOTS = new RegExp(DOT, 'gu');
// A scheme before its `://` (https, ftp, a made-up one): the start of an address any reader takes for a link.
export const schemePattern = '([a-z][a-z0-9+.-]*):\\/\\/';
const SCHEME = new RegExp(schemePattern, 'gi');

export function unlinked(text: string): string {
  return text.replace(SCHEME, '$1[:]//').replace(HOST, (host) => host.replace(DOTS, '[.]'));
}
