import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { parseReference, REFERENCE_ALPHABET, referenceFor } from './reference';

test('the same enquiry id always gets the same reference; different ids differ', () => {
  const id = randomUUID();
  assert.equal(referenceFor(id), referenceFor(id));
  const seen = new Set(Array.from({ length: 2000 }, () => referenceFor(randomUUID())));
  assert.equal(seen.size, 2000);
});

test('a reference is two groups of four letters with no look-alikes', () => {
  for (let index = 0; index < 200; index++)
    assert.match(referenceFor(randomUUID()), /^[ACEFGHJKMNPQRTWXY34679]{4}-[ACEFGHJKMNPQRTWXY34679]{4}$/);
  for (const lookAlike of '0OD1IL2Z5S8BUV') assert.ok(!REFERENCE_ALPHABET.includes(lookAlike), lookAlike);
});

test('an operator may type a reference in any case, with or without its dash', () => {
  const reference = referenceFor('enquiry-1');
  assert.equal(parseReference(reference.toLowerCase()), reference);
  assert.equal(parseReference(reference.replace('-', '')), reference);
  assert.equal(parseReference(` ${reference} `), reference);
  assert.equal(parseReference('K0MQ-3XWA'), undefined);
  assert.equal(parseReference('not a reference'), undefined);
});
