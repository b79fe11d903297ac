import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashKeyOf } from '@/lib/address-hash-key';
import { DAY_MS, erasureMarkDays } from '@/lib/site/retention';
import { addressHash, addressKey, hashesOf, keyedHash, mailboxHash, mailboxKey } from './address-key';

// Issue 60: the spellings of one address that the form accepts and nodemailer sends to one mailbox.
const victim = [
  'victim@example.com',
  ' Victim@EXAMPLE.com ',
  'victim@ｅｘａｍｐｌｅ.com',
  'victim@ＥＸＡＭＰＬＥ.ＣＯＭ',
  'victim@exaｍple.cｏm',
];

test('every spelling of an address gives its one key: the local part in lower case, the domain as nodemailer sends to it', () => {
  for (const email of victim) assert.equal(addressKey(email), 'victim@example.com', email);
  for (const email of ['victim@exämple.com', 'victim@EXÄMPLE.com', 'victim@xn--exmple-cua.com'])
    assert.equal(addressKey(email), 'victim@xn--exmple-cua.com', email);
  assert.equal(addressKey('Ottilie.Brehaut@example.gg'), 'ottilie.brehaut@example.gg');
});

test('the mailbox drops a +sub-address on every domain, and the dots of a Gmail local part', () => {
  for (const email of [...victim, 'victim+1@example.com', 'VICTIM+2@ｅｘａｍｐｌｅ.com', 'victim+@example.com'])
    assert.equal(mailboxKey(email), 'victim@example.com', email);
  for (const email of ['j.doe@gmail.com', 'JDoe+news@googlemail.com', 'j.d.o.e@GMAIL.com'])
    assert.equal(mailboxKey(email), 'jdoe@gmail.com', email);
  // Dots are the mailbox's own elsewhere, and a local part that starts with + keeps it.
  assert.equal(mailboxKey('j.doe@example.com'), 'j.doe@example.com');
  assert.equal(mailboxKey('+1@example.com'), '+1@example.com');
  assert.notEqual(mailboxKey('victim@exämple.com'), mailboxKey('victim@example.com'));
});

test('hashes are keyed: one address, one hash; another key, another hash; the address is not in it', () => {
  assert.equal(addressHash('victim@ｅｘａｍｐｌｅ.com'), addressHash('Victim@example.com'));
  assert.equal(mailboxHash('victim+1@example.com'), mailboxHash('victim@example.com'));
  assert.notEqual(addressHash('victim+1@example.com'), addressHash('victim@example.com'));
  assert.notEqual(mailboxHash('victim@example.com'), addressHash('victim@example.com'));
  assert.match(keyedHash('text:hello'), /^[\w-]{43}$/);
  const [a, b] = [
    hashKeyOf({ ADDRESS_HASH_KEY: 'a'.repeat(32), OUTBOX_DIR: '' }),
    hashKeyOf({ ADDRESS_HASH_KEY: 'b'.repeat(32), OUTBOX_DIR: '' }),
  ];
  assert.notDeepEqual(a, b);
});

test('the unkeyed hash written before the change is looked up too, until an erasure mark written then is gone', () => {
  const since = Date.parse('2026-12-07T12:00:00Z');
  const markMs = erasureMarkDays * DAY_MS;
  const keyed = addressHash('Ada@example.gg');
  const [, unkeyed] = hashesOf(addressHash, ' Ada@Example.gg', since, since);
  // The SHA-256 of the trimmed, lower-cased address, as records.ts wrote it before.
  assert.equal(unkeyed, 'VhXVqfgdFFLZnmDGkMI4KSLlQ4ORBX9i5RevIuNF8bA');
  assert.deepEqual(hashesOf(addressHash, 'ada@example.gg', since, since + markMs - 1), [keyed, unkeyed]);
  assert.deepEqual(hashesOf(addressHash, 'ada@example.gg', since, since + markMs), [keyed]);
});
