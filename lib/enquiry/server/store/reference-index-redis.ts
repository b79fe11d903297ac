import type { Redis } from '@/lib/redis';
import { ENQUIRY_ID } from '../enquiry-id';
import { referenceFor } from '../reference';

// Redis's index of references: a key per reference naming the id, written in the record's own MULTI
// with the record's expiry, so finding an enquiry by its reference is two GETs whatever Redis holds.
// Of two ids sharing a reference (one in 5.5 × 10^10), the one saved last is found by it.

const PREFIX = 'sarnia:record-ref:';
// Set once every record then kept has its key; records from before the index are indexed first.
const BUILT = 'sarnia:records:by-reference-built';

export const referenceKey = (id: string) => `${PREFIX}${referenceFor(id)}`;

type Call = <T>(work: Promise<T>) => Promise<T>;

export function redisReferenceIndex(redis: Redis, call: Call, recordPrefix: string, batch: number) {
  // Once seen built, it stays so: every record saved since has its key.
  let known = false;
  const build = async () => {
    if (known || (known = (await call(redis.exists(BUILT))) === 1)) return;
    for await (const keys of redis.scanIterator({ MATCH: `${recordPrefix}*`, COUNT: batch })) {
      const ids = keys.map((name) => String(name).slice(recordPrefix.length)).filter((id) => ENQUIRY_ID.test(id));
      if (!ids.length) continue;
      // PTTL, not PEXPIRETIME, which Redis before 7 lacks; the entry may outlive its record by a few ms.
      const left = await call(Promise.all(ids.map((id) => redis.pTTL(`${recordPrefix}${id}`))));
      const queue = redis.multi();
      ids.forEach((id, index) => {
        const ms = left[index]!;
        // -2: gone since the SCAN; -1: a record with no expiry, which no store of ours writes.
        if (ms > 0) queue.set(referenceKey(id), id, { condition: 'NX', expiration: { type: 'PX', value: ms } });
      });
      await call(queue.exec());
    }
    await call(redis.set(BUILT, '1'));
    known = true;
  };
  return {
    build,
    /** The id a reference names, or undefined when none does. */
    async idFor(reference: string): Promise<string | undefined> {
      await build();
      const id = await call(redis.get(`${PREFIX}${reference}`));
      return typeof id === 'string' && ENQUIRY_ID.test(id) && referenceFor(id) === reference ? id : undefined;
    },
  };
}
