import type { Redis } from '@/lib/redis';
import { DAY_MS, retention } from '@/lib/site/retention';
import { digestStateOf, type DigestClaim } from './digest-claim';
import { ANNOUNCED_STATUSES, expiresAt } from './record-life';
import type { EnquiryRecord } from './record-schema';
import { ANNOUNCED, DIGEST, DIGEST_TURN, HELD, REFUSED } from './redis-scripts';
import { byReceipt, type Claim } from './store-contract';

// The digest's fields while it fails, gone once it is sent or has nothing left to announce.
const FAILING = ['failures', 'failingSinceMs', 'nextAttemptMs'];
const digestState = (state: Record<string, string>) => {
  const number = (name: string) => (state[name] ? Number(state[name]) : undefined);
  const [lastSentMs, failures, failingSinceMs, nextAttemptMs] = ['lastSentMs', ...FAILING].map(number);
  return digestStateOf({ lastSentMs, failures, failingSinceMs, nextAttemptMs });
};

type Calls = {
  now: () => number;
  call: <T>(work: Promise<T>) => Promise<T>;
  take: (name: string) => Promise<Claim | undefined>;
  many: (ids: string[]) => Promise<EnquiryRecord[]>;
};

/** The held digest's claim (a key taken with SET NX, as a record's) and its state, in one hash. */
export function redisDigest(redis: Redis, { now, call, take, many }: Calls) {
  const claimDigest = async (): Promise<DigestClaim | undefined> => {
    const release = await take(DIGEST_TURN);
    if (!release) return undefined;
    try {
      const state = await call(redis.hGetAll(DIGEST));
      let read: EnquiryRecord[] = [];
      const unannounced = async () => {
        const since = (days: number) => now() - days * DAY_MS;
        const ids = [
          ...(await call(redis.zRangeByScore(HELD, since(retention.heldDays), '+inf'))),
          ...(await call(redis.zRangeByScore(REFUSED, since(retention.refusedDays), '+inf'))),
        ];
        const marks = ids.length ? await call(redis.mGet(ids.map((id) => `${ANNOUNCED}${id}`))) : [];
        const unmarked = await many(ids.filter((_, index) => marks[index] === null));
        read = unmarked.filter((record) => ANNOUNCED_STATUSES.includes(record.status)).sort(byReceipt);
        return read;
      };
      const dropped = Number(state.dropped ?? 0);
      const sent = async (at: number) => {
        const queue = redis.multi().hSet(DIGEST, 'lastSentMs', String(at)).hIncrBy(DIGEST, 'dropped', -dropped);
        for (const record of read)
          queue.set(`${ANNOUNCED}${record.id}`, String(at), { expiration: { type: 'PXAT', value: expiresAt(record) } });
        await call(queue.hDel(DIGEST, FAILING).exec());
      };
      const failed = async (at: number, next: number) => {
        const queue = redis.multi().hIncrBy(DIGEST, 'failures', 1).hSetNX(DIGEST, 'failingSinceMs', String(at));
        await call(queue.hSet(DIGEST, 'nextAttemptMs', String(next)).exec());
      };
      const settled = async () => void (await call(redis.hDel(DIGEST, FAILING)));
      return { ...digestState(state), dropped, unannounced, sent, failed, settled, release };
    } catch (error) {
      await release();
      throw error;
    }
  };
  return { claimDigest, digestState: async () => digestState(await call(redis.hGetAll(DIGEST))) };
}
