import 'server-only';
import { enquiryLog, type EnquiryLog } from '@/lib/log';
import { referenceFor } from '../core/reference';
import type { Enquiry } from '../../schema';
import type { Channel, EnquiryRecord, EnquiryRecords, RecordOptions, RecordStatus } from './records';

/** What a store tells the log: unreadable records, held ones the cap dropped and its own purges, by count. */
export const loggedOptions = (log: EnquiryLog): RecordOptions => ({
  onCorrupt: () => log.warn({ event: 'enquiry.record-unreadable', outcome: 'skipped' }),
  onHeldCap: (dropped) => log.warn({ event: 'enquiry.held-cap', outcome: 'oldest-dropped', count: dropped }),
  onPurge: (purged) => {
    if (!purged.ok) log.warn({ event: 'enquiry.purge', outcome: 'failed', store: 'records', code: purged.code });
    else if (purged.removed)
      log.info({ event: 'enquiry.purge', outcome: 'purged', store: 'records', count: purged.removed });
  },
});

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
