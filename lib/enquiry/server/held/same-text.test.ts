import assert from 'node:assert/strict';
import { test } from 'node:test';
import { orderLines } from '@/lib/i18n/order-line';
import { SAME_TEXT_WORDS, sameTextKey } from './same-text';

const campaign = 'We can put your brand on the first page of every search engine this month, at a price you will like.';
const french =
  'Nous plaçons votre marque en première page de tous les moteurs de recherche ce mois-ci, à un prix qui vous plaira.';

test('invisible characters make no other text: zero-width spaces and joiners, soft hyphens, variation selectors', () => {
  const hidden = [
    campaign.replaceAll(' ', ' \u200B'),
    campaign.replace('brand', 'br\u00ADand\u200D').replace('price', 'pr\u2060ice\uFE0F'),
    [...campaign].join('\u200C'),
  ];
  for (const text of hidden) assert.equal(sameTextKey(text), sameTextKey(campaign), JSON.stringify(text));
});

test('case, spacing, line breaks and compatibility forms make no other text; a word or a stop does', () => {
  const key = sameTextKey(campaign);
  assert.ok(key);
  for (const same of [
    campaign.toUpperCase(),
    `  ${campaign.replaceAll(' ', ' \r\n\t ')}  `,
    campaign.replace('search', 'ｓｅａｒｃｈ'),
    campaign.replaceAll(' ', '\u00A0'),
  ])
    assert.equal(sameTextKey(same), key, same);
  for (const other of [campaign.replace('month', 'week'), campaign.replace(/\.$/, '!'), `${campaign} Thanks`])
    assert.notEqual(sameTextKey(other), key, other);
  assert.equal(sameTextKey(french.toLocaleUpperCase('fr')), sameTextKey(french));
  assert.notEqual(sameTextKey(french), undefined);
});

test(`a text of fewer than ${SAME_TEXT_WORDS} words is not counted: people write short ones alike`, () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
  assert.equal(sameTextKey(words(SAME_TEXT_WORDS - 1)), undefined);
  assert.ok(sameTextKey(words(SAME_TEXT_WORDS)));
  for (const short of ['Price list, please.', 'Hello', 'Bonjour, pourriez-vous m’envoyer vos tarifs\u202F?'])
    assert.equal(sameTextKey(short), undefined, short);
});

test('the lines the offers’ buttons write are the site’s words, not the sender’s: left out of the text', () => {
  const lines = orderLines();
  assert.equal(lines.length, 4);
  assert.match(lines.join('\n'), /^I would like to order: .+\.$/m);
  assert.match(lines.join('\n'), /^Je souhaiterais commander\u00A0: .+\.$/m);
  for (const line of lines) {
    // A line sent as it was written, or with a short thanks, is no text of the sender's.
    assert.equal(sameTextKey(line), undefined, line);
    assert.equal(sameTextKey(`${line}\n\nMany thanks, see you soon.`), undefined, line);
    assert.equal(sameTextKey(`${line}\n\n${campaign}`), sameTextKey(campaign), line);
  }
});
