import 'server-only';
import { codeOf } from '@/lib/error-code';
import { enquiryLog, type EnquiryLog } from '@/lib/log';
import { referenceFor } from '../reference';
import { pickFields } from '../../fields';
import type { Enquiry } from '../../schema';
import { NotKeptError } from './records-fallback';
import {
  withStatus,
  type Channel,
  type EnquiryRecord,
  type EnquiryRecords,
  type RecordOptions,
  type RecordStatus,
  type StoreKind,
} from './records';
import { defaultLocale } from '@/lib/i18n/locales';

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

export type KeepResult = { ok: true; store: StoreKind } | { ok: false; errorCodes: string[] };

const recordOf = ({ id, enquiry, channel, status, receivedAt = new Date() }: Accepted): EnquiryRecord => {
  const at = receivedAt.toISOString();
  return {
    id,
    reference: referenceFor(id),
    receivedAt: at,
    channel,
    fields: { ...pickFields(enquiry), language: enquiry.language ?? defaultLocale },
    status,
    statusAt: at,
  };
};

/**
 * The use case's side of the records: a record that cannot be written never stops an enquiry, it is
 * logged (without personal data) and the enquiry goes on as it would without a store. Each call says
 * whether the record was written, so a held enquiry that cannot be kept is mailed instead.
 */
export function recordKeeper(records: EnquiryRecords | undefined, log: EnquiryLog = enquiryLog()) {
  const failed = (event: `enquiry.${string}`, id: string, error: unknown) => {
    const code = error instanceof NotKeptError ? error.codes.join(', ') : codeOf(error);
    // The store's name, never its folder.
    const store = records?.kind;
    log.error({ event, id, reference: referenceFor(id), outcome: 'not-recorded', store, code });
    return false;
  };
  return {
    async accepted(accepted: Accepted): Promise<boolean> {
      if (!records) return false;
      try {
        await records.save(recordOf(accepted));
        return true;
      } catch (error) {
        return failed('enquiry.record-save', accepted.id, error);
      }
    },
    /**
     * An enquiry that could not be sent: its record, undelivered, is all that is kept, and its message is
     * rebuilt from it when it is sent. Written whole, so it is kept even where its first record was not.
     */
    async undelivered(accepted: Omit<Accepted, 'status'>): Promise<KeepResult> {
      if (!records) return { ok: false, errorCodes: ['no store'] };
      const earlier = await records.find(accepted.id).catch(() => undefined);
      const record = earlier ?? recordOf({ ...accepted, status: 'undelivered' });
      try {
        return { ok: true, store: await records.save(withStatus(record, 'undelivered', Date.now())) };
      } catch (error) {
        const codes = error instanceof NotKeptError ? error.codes : [`${records.kind} ${(error as Error).name}`];
        return { ok: false, errorCodes: codes };
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
