import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newEnquiryId } from '../enquiry-id';
import { readReviewToken, reviewToken } from './review-token';
import { otherSpellings, tokenWithEverySymbol } from './review-token.fixture';

const secret = 'a'.repeat(32);
const id = newEnquiryId();
const now = Date.now();
const token = reviewToken(secret, id, now + 60_000);

test('a token names its enquiry until it expires, and only with its secret', () => {
  assert.equal(readReviewToken(secret, token, now), id);
  assert.equal(readReviewToken(secret, token, now + 60_000), undefined);
  assert.equal(readReviewToken('b'.repeat(32), token, now), undefined);
});

test('a token tampered with, cut short or padded names nothing', () => {
  const [tokenId, expires, signature] = token.split('.') as [string, string, string];
  const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
  const other = newEnquiryId();
  for (const bad of [
    `${tokenId}.${expires}.${flipped}`,
    `${other}.${expires}.${signature}`,
    `${tokenId}.${(parseInt(expires, 36) + 1).toString(36)}.${signature}`,
    token.slice(0, -1),
    token.slice(0, 40),
    `${token}.x`,
    `${token}A`,
    '',
  ])
    assert.equal(readReviewToken(secret, bad, now), undefined, bad);
});

test('a token has one spelling: every other one base64url would decode alike names nothing', () => {
  const real = tokenWithEverySymbol(secret, id, now + 60_000);
  assert.equal(readReviewToken(secret, real, now), id);
  const others = otherSpellings(real).map(decodeURIComponent);
  assert.equal(others.length, 17);
  for (const other of others) {
    const signature = other.split('.')[2] ?? '';
    // Each is the same signature to a lenient decoder, so only the text tells them apart.
    assert.deepEqual(Buffer.from(signature, 'base64url'), Buffer.from(real.split('.')[2]!, 'base64url'), other);
    assert.equal(readReviewToken(secret, other, now), undefined, JSON.stringify(other));
  }
});
