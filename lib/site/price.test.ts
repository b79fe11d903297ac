import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDate, formatPrice, pencePerLitre, priceValue } from './price';

test('visitors read prices in pounds with the pence always shown', () => {
  assert.equal(formatPrice(895), '£8.95');
  assert.equal(formatPrice(8995), '£89.95');
  assert.equal(formatPrice(2400), '£24.00');
  assert.equal(formatPrice(5), '£0.05');
  assert.equal(formatPrice(123456), '£1,234.56');
});

test('machines get a bare decimal with two places and no grouping', () => {
  assert.equal(priceValue(895), '8.95');
  assert.equal(priceValue(2400), '24.00');
  assert.equal(priceValue(5), '0.05');
  assert.equal(priceValue(123456), '1234.56');
});

test('French visitors read prices as Intl writes them: decimal comma, grouped thousands, the sign after', () => {
  assert.equal(formatPrice(895, 'fr'), '8,95\u00A0£');
  assert.equal(formatPrice(8995, 'fr'), '89,95\u00A0£');
  assert.equal(formatPrice(123456, 'fr'), '1\u202F234,56\u00A0£');
  assert.equal(formatPrice(895, 'en'), '£8.95');
});

test("the policies' effective date in each language: the spec's month first, and the French day first", () => {
  assert.equal(formatDate('2025-06-08', 'en'), 'June 8, 2025');
  assert.equal(formatDate('2025-06-08', 'fr'), '8 juin 2025');
  // A date is a day, not an instant: no time zone moves it.
  assert.equal(formatDate('2025-01-01', 'fr'), '1 janvier 2025');
});

test('an offer by the litre, to the nearest penny: the spec’s bottle and crate of twelve at 750 ml', () => {
  assert.equal(pencePerLitre(895, 1, 750), 1193);
  assert.equal(pencePerLitre(8995, 12, 750), 999);
  assert.equal(formatPrice(pencePerLitre(895, 1, 750)), '£11.93');
  assert.equal(formatPrice(pencePerLitre(8995, 12, 750), 'fr'), '9,99\u00A0£');
  // Half a penny rounds up, as a price would be written.
  assert.equal(pencePerLitre(1, 2, 1000), 1);
  assert.equal(pencePerLitre(1000, 1, 1000), 1000);
});
