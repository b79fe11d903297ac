import 'server-only';
import path from 'node:path';
import type { ServerEnv } from '@/lib/env';
import { enquiryLog, type EnquiryLog } from '@/lib/log';
import type { Redis } from '@/lib/redis';
import { byReceipt, type EnquiryStore, type StoreKind, type StoreOptions } from './store-contract';
import type { EnquiryRecord } from './record-schema';
import { redisStore, type Adopted, type RedisStore } from './redis-store';
import { sqliteSpill } from './sqlite-spill';

/** What a store tells the log: unreadable records and held ones the cap dropped, by count. */
export const loggedOptions = (log: EnquiryLog): StoreOptions => ({
  onCorrupt: () => log.warn({ event: 'enquiry.record-unreadable', outcome: 'skipped' }),
  onHeldCap: (dropped) => log.warn({ event: 'enquiry.held-cap', outcome: 'oldest-dropped', count: dropped }),
});

type Spill = ReturnType<typeof sqliteSpill>;
type Spilling = EnquiryStore & { moveSpilled(): Promise<Record<'moved' | Exclude<Adopted, 'taken'>, number>> };

type Either = 'insert' | 'fingerprint' | 'fingerprintEnded' | 'sameText';

// The call as Redis took it, else as the spill did; Redis's failure where neither did.
const either = <K extends Either>(redis: EnquiryStore, spill: EnquiryStore, name: K) =>
  (async (...args: unknown[]) => {
    const call = (store: EnquiryStore) => (store[name] as (...args: unknown[]) => Promise<unknown>)(...args);
    try {
      return await call(redis);
    } catch (error) {
      return call(spill).catch(() => Promise.reject(error));
    }
  }) as EnquiryStore[K];

// Of two copies of one record, the one changed last.
const latest = (records: EnquiryRecord[]) =>
  records.reduce<EnquiryRecord | undefined>(
    (kept, record) => (kept && kept.statusAt > record.statusAt ? kept : record),
    undefined,
  );

/**
 * Redis, and where it does not answer, the database in OUTBOX_DIR: what Redis could not take is written there
 * (a record, a fingerprint, an update of a record Redis holds) until moveSpilled gives it to Redis as adopt()
 * allows (never what an erasure marked). Reads see both, the copy changed last; erasing and purging cover both.
 * A receipt's turn is Redis's alone: one whose record is only in the spill waits until Redis has it.
 */
export function spilling(redis: RedisStore, spill: Spill): Spilling {
  return {
    ...redis,
    insert: either(redis, spill, 'insert'),
    // Where the record is now: Redis, else the spill (written there while Redis was down); if Redis cannot
    // say, the spill keeps the update for Redis to take, should Redis still hold the record then.
    async update(record, read) {
      let down: unknown;
      try {
        if (await redis.update(record, read)) return 'redis';
      } catch (error) {
        down = error ?? new Error('Redis failed');
      }
      if (await spill.update(record, read).catch(() => undefined)) return 'sqlite';
      return down ? spill.keepUpdate(record).catch(() => Promise.reject(down)) : undefined;
    },
    async find(idOrReference) {
      const [inRedis, spilled] = await Promise.allSettled([redis.find(idOrReference), spill.find(idOrReference)]);
      const found = [inRedis, spilled].flatMap((read) => (read.status === 'fulfilled' && read.value) || []);
      if (!found.length && inRedis.status === 'rejected') throw inRedis.reason;
      return latest(found);
    },
    async list(filter) {
      const [inRedis, spilled] = await Promise.all([redis.list(filter), spill.list(filter)]);
      const byId = Map.groupBy([...inRedis, ...spilled], (record) => record.id);
      return [...byId.values()].map((copies) => latest(copies)!).sort(byReceipt);
    },
    fingerprint: either(redis, spill, 'fingerprint'),
    fingerprintEnded: either(redis, spill, 'fingerprintEnded'),
    // Noted in the spill only while Redis is down, and counted there alone: never moved, gone after its day.
    sameText: either(redis, spill, 'sameText'),
    async eraseEmail(email) {
      const [inRedis, spilled] = await Promise.all([redis.eraseEmail(email), spill.eraseEmail(email)]);
      const fingerprints = inRedis.fingerprints + spilled.fingerprints;
      const [texts, receipts] = [inRedis.texts + spilled.texts, inRedis.receipts + spilled.receipts];
      return { ids: [...new Set([...inRedis.ids, ...spilled.ids])], fingerprints, texts, receipts };
    },
    purge: async () => (await Promise.all([redis.purge(), spill.purge()])).reduce((sum, count) => sum + count),
    // A spilled copy goes once Redis has decided on it; one changed on this host meanwhile stays for the next
    // run. What an erasure marked, or no longer in Redis, leaves no byte in the spill's files either.
    async moveSpilled() {
      const counts = { moved: 0, 'kept-newer': 0, gone: 0, erased: 0 };
      for (const { record, intake } of await spill.spilled()) {
        const adopted = await redis.adopt(record, intake);
        counts[adopted === 'taken' ? 'moved' : adopted]++;
        await spill.remove(record);
      }
      if (counts.gone || counts.erased) await spill.checkpoint();
      return counts;
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
  const sqlite = disk ? sqliteSpill(env.OUTBOX_DIR, options) : undefined;
  const inRedis = redis && made.only !== 'sqlite' ? redisStore(redis, options) : undefined;
  const store: EnquiryStore | Spilling | undefined =
    inRedis && sqlite ? spilling(inRedis, sqlite) : (inRedis ?? sqlite);
  return { store, outboxDir: sqlite && path.resolve(env.OUTBOX_DIR) };
}

/** The spill's records given to Redis, now that it answers; nothing where there is no spill. */
export const moveSpilled = async (store: EnquiryStore | undefined) =>
  store && 'moveSpilled' in store ? (store as Spilling).moveSpilled() : {};
