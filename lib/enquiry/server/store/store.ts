import 'server-only';
import path from 'node:path';
import type { ServerEnv } from '@/lib/env';
import { enquiryLog, type EnquiryLog } from '@/lib/log';
import type { Redis } from '@/lib/redis';
import type { EnquiryStore, StoreKind, StoreOptions } from './records';
import { redisStore } from './redis-store';
import { sqliteStore } from './sqlite-store';

/** What a store tells the log: unreadable records and held ones the cap dropped, by count. */
export const loggedOptions = (log: EnquiryLog): StoreOptions => ({
  onCorrupt: () => log.warn({ event: 'enquiry.record-unreadable', outcome: 'skipped' }),
  onHeldCap: (dropped) => log.warn({ event: 'enquiry.held-cap', outcome: 'oldest-dropped', count: dropped }),
});

type Spilling = EnquiryStore & { moveSpilled(): Promise<number> };

// Writes either store took, and the first one's failure where neither did.
async function eitherOf<T>(first: () => Promise<T>, second: () => Promise<T>): Promise<T> {
  try {
    return await first();
  } catch (error) {
    return second().catch(() => Promise.reject(error));
  }
}

/**
 * Redis, and where it does not answer, the database in OUTBOX_DIR: what Redis could not take is written there
 * (a record, a fingerprint) until moveSpilled gives it to Redis, which alone is read. Erasing and purging
 * cover both.
 */
export function spilling(redis: EnquiryStore, spill: ReturnType<typeof sqliteStore>): Spilling {
  return {
    ...redis,
    save: (record) =>
      eitherOf(
        () => redis.save(record),
        () => spill.save(record),
      ),
    fingerprint: (key, id) =>
      eitherOf(
        () => redis.fingerprint(key, id),
        () => spill.fingerprint(key, id),
      ),
    fingerprintEnded: (key, seen) =>
      eitherOf(
        () => redis.fingerprintEnded(key, seen),
        () => spill.fingerprintEnded(key, seen),
      ),
    async eraseEmail(email) {
      const [inRedis, spilled] = await Promise.all([redis.eraseEmail(email), spill.eraseEmail(email)]);
      const fingerprints = inRedis.fingerprints + spilled.fingerprints;
      return { ids: [...new Set([...inRedis.ids, ...spilled.ids])], fingerprints };
    },
    purge: async () => (await Promise.all([redis.purge(), spill.purge()])).reduce((sum, count) => sum + count),
    // Of a record in both, the copy changed last (its statusAt) is kept; the spill's goes once Redis has it.
    async moveSpilled() {
      const spilled = await spill.list();
      for (const record of spilled) {
        const kept = await redis.find(record.id);
        if (!kept || Date.parse(kept.statusAt) <= Date.parse(record.statusAt)) await redis.save(record);
        await spill.remove(record.id);
      }
      return spilled.length;
    },
  };
}

type Made = { only?: StoreKind; options?: StoreOptions; log?: EnquiryLog };

/**
 * The one store the server and the operators' command use: Redis when REDIS_URL is set (with its spill
 * where the disk is kept), else the database in OUTBOX_DIR; none on Vercel without Redis. `only` names one
 * of them for an operator: the spill is the database.
 */
export function enquiryStore(env: ServerEnv, redis: Redis | undefined, made: Made = {}) {
  const options: StoreOptions = { ...loggedOptions(made.log ?? enquiryLog()), ...made.options };
  const disk = !env.VERCEL && made.only !== 'redis';
  const sqlite = disk ? sqliteStore(env.OUTBOX_DIR, options) : undefined;
  const inRedis = redis && made.only !== 'sqlite' ? redisStore(redis, options) : undefined;
  const store: EnquiryStore | Spilling | undefined =
    inRedis && sqlite ? spilling(inRedis, sqlite) : (inRedis ?? sqlite);
  return { store, outboxDir: sqlite && path.resolve(env.OUTBOX_DIR) };
}

/** The spill's records given to Redis, now that it answers; nothing where there is no spill. */
export const moveSpilled = async (store: EnquiryStore | undefined) =>
  store && 'moveSpilled' in store ? (store as Spilling).moveSpilled() : 0;
