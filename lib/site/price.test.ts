import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatPrice, priceValue } from './price';

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
