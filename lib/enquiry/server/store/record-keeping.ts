import 'server-only';
import type { ServerEnv } from '@/lib/env';
import { enquiryLog, type EnquiryLog } from '@/lib/log';
import type { Redis } from '@/lib/redis';
import { referenceFor } from '../core/reference';
import type { Enquiry } from '../../schema';
import type { Channel, EnquiryRecord, EnquiryRecords, RecordOptions, RecordStatus } from './records';
import { fileRecords } from './records-file';
import { redisRecords } from './records-redis';

/** What a store tells the log: unreadable records, and held ones the cap dropped, by count. */
export const loggedOptions = (log: EnquiryLog): RecordOptions => ({
  onCorrupt: () => log.warn({ event: 'enquiry.record-unreadable', outcome: 'skipped' }),
  onHeldCap: (dropped) => log.warn({ event: 'enquiry.held-cap', outcome: 'oldest-dropped', count: dropped }),
});

/**
 * Redis when it is configured, else OUTBOX_DIR/records; none on Vercel without Redis, where the disk
 * is not kept (the start-up note says so, and enquiries are delivered as before).
 */
export function enquiryRecords(
  env: ServerEnv,
  redis: Redis | undefined,
  options: RecordOptions = {},
  log: EnquiryLog = enquiryLog(),
): EnquiryRecords | undefined {
  const withLog: RecordOptions = {
    ...loggedOptions(log),
    onPurge: (purged) => {
      if (!purged.ok) log.warn({ event: 'enquiry.record-purge', outcome: 'failed', code: purged.code });
      else if (purged.removed)
        log.info({ event: 'enquiry.purge', outcome: 'purged', store: 'records', count: purged.removed });
    },
    ...options,
  };
  if (redis) return redisRecords(redis, withLog);
  if (!env.VERCEL) return fileRecords(env.OUTBOX_DIR, withLog);
  return undefined;
}

type Accepted = { id: string; enquiry: Enquiry; channel: Channel; status: RecordStatus; receivedAt?: Date };

/**
 * The use case's side of the records: a record that cannot be written never stops an enquiry, it is
 * logged (without personal data) and the enquiry goes on as it would without a store. Each call says
 * whether the record was written, so a held enquiry that cannot be kept is mailed instead.
 */
export function recordKeeper(records: EnquiryRecords | undefined, log: EnquiryLog = enquiryLog()) {
  const failed = (event: `enquiry.${string}`, id: string, error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).name;
    // The store's name, never its folder.
    const store = records?.where === 'Redis' ? 'redis' : 'outbox';
    log.error({ event, id, reference: referenceFor(id), outcome: 'not-recorded', store, code });
    return false;
  };
  return {
    async accepted({ id, enquiry, channel, status, receivedAt = new Date() }: Accepted): Promise<boolean> {
      if (!records) return false;
      const at = receivedAt.toISOString();
      const record: EnquiryRecord = {
        id,
        reference: referenceFor(id),
        receivedAt: at,
        channel,
        fields: { name: enquiry.name, email: enquiry.email, interest: enquiry.interest, message: enquiry.message },
        status,
        statusAt: at,
      };
      try {
        await records.save(record);
        return true;
      } catch (error) {
        return failed('enquiry.record-save', id, error);
      }
    },
    async status(id: string, status: RecordStatus): Promise<boolean> {
      if (!records) return false;
      try {
        return await records.setStatus(id, status);
      } catch (error) {
        return failed('enquiry.record-status', id, error);
      }
    },
  };
}

export type RecordKeeper = ReturnType<typeof recordKeeper>;
