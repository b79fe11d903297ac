import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foreignHosts } from '../unlinked.fixture';
import { heldForLinks, linksIn, MOST_LINKS } from './links';

const links = (count: number) => Array.from({ length: count }, (_, i) => `https://shop${i}.example/range`).join(' ');
const words = 'We would like to stock your water in our three delicatessens on the island, please send prices.';

test('three links in an ordinary message, in English or French, are counted and not held', () => {
  const english =
    'Good morning, we run three shops: https://shop-one.example.com, www.shop-two.co.uk and shopthree.gg/contact. Could you send us your trade prices?';
  const french =
    'Bonjour, nous tenons trois caves\u202F: https://cave-un.fr, « www.cave-deux.fr » et cavetrois.gg/contact. Pourriez-vous nous envoyer vos tarifs\u202F?';
  for (const message of [english, french]) {
    const found = linksIn(message);
    assert.equal(found.links, 3, message);
    assert.equal(heldForLinks(found), false, message);
  }
  assert.deepEqual(linksIn(french), { links: 3, words: 11 });
});

test(`more than ${MOST_LINKS} links are held, however many words surround them; ${MOST_LINKS} are not`, () => {
  assert.equal(heldForLinks(linksIn(`${words} ${links(MOST_LINKS)}`)), false);
  assert.equal(heldForLinks(linksIn(`${words} ${links(MOST_LINKS + 1)}`)), true);
  assert.equal(heldForLinks(linksIn(`${words} ${links(8)}`)), true);
  assert.deepEqual(linksIn(links(8)), { links: 8, words: 0 });
});

test('a message mostly of links is held: more links than other words; as many is not', () => {
  assert.equal(heldForLinks(linksIn('https://casino.example')), true);
  assert.equal(heldForLinks(linksIn('Cheap: deals.example bargains.example')), true);
  assert.equal(heldForLinks(linksIn('See mybar.gg')), false);
  assert.equal(heldForLinks(linksIn('Our site: mybar.gg')), false);
  assert.equal(heldForLinks(linksIn('Hello')), false);
});

test('an e-mail address, a phone number, a price, a time or an abbreviation is no link', () => {
  const message =
    'Call +44 1481 123 456 or 01481-123456, or write to jean.dupont@orange.fr, <tom.2024@gmail.com> or mailto:ann@shop.gg. ' +
    'We pay £3.50 a bottle, 1.5 litres, at 10.30 each day, e.g. S.A.R.L. i.e. v2.0.';
  assert.equal(linksIn(message).links, 0);
  assert.equal(linksIn('tom@example.gg').words, 1);
});

test('a link is counted once with its path and query, in any script or with any dot IDNA reads as one', () => {
  assert.deepEqual(linksIn('https://spam.example/buy-now?x=1&y=two#top'), { links: 1, words: 0 });
  assert.deepEqual(linksIn('spam.example/buy-now/cheap-deals today'), { links: 1, words: 1 });
  const hosts = foreignHosts.filter((host) => !host.includes('@'));
  assert.deepEqual(linksIn(hosts.join(' ')), { links: hosts.length, words: 0 });
  assert.equal(linksIn('ftp://files.example/x and HTTP://LOUD.EXAMPLE').links, 2);
});

test('a word is one link at most, however long its path, and read no further than a host name needs', () => {
  assert.deepEqual(linksIn(`https://spam.example/${'x'.repeat(4_000)} now`), { links: 1, words: 1 });
  assert.deepEqual(linksIn('(see:mybar.gg/contact),'), { links: 1, words: 0 });
  assert.deepEqual(linksIn('ab.'.repeat(1_666)), { links: 1, words: 0 });
  assert.deepEqual(linksIn('a.'.repeat(2_500)), { links: 0, words: 2_500 });
  assert.deepEqual(linksIn('a'.repeat(5_000)), { links: 0, words: 1 });
});

// Each spelling of a link counted today, six of them after an ordinary sentence, joined every way a message
// may join them without a space.
const spellings: Record<string, (n: number) => string> = {
  https: (n) => `https://spam${n}.example/buy`,
  hxxp: (n) => `hxxp://spam${n}.example/buy`,
  'www.': (n) => `www.spam${n}.example`,
  'a fullwidth colon': (n) => `https：//spam${n}.example/buy`,
  'user@host': (n) => `https://user@spam${n}.example/buy`,
  'a zero-width space inside the host': (n) => `https://spam${n}\u200B.example/buy`,
  'a bare host with a zero-width space inside': (n) => `spam${n}\u200B.exa\u200Dmple/buy`,
};
const joins: Record<string, (links: string[]) => string> = {
  spaces: (links) => links.join(' '),
  commas: (links) => links.join(','),
  'angle brackets': (links) => links.map((link) => `<${link}>`).join(''),
  markdown: (links) => links.map((link, n) => `[deal ${n}](${link})`).join(''),
  'CJK punctuation': (links) => links.join('、'),
  'fullwidth commas': (links) => links.join('，'),
  'zero-width spaces': (links) => links.join('\u200B'),
  'word joiners': (links) => links.join('\u2060'),
};

test('each spelling of a link is counted and held, whatever joins six of them: spaces, commas, brackets, markdown, CJK punctuation, zero-width characters', () => {
  for (const [spelling, link] of Object.entries(spellings))
    for (const [join, joined] of Object.entries(joins)) {
      // Invisible both inside each host and between them, bare hosts read as one host with a path, or as none:
      // the one reading this count leaves (SECURITY.md).
      if (spelling.startsWith('a bare host') && /zero-width|joiners/.test(join)) continue;
      const message = `${words} ${joined(Array.from({ length: MOST_LINKS + 1 }, (_, n) => link(n)))}`;
      const found = linksIn(message);
      assert.ok(found.links >= MOST_LINKS + 1, `${spelling}, joined by ${join}: ${JSON.stringify(found)}`);
      assert.equal(heldForLinks(found), true, `${spelling}, joined by ${join}`);
    }
  // Twenty without a space between them, as the attacker sent them.
  const twenty = Array.from({ length: 20 }, (_, n) => `<https://spam${n}.example/buy>`).join('');
  assert.deepEqual(linksIn(twenty), { links: 20, words: 0 });
  // A link's path is part of it, and a host name in it no other.
  assert.deepEqual(linksIn('https://shop.example/range/water.html?size=750.ml#still'), { links: 1, words: 0 });
});

test('invisible characters make no other words: an ordinary message with them is no more held', () => {
  const hidden = [...words].join('\u200B');
  assert.deepEqual(linksIn(hidden), linksIn(words));
  assert.equal(linksIn(`Our shop: my\u00ADbar.gg, in St Peter Port.`).links, 1);
});
