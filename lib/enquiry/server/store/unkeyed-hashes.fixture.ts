import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { DAY_MS, erasureMarkDays } from '@/lib/site/retention';
import type { RedisStore } from './redis-store';
import type { EnquiryStore, StoreOptions } from './store-contract';
import { sampleRecord } from './sample-record.fixture';

/** What a store held before its hashes were keyed, written as the site wrote it then. */
export type Planted = (kind: 'erasure' | 'receipt', hash: string, value: string) => Promise<void>;

/**
 * A store written before the hashes were keyed (issue 60): its marks are an unkeyed SHA-256 of the address,
 * trimmed and lower-cased. Read after the change, its erasure's mark still keeps a copy received before it from
 * being adopted (Redis), its receipt's mark still counts, and an erasure removes it; once an erasure's mark written before
 * the change would be gone (ERASURE_MARK_MS after the store first used keyed hashes), the unkeyed hash is no
 * longer looked up.
 */
export async function honoursUnkeyedHashes(
  make: (options?: StoreOptions) => EnquiryStore & Partial<Pick<RedisStore, 'adopt'>>,
  plant: Planted,
) {
  const email = ' Old.Mark@Example.gg';
  const unkeyed = createHash('sha256').update('address:old.mark@example.gg').digest('base64url');
  const erasedMs = Date.now() - 60_000;
  await plant('erasure', unkeyed, String(erasedMs));
  await plant('receipt', unkeyed, 'the-enquiry-of-the-day-before-the-change');
  const store = make();
  const spilled = sampleRecord({ status: 'undelivered', email, receivedAt: new Date(erasedMs - 1000).toISOString() });
  // Redis alone adopts a spill's copies (store.ts).
  if (store.adopt) assert.equal(await store.adopt(spilled, true), 'erased', 'the erasure made before the change holds');
  else await store.insert(spilled);
  const receipt = { state: 'due', attempts: 0 } as const;
  const delivered = sampleRecord({ email: 'OLD.MARK@example.gg', receipt });
  await store.insert(delivered);
  assert.equal(await store.receiptTurn(delivered, 50), 'address', "the day's receipt before the change still counts");

  const later = make({ now: () => Date.now() + erasureMarkDays * DAY_MS });
  if (later.adopt) assert.equal(await later.adopt(spilled, true), 'taken', 'no unkeyed hash is read once all are gone');
  const erased = await store.eraseEmail(email);
  assert.deepEqual(erased.ids.sort(), [spilled.id, delivered.id].sort());
  assert.equal(erased.receipts, 1, 'the unkeyed receipt mark is erased with the address');
}
