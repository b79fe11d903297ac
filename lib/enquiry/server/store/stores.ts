import 'server-only';
import path from 'node:path';
import type { ServerEnv } from '@/lib/env';
import { enquiryLog, type EnquiryLog } from '@/lib/log';
import type { Redis } from '@/lib/redis';
import { loggedOptions } from './record-keeping';
import type { EnquiryRecords, RecordOptions, StoreKind } from './records';
import { recordsWithFallback } from './records-fallback';
import { redisRecords } from './records-redis';
import { sqliteRecords } from './records-sqlite';
import { chooseStores, type StoreChoice } from './store-choice';

export { chooseStores, type StoreChoice } from './store-choice';

export type EnquiryStores = {
  choice: StoreChoice;
  /** Every enquiry's record, undelivered ones included; none on Vercel without Redis (the start-up note says so). */
  records?: EnquiryRecords;
  /** The outbox folder, where the disk is kept and `only` does not leave it out. */
  outboxDir?: string;
};

type Made = { only?: StoreKind; options?: RecordOptions; log?: EnquiryLog };

/** The stores for the server and the operators' command, as store-choice.ts (which start-up and health follow too) decides. */
export function enquiryStores(env: ServerEnv, redis: Redis | undefined, made: Made = {}): EnquiryStores {
  const { only, log = enquiryLog() } = made;
  const choice = chooseStores(env, !!redis, only);
  const options: RecordOptions = { ...loggedOptions(log), ...made.options };
  const make = { redis: () => redisRecords(redis!, options), outbox: () => sqliteRecords(env.OUTBOX_DIR, options) };
  return {
    choice,
    records: choice.stores.length
      ? recordsWithFallback(
          choice.stores.map((kind) => make[kind]()),
          options.now,
        )
      : undefined,
    outboxDir: choice.outbox ? path.resolve(env.OUTBOX_DIR) : undefined,
  };
}
