import assert from 'node:assert/strict';
import { test } from 'node:test';
import { digestText, digestView } from './held/held-view';
import { reviewPage } from './held/review-page';
import { recordBlock } from './operator/format';
import { sampleRecord } from './store/sample-record.fixture';
import { unlinked } from './unlinked';
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
