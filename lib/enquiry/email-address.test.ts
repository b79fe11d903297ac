import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isEmailAddress } from './email-address';

test('plain addresses are accepted, including international ones', () => {
  for (const address of [
    'ada@example.com',
    'ada.lovelace+sarnia@mail.example.co.uk',
    "o'brien@example.ie",
    'zoë@exämple.gg',
    'a@b.cd',
    'x_y-z@sub-domain.example.org',
  ])
    assert.equal(isEmailAddress(address), true, address);
});

test('anything but one plain mailbox is refused', () => {
  for (const address of [
    '"x"<a@evil.example>',
    'Admin <admin@example.com>',
    'a@evil.example>',
    'ada@example',
    'ada@@example.com',
    'ada@exa@mple.com',
    '@example.com',
    'ada@',
    'ada lovelace@example.com',
    'ada@exam ple.com',
    '.ada@example.com',
    'ada.@example.com',
    'a..da@example.com',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example..com',
    'ada@.example.com',
    'ada@example.com.',
    'ada@192.168.0.1',
    'ada@[127.0.0.1]',
    'ada\u202e@example.com',
    'ada(comment)@example.com',
    `${'a'.repeat(65)}@example.com`,
    `ada@${'a'.repeat(64)}.com`,
  ])
    assert.equal(isEmailAddress(address), false, address);
});

test('a hostile string is read once, character by character, and refused', () => {
  assert.equal(isEmailAddress(`a@${'.'.repeat(16_000)}@`), false);
  assert.equal(isEmailAddress(`${'a'.repeat(64)}@${'.'.repeat(188)}`), false);
});
