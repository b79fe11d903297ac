import { withTimeout, type Redis } from '@/lib/redis';
import { DAY_MS, retention } from '@/lib/site/retention';
import { ENQUIRY_ID } from '../core/enquiry-id';
import type { UndeliveredStore } from './undelivered-store';

const PREFIX = 'sarnia:undelivered:';
// The period the privacy policy states for an enquiry that could not be sent, in the seconds Redis counts.
const KEEP_UNDELIVERED_S = (retention.undeliveredDays * DAY_MS) / 1000;
const LOCK_MS = 10 * 60_000;
// Keeping an enquiry is worth a longer wait than a rate-limit check.
const STORE_TIMEOUT_MS = 2_000;

/** One hash per enquiry: the message bytes and when they were stored, expiring with its period. */
export function redisStore(redis: Redis): UndeliveredStore {
  const key = (id: string) => {
    if (!ENQUIRY_ID.test(id)) throw new Error(`not an enquiry id: ${id}`);
    return `${PREFIX}${id}`;
  };
  const call = <T>(work: Promise<T>) => withTimeout(work, STORE_TIMEOUT_MS);
  return {
    kind: 'redis',
    where: 'Redis',
    async save(id, raw) {
      const storedAt = new Date().toISOString();
      await call(redis.multi().hSet(key(id), { raw, storedAt }).expire(key(id), KEEP_UNDELIVERED_S).exec());
    },
    async list() {
      const ids: string[] = [];
      for await (const keys of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 200 }))
        for (const found of keys) ids.push(String(found).slice(PREFIX.length));
      const kept = await Promise.all(
        ids
          .filter((id) => ENQUIRY_ID.test(id))
          .map(async (id) => ({ id, storedAt: await call(redis.hGet(key(id), 'storedAt')) })),
      );
      return kept
        .filter((entry): entry is { id: string; storedAt: string } => typeof entry.storedAt === 'string')
        .map(({ id, storedAt }) => ({ id, storedAt: new Date(storedAt) }))
        .sort((a, b) => a.storedAt.getTime() - b.storedAt.getTime());
    },
    async read(id) {
      // The message is 7-bit (nodemailer encodes every non-ASCII character), so text round-trips exactly.
      const raw = await call(redis.hGet(key(id), 'raw'));
      return typeof raw === 'string' ? Buffer.from(raw, 'utf8') : undefined;
    },
    async remove(id) {
      await call(redis.del(key(id)));
    },
    async lock(id) {
      const lockKey = `sarnia:undelivered-lock:${key(id).slice(PREFIX.length)}`;
      const taken = await call(
        redis.set(lockKey, '1', { condition: 'NX', expiration: { type: 'PX', value: LOCK_MS } }),
      );
      if (taken !== 'OK') return undefined;
      return async () => {
        await call(redis.del(lockKey));
      };
    },
  };
}
