// The hosts an attacker's digest kept whole: other scripts' letters, which `\b` does not count, and the dots
// IDNA reads as full stops.
export const foreignHosts = [
  'www.пример.рф',
  'пример.рф/path',
  'www.例子.中国',
  'a@пример.рф',
  'www．evil．com',
  'evil。com',
  'evil｡com',
  'www.evil.ком',
];
