import 'server-only';
import path from 'node:path';
import type { ServerEnv } from '@/lib/env';
import { enquiryLog, type EnquiryLog } from '@/lib/log';
import type { Redis } from '@/lib/redis';
import { loggedOptions } from './record-keeping';
import type { EnquiryRecords, RecordOptions } from './records';
import { fileRecords } from './records-file';
import { redisRecords } from './records-redis';
import { fileStore } from './undelivered-file';
import { redisStore } from './undelivered-redis';
import { chooseStores, type StoreChoice } from './store-choice';
import type { StoreKind, UndeliveredStore } from './undelivered-store';

export { chooseStores, type StoreChoice } from './store-choice';

export type EnquiryStores = {
  choice: StoreChoice;
  /** None on Vercel without Redis, where the disk is not kept (the start-up note says so). */
  records?: EnquiryRecords;
  undelivered: UndeliveredStore[];
  /** The outbox folder, where the disk is kept and `only` does not leave it out. */
  outboxDir?: string;
};

type Made = { only?: StoreKind; options?: RecordOptions; log?: EnquiryLog };

/** The stores for the server and the operators' command, as store-choice.ts (which start-up and health follow too) decides. */
export function enquiryStores(env: ServerEnv, redis: Redis | undefined, made: Made = {}): EnquiryStores {
  const { only, log = enquiryLog() } = made;
  const choice = chooseStores(env, !!redis, only);
  const options: RecordOptions = { ...loggedOptions(log), ...made.options };
  const make = {
    redis: () => ({ records: redisRecords(redis!, options), undelivered: redisStore(redis!) }),
    outbox: () => ({ records: fileRecords(env.OUTBOX_DIR, options), undelivered: fileStore(env.OUTBOX_DIR) }),
  };
  return {
    choice,
    records: choice.records && make[choice.records]().records,
    undelivered: choice.undelivered.map((kind) => make[kind]().undelivered),
    outboxDir: choice.outbox ? path.resolve(env.OUTBOX_DIR) : undefined,
  };
}
