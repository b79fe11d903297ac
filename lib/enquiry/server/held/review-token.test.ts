import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newEnquiryId } from '../enquiry-id';
import { readReviewToken, reviewToken } from './review-token';

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
