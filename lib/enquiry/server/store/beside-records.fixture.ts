import assert from 'node:assert/strict';
import { addressHash, mailboxHash } from '../address-key';
import { SAME_TEXT_MS } from './periods';
import type { EnquiryRecord } from './record-schema';
import type { EnquiryStore, StoreOptions } from './store-contract';
import { sampleRecord } from './sample-record.fixture';

// What every store keeps beside the records, and shares with every other instance: flags, fingerprints, a
// text's senders, the held digest and receipts; checked for SQLite (sqlite-store.test.ts) and for Redis
// (integration/enquiry/redis-store.test.ts).

/**
 * The held digest across two stores sharing one place: one takes the turn at a time; the turn gives the
 * held and refused enquiries not yet announced (not a delivered one) and what the cap dropped (of the held
 * alone); once sent, the next turn has nothing to announce, the count is spent, and the time it went is shared.
 */
export async function digestsOnceAcrossStores(make: (options: StoreOptions) => EnquiryStore) {
  const [a, b] = [make({ heldCap: 2 }), make({ heldCap: 2 })];
  const start = Date.now() - 60 * 60_000;
  const held = Array.from({ length: 3 }, (_, i) =>
    sampleRecord({ status: 'held', receivedAt: new Date(start + i * 1000).toISOString() }),
  );
  for (const record of held) await a.insert(record);
  const refusedAt = new Date(start + 1500).toISOString();
  const refused = sampleRecord({ status: 'refused', receivedAt: refusedAt, refusal: 'SMTP 554 5.7.1' });
  await b.insert(refused);
  await b.insert(sampleRecord({ status: 'delivered' }));
  const turns = await Promise.all([a.claimDigest(), b.claimDigest()]);
  assert.equal(turns.filter(Boolean).length, 1);
  const turn = turns.find(Boolean)!;
  const announced = await turn.unannounced();
  assert.deepEqual(
    announced.map((record) => record.id),
    [held[1]!.id, refused.id, held[2]!.id],
  );
  assert.equal(announced[1]?.refusal, 'SMTP 554 5.7.1');
  assert.equal(turn.dropped, 1);
  assert.equal(turn.lastSentMs, undefined);
  const at = Date.now();
  await turn.sent(at);
  await turn.release();
  const newer = sampleRecord({ status: 'held' });
  await b.insert(newer);
  const next = await b.claimDigest();
  assert.ok(next);
  assert.deepEqual(
    [(await next.unannounced()).map((record) => record.id), next.dropped, next.lastSentMs],
    [[newer.id], 1, at],
  );
  await next.release();
  // Given back without a digest: nothing is marked, and the turn can be taken again. What it holds is read
  // when asked, not as it is taken: most turns find the digest not due, and read nothing.
  const again = await a.claimDigest();
  const later = sampleRecord({ status: 'held', receivedAt: new Date(Date.now() + 1000).toISOString() });
  await b.insert(later);
  assert.deepEqual(
    (await again?.unannounced())?.map((record) => record.id),
    [newer.id, later.id],
  );
  await again!.release();
}

/** A mark every instance shares, on an empty store: two setting it at once, one gets the other's value back. */
export async function sharesFlags(a: EnquiryStore, b: EnquiryStore) {
  assert.equal(await a.flag('contract'), undefined);
  assert.equal(await a.swapFlag('contract', 'failing'), undefined);
  assert.equal(await b.flag('contract'), 'failing');
  const swapped = await Promise.all([a.swapFlag('contract', 'ok'), b.swapFlag('contract', 'ok')]);
  assert.deepEqual(swapped.sort(), ['failing', 'ok']);
  assert.equal(await b.flag('contract'), 'ok');
}

/** A fingerprint noted once and seen by every store sharing the place, ended as its send ended, erased with its address. */
export async function remembersFingerprints(a: EnquiryStore, b: EnquiryStore) {
  const [zoe, tom] = [`${addressHash('Zoe@example.gg')}:fields`, `${addressHash('tom@example.gg')}:fields`];
  assert.equal(await a.fingerprint(zoe, 'first'), undefined);
  assert.deepEqual(await b.fingerprint(zoe, 'second'), { id: 'first' });
  await a.fingerprintEnded(zoe, { id: 'first', ended: 'delivered' });
  assert.deepEqual(await b.fingerprint(zoe, 'third'), { id: 'first', ended: 'delivered' });
  await a.fingerprint(tom, 'tom');
  assert.equal((await b.eraseEmail(' ZOE@example.gg')).fingerprints, 1);
  assert.equal(await a.fingerprint(zoe, 'again'), undefined);
  assert.deepEqual(await a.fingerprint(tom, 'x'), { id: 'tom' });
}

/**
 * One text's senders counted by address across every store sharing the place, each for SAME_TEXT_MS after it
 * last sent it, and an address erased no longer counted; another text is counted apart. `make` takes the clock.
 */
export async function countsSameText(make: (options: StoreOptions) => EnquiryStore) {
  let clock = Date.now();
  const [a, b] = [make({ now: () => clock }), make({ now: () => clock })];
  const text = `text-${Math.random()}`;
  const [ada, bo, cy, di] = ['Ada', 'bo', 'cy', 'di'].map((name) => mailboxHash(`${name}@example.gg`));
  assert.equal(await a.sameText(text, ada!), 1);
  // The same address again counts once: a visitor sending their enquiry twice is one sender.
  assert.equal(await b.sameText(text, ada!), 1);
  assert.equal(await b.sameText(text, bo!), 2);
  clock += SAME_TEXT_MS - 1000;
  assert.equal(await a.sameText(text, cy!), 3);
  assert.equal(await a.sameText(`${text}-other`, cy!), 1);
  // A day after Ada and Bo last sent it, they are no longer counted.
  clock += 1000;
  assert.equal(await b.sameText(text, di!), 2);
  const erased = await a.eraseEmail('CY@example.gg');
  assert.equal(erased.texts, 2);
  assert.equal(await b.sameText(text, ada!), 2);
  assert.equal(await b.sameText(`${text}-other`, di!), 1);
}

/**
 * The held digest's failures, on an empty store, shared by every store in the place: counted from the first,
 * each with its next attempt, read with or without the claim; a digest sent ends them, and so does one with
 * nothing left to announce, keeping when the last went.
 */
export async function sharesDigestFailures(a: EnquiryStore, b: EnquiryStore) {
  const start = Date.now();
  assert.deepEqual(await b.digestState(), { failures: 0 });
  const first = (await a.claimDigest())!;
  await first.failed(start, start + 300_000);
  await first.release();
  assert.deepEqual(await b.digestState(), { failures: 1, failingSinceMs: start, nextAttemptMs: start + 300_000 });
  const second = (await b.claimDigest())!;
  assert.deepEqual([second.failures, second.failingSinceMs, second.nextAttemptMs], [1, start, start + 300_000]);
  await second.failed(start + 300_000, start + 900_000);
  await second.release();
  const failing = { failures: 2, failingSinceMs: start, nextAttemptMs: start + 900_000 };
  assert.deepEqual(await a.digestState(), failing);
  const third = (await a.claimDigest())!;
  await third.unannounced();
  await third.sent(start + 900_000);
  await third.release();
  assert.deepEqual(await b.digestState(), { lastSentMs: start + 900_000, failures: 0 });
  const fourth = (await b.claimDigest())!;
  await fourth.failed(start + 1_000_000, start + 1_300_000);
  await fourth.settled();
  await fourth.release();
  assert.deepEqual(await a.digestState(), { lastSentMs: start + 900_000, failures: 0 });
}

/**
 * Receipts, on an empty store, shared by every store in the place: a due receipt is due as a send is, and never
 * counts as waiting to be sent; a receipt's turn is taken once an address (in any case) and again by the same
 * enquiry alone, the site's ceiling counting every address; none is taken for a record the store no longer
 * holds as given (its statusAt, its receipt's state and attempts); an erasure takes the address's mark with its records, and the address may have one again.
 */
export async function takesReceiptTurns(a: EnquiryStore, b: EnquiryStore) {
  const now = Date.now();
  const due = { state: 'due', attempts: 0, nextAttemptAt: new Date(now - 1000).toISOString() } as const;
  const delivered = (email: string) => sampleRecord({ status: 'delivered', email, receipt: due });
  const [zoe, zoeAgain, tom, ann] = ['zoe@example.gg', 'ZOE@example.gg', 'tom@example.gg', 'ann@example.gg'].map(
    delivered,
  ) as [EnquiryRecord, EnquiryRecord, EnquiryRecord, EnquiryRecord];
  for (const record of [zoe, zoeAgain, tom, ann]) await a.insert(record);
  const dueIds = (await b.due(now, 10)).map((record) => record.id).sort();
  assert.deepEqual(dueIds, [zoe.id, zoeAgain.id, tom.id, ann.id].sort());
  assert.equal(await b.oldestWaiting(), undefined);

  assert.equal(await a.receiptTurn(zoe, 2), 'taken');
  assert.equal(await b.receiptTurn(zoe, 2), 'taken');
  assert.equal(await b.receiptTurn(zoeAgain, 2), 'address');
  assert.equal(await a.receiptTurn(tom, 2), 'taken');
  assert.equal(await b.receiptTurn(ann, 2), 'site');
  assert.equal(await a.receiptTurn({ ...ann, statusAt: new Date(now + 1000).toISOString() }, 5), 'gone');
  assert.equal(await a.receiptTurn({ ...ann, receipt: { state: 'due', attempts: 1 } }, 5), 'gone');
  assert.equal(await a.receiptTurn({ ...ann, receipt: { state: 'sending', attempts: 0 } }, 5), 'gone');
  assert.equal(await a.receiptTurn(delivered('new@example.gg'), 5), 'gone');

  const read = (await a.find(zoe.id))!;
  assert.equal(await a.update({ ...read, receipt: { state: 'sent', attempts: 1 } }, read), a.kind);
  assert.ok(!(await b.due(now, 10)).some((record) => record.id === zoe.id));

  assert.equal((await b.eraseEmail(' Zoe@example.gg')).receipts, 1);
  assert.equal((await a.eraseEmail('zoe@example.gg')).receipts, 0);
  const after = delivered('zoe@example.gg');
  await b.insert(after);
  assert.equal(await a.receiptTurn(after, 5), 'taken');
}
