import type { Redis } from '@/lib/redis';
import { DAY_MS } from '@/lib/site/retention';
import { digestStateOf, type DigestClaim } from './digest-claim';
import { ANNOUNCED_STATUSES, expiresAt, indexDays, type RecordIndex } from './record-life';
import type { EnquiryRecord } from './record-schema';
import { KEY } from './redis-scripts';
import { byReceipt, type Claim } from './store-contract';

// The digest's fields while it fails, gone once it is sent or has nothing left to announce.
const FAILING = ['failures', 'failingSinceMs', 'nextAttemptMs'];
type Calls = {
  now: () => number;
  call: <T>(work: Promise<T>) => Promise<T>;
  take: (name: string) => Promise<Claim | undefined>;
  many: (ids: string[]) => Promise<EnquiryRecord[]>;
};

/** The held digest's claim (a key taken with SET NX, as a record's) and its state, in one hash. */
export function redisDigest(redis: Redis, { now, call, take, many }: Calls) {
  const claimDigest = async (): Promise<DigestClaim | undefined> => {
    const release = await take(KEY.digestTurn);
    if (!release) return undefined;
    try {
      const state = await call(redis.hGetAll(KEY.digest));
      let read: EnquiryRecord[] = [];
      const unannounced = async () => {
        const listed = (index: RecordIndex) =>
          call(redis.zRangeByScore(KEY[index], now() - indexDays(index) * DAY_MS, '+inf'));
        const ids = [...(await listed('held')), ...(await listed('refused'))];
        const marks = ids.length ? await call(redis.mGet(ids.map((id) => `${KEY.announced}${id}`))) : [];
        const unmarked = await many(ids.filter((_, index) => marks[index] === null));
        read = unmarked.filter((record) => ANNOUNCED_STATUSES.includes(record.status)).sort(byReceipt);
        return read;
      };
      const dropped = Number(state.dropped ?? 0);
      const sent = async (at: number) => {
        const queue = redis.multi().hSet(KEY.digest, 'lastSentMs', String(at)).hIncrBy(KEY.digest, 'dropped', -dropped);
        for (const record of read)
          queue.set(KEY.announced + record.id, String(at), { expiration: { type: 'PXAT', value: expiresAt(record) } });
        await call(queue.hDel(KEY.digest, FAILING).exec());
      };
      const failed = async (at: number, next: number) => {
        const queue = redis.multi().hIncrBy(KEY.digest, 'failures', 1).hSetNX(KEY.digest, 'failingSinceMs', String(at));
        await call(queue.hSet(KEY.digest, 'nextAttemptMs', String(next)).exec());
      };
      const settled = async () => void (await call(redis.hDel(KEY.digest, FAILING)));
      return { ...digestStateOf(state), dropped, unannounced, sent, failed, settled, release };
    } catch (error) {
      await release();
      throw error;
    }
  };
  return { claimDigest, digestState: async () => digestStateOf(await call(redis.hGetAll(KEY.digest))) };
}
