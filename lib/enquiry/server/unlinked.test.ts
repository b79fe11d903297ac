import assert from 'node:assert/strict';
import { test } from 'node:test';
import { digestText, digestView } from './held/held-view';
import { reviewPage } from './held/review-page';
import { recordBlock } from './operator/format';
import { sampleRecord } from './store/sample-record.fixture';
import { linksIn } from './held/links';
import { scanned, unlinked } from './unlinked';
import { foreignHosts } from './unlinked.fixture';

const dots = /[.\u3002\uFF0E\uFF61]/;

test('a host in any script, or with any of the dots IDNA reads as one, has every dot written [.]', () => {
  for (const host of foreignHosts) {
    const shown = unlinked(`See ${host}, soon`);
    assert.doesNotMatch(shown.replaceAll('[.]', ''), dots, shown);
    assert.match(shown, /\[\.\]/, host);
  }
  assert.equal(unlinked('https://spam.example/buy'), 'https[:]//spam[.]example/buy');
  assert.equal(unlinked('Zoë.Le-Page@exämple.gg'), 'Zoë[.]Le-Page@exämple[.]gg');
});

test('numbers, abbreviations and plain words keep their dots', () => {
  for (const text of ['version 1.2.3', '3.5 litres', 'e.g. twelve', 'Ends here. Then more.', 'v2.0'])
    assert.equal(unlinked(text), text);
});

test('the digest, the Review page and `show` each write them so', () => {
  const message = foreignHosts.join(' ');
  const record = sampleRecord({ status: 'held', name: 'Shop evil。com', email: 'a@пример.рф', message });
  const outputs = {
    digest: digestText(digestView([record], 0, {})),
    review: reviewPage(record),
    show: recordBlock(record),
  };
  for (const [where, output] of Object.entries(outputs))
    for (const host of [...foreignHosts, 'evil。com'])
      assert.ok(!output.includes(host) && !output.includes(host.split('/')[0]!), `${where} keeps ${host} whole`);
});

// The strings made to be slow (issue 60), up to the message's 5,000 characters: each repeated to `length`.
const attacks: Record<string, string> = {
  'a。': 'a。',
  'ａ．': 'ａ．',
  'a｡': 'a｡',
  a: 'a',
  'a.': 'a.',
  'a-': 'a-',
  'a:': 'a:',
  https: 'https://a.example/',
  hxxp: 'hxxp://a.b,',
  'www.': 'www.a.example ',
  'fullwidth colon': 'https：//a.example',
  'user@host': 'https://user@a.example/',
  'zero-width': 'a\u200B.',
};
const repeated = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const stepsOf = (read: () => unknown) => {
  const before = scanned.steps;
  read();
  return scanned.steps - before;
};

test('the scan reads each character once: its steps grow linearly with the text, on every string made to be slow', () => {
  for (const [name, unit] of Object.entries(attacks)) {
    const at = (length: number) => {
      const text = repeated(unit, length);
      return { shown: stepsOf(() => unlinked(text)), counted: stepsOf(() => linksIn(text)) };
    };
    const [short, long] = [at(1_250), at(5_000)];
    // One step a character and one to end, for unlinked; for linksIn, each run read twice (the text with its
    // invisible characters as nothing, then as spaces), one step a character and one a run.
    assert.ok(long.shown <= 5_001, `${name}: ${long.shown} steps`);
    assert.ok(long.counted <= 4 * 5_000 + 2, `${name}: ${long.counted} steps`);
    assert.ok(long.shown <= 4 * short.shown + 4 && long.counted <= 4 * short.counted + 8, `${name}: not linear`);
  }
});
