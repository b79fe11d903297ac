import assert from 'node:assert/strict';
import { test } from 'node:test';
import { enquiry as en } from '@/lib/i18n/en/enquiry';
import { enquiry as fr } from '@/lib/i18n/fr/enquiry';
import { failureMessage } from './failure-message';

const email = 'hello@sarnia-water.example';
const failed = (code: Parameters<typeof failureMessage>[0]['code'], detail?: string) => ({
  ok: false as const,
  code,
  fields: {},
  ...(detail ? { detail } : {}),
});

test("English says the spec's catalogue, ending with the address where the server's answer does", () => {
  assert.equal(failureMessage(failed('rate-limited'), en, email), en.failures['rate-limited']);
  assert.equal(
    failureMessage(failed('not-kept'), en, email),
    'We could not take your enquiry just now. Please email us at hello@sarnia-water.example.',
  );
  assert.equal(failureMessage(failed('invalid-response'), en, email), en.invalidResponse);
  assert.equal(failureMessage(failed('generic'), en, email), en.genericFailure);
});

test('a form an earlier build rendered is given back in its own words, in each language', () => {
  assert.equal(failureMessage(failed('form-outdated'), en, email), en.formOutdated);
  assert.equal(failureMessage(failed('form-outdated'), fr, email), fr.formOutdated);
});

test("English shows the browser's and a server's own words, as the spec does", () => {
  assert.equal(failureMessage(failed('network', 'Failed to fetch'), en, email), 'Failed to fetch');
  assert.equal(failureMessage(failed('network'), en, email), en.genericFailure);
  assert.equal(failureMessage(failed('uncoded', 'Gateway down'), en, email), 'Gateway down');
  // A code the page does not know, from another server: its words.
  const unknown = 'not-a-code' as Parameters<typeof failureMessage>[0]['code'];
  assert.equal(failureMessage(failed(unknown, 'Try later.'), en, email), 'Try later.');
  assert.equal(failureMessage(failed(unknown, 'Try later.'), fr, email), fr.genericFailure);
});

test("French never shows the browser's English: every failure is in its own words", () => {
  const network = failureMessage(failed('network', 'Failed to fetch'), fr, email);
  assert.ok(fr.networkFailure);
  assert.equal(network, fr.networkFailure);
  assert.equal(failureMessage(failed('uncoded', 'Gateway down'), fr, email), fr.genericFailure);
  assert.equal(failureMessage(failed('not-kept'), fr, email), `${fr.failures['not-kept']} ${email}.`);
});
