import 'server-only';
import path from 'node:path';
import type { ServerEnv } from '@/lib/env';
import { codeOf } from '@/lib/error-code';
import { enquiryLog, type EnquiryLog } from '@/lib/log';
import type { Redis } from '@/lib/redis';
import type { RecordOptions, StoreKind } from './records';
import { recordsWithFallback } from './records-fallback';
import { redisRecords } from './records-redis';
import { sqliteRecords } from './records-sqlite';

// The stores tried and read, in order: Redis when it is configured, then the database in OUTBOX_DIR
// wherever the disk is kept (not on Vercel). `only` narrows them to one, for an operator.
export const chooseStores = (env: ServerEnv, redis: boolean, only?: StoreKind): StoreKind[] =>
  (['redis', 'outbox'] as const).filter((kind) => (kind === 'redis' ? redis : !env.VERCEL) && (!only || only === kind));

/** What a store tells the log: unreadable records and held ones the cap dropped, by count. */
export const loggedOptions = (log: EnquiryLog): RecordOptions => ({
  onCorrupt: () => log.warn({ event: 'enquiry.record-unreadable', outcome: 'skipped' }),
  onHeldCap: (dropped) => log.warn({ event: 'enquiry.held-cap', outcome: 'oldest-dropped', count: dropped }),
});

type Made = { only?: StoreKind; options?: RecordOptions; log?: EnquiryLog };
/** The stores for the server and the operators' command; none on Vercel without Redis. */
export function enquiryStores(env: ServerEnv, redis: Redis | undefined, made: Made = {}) {
  const stores = chooseStores(env, !!redis, made.only);
  const options: RecordOptions = { ...loggedOptions(made.log ?? enquiryLog()), ...made.options };
  const make = { redis: () => redisRecords(redis!, options), outbox: () => sqliteRecords(env.OUTBOX_DIR, options) };
  const chosen = stores.map((kind) => make[kind]());
  const records = chosen.length ? recordsWithFallback(chosen, options.now) : undefined;
  return { records, outboxDir: stores.includes('outbox') ? path.resolve(env.OUTBOX_DIR) : undefined };
}

/** Drops the expired records from the database in OUTBOX_DIR (Redis expires its own), never the mail there. */
export async function purgeRecords(env: ServerEnv, { now = Date.now, log = enquiryLog() } = {}) {
  const { records } = enquiryStores(env, undefined, { only: 'outbox', log, options: { now } });
  const failed = (error: unknown) =>
    void log.warn({ event: 'enquiry.purge', outcome: 'failed', store: 'records', code: codeOf(error) });
  const removed = (await records?.purge().catch(failed)) ?? 0;
  if (removed) log.info({ event: 'enquiry.purge', outcome: 'purged', store: 'records', count: removed });
  return removed;
}
