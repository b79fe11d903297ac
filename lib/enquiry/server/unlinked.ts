// A visitor's words as the operators' digest, Review page and terminal show them: a web or e-mail address
// in them is written with [.] for each dot and [:] after its scheme, as security notices write the addresses
// they quote, so that no mail app, browser or terminal makes a link of it. Read in one pass, each character
// once: a pattern that looked again from each start took a quarter of a second on `a。` repeated 2,500 times.

/** Characters `scan` has read, all told: what the unit test measures its work by. */
export const scanned = { steps: 0 };

/**
 * Where the marks go, by the index of what each replaces: `[:]` the colon (or fullwidth colon) between a scheme
 * and its `//` (https, hxxp, a made-up one: ASCII letters, digits, `+.-`, from a letter), and `[.]` each dot of
 * a host name: labels of letters, digits, marks and hyphens, none starting with a hyphen, joined by single
 * dots, up to the last that starts with a letter and has two characters or more (a name, not 1.5 or e.g.).
 * held/links.ts counts links by them.
 */
export function scan(text: string): Map<number, '[.]' | '[:]'> {
  const marks = new Map<number, '[.]' | '[:]'>();
  // The dots of the row of labels being read since the last host name in it; the length of the label being
  // read, in code points; whether it starts with a letter; whether scheme characters, one a letter, run up to here.
  let [dots, label, named, scheme] = [[] as number[], 0, false, false];
  for (let i = 0, c = ''; i <= text.length; i += c.length, scanned.steps++) {
    c = i < text.length ? String.fromCodePoint(text.codePointAt(i)!) : ' ';
    if ((c === ':' || c === '：') && scheme && text.startsWith('//', i + 1)) marks.set(i, '[:]');
    scheme = /[a-z0-9+.-]/i.test(c) && (scheme || /[a-z]/i.test(c));
    // A letter, digit or mark of any script (`\b` knows ASCII word characters alone, even with `u`).
    if (/[\p{L}\p{N}\p{M}]/u.test(c) || (label && c === '-')) {
      if (!label++) named = /\p{L}/u.test(c);
      continue;
    }
    if (dots.length && named && label > 1) for (const at of dots.splice(0)) marks.set(at, '[.]');
    // The full stop and the dots IDNA reads as one (U+3002, U+FF0E, U+FF61): `evil。com` is `evil.com`.
    if (label && /[.\u3002\uFF0E\uFF61]/.test(c)) dots.push(i);
    else dots = [];
    label = 0;
  }
  return marks;
}

export function unlinked(text: string): string {
  const marks = scan(text);
  return text.replace(/[.:\u3002\uFF0E\uFF61\uFF1A]/g, (c, at: number) => marks.get(at) ?? c);
}
