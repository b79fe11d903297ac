import 'server-only';
import { codeOf } from '@/lib/error-code';
import { defaultLocale } from '@/lib/i18n/locales';
import { enquiryLog, type EnquiryLog } from '@/lib/log';
import { pickFields } from '../../fields';
import type { Enquiry } from '../../schema';
import { nextAttemptAt, type Backoff } from './backoff';
import { referenceFor } from '../reference';
import { NotKeptError } from '../store/records-fallback';
import { withStatus, type Claim, type EnquiryRecord, type EnquiryRecords } from '../store/records';
import type { Progress, RecordStatus, StoreKind } from '../store/records';

type Accepted = {
  id: string;
  enquiry: Enquiry;
  channel: EnquiryRecord['channel'];
  status: RecordStatus;
  receivedAt?: Date;
};

export type KeepResult = { ok: true; store: StoreKind } | { ok: false; errorCodes: string[] };

/** Why an enquiry went unsent: refused for good (tried again at the longest wait), or its message refused (`refusal`: the codes). */
type Unsent = { permanent?: boolean; refusal?: string };

// A record received but never given a status (its process died mid-send) is due after the first wait.
function recordOf(
  { id, enquiry, channel, status, receivedAt = new Date() }: Accepted,
  backoff: Backoff,
): EnquiryRecord {
  const at = receivedAt.toISOString();
  const fields = { ...pickFields(enquiry), language: enquiry.language ?? defaultLocale };
  const record = {
    id,
    reference: referenceFor(id),
    receivedAt: at,
    channel,
    fields,
    status,
    statusAt: at,
    attempts: 0,
  };
  if (status !== 'received') return record;
  return { ...record, nextAttemptAt: new Date(nextAttemptAt(0, false, backoff, receivedAt.getTime())).toISOString() };
}

/** Taking a record's claim found it taken: another process is sending the enquiry. */
export const BUSY = 'busy';

/**
 * The use case's side of the records: a record that cannot be written never stops an enquiry, it is
 * logged (without personal data) and the enquiry goes on as it would without a store. Each call says
 * whether the record was written, so a held enquiry that cannot be kept is mailed instead.
 */
export function recordKeeper(
  records: EnquiryRecords | undefined,
  log: EnquiryLog = enquiryLog(),
  backoff: Backoff = { firstS: 300, maxS: 3600 },
) {
  const failed = (event: `enquiry.${string}`, id: string, error: unknown) => {
    const code = error instanceof NotKeptError ? error.codes.join(', ') : codeOf(error);
    // The store's name, never its folder.
    log.error({ event, id, reference: referenceFor(id), outcome: 'not-recorded', store: records?.kind, code });
    return false as const;
  };
  return {
    async accepted(accepted: Accepted): Promise<boolean> {
      if (!records) return false;
      return records.save(recordOf(accepted, backoff)).then(
        () => true,
        (error) => failed('enquiry.record-save', accepted.id, error),
      );
    },
    /**
     * An enquiry that could not be sent: its record, undelivered, is all that is kept, and its message is
     * rebuilt from it when it is sent; refused, when the mail server refused the message itself, which is
     * not tried again. Written whole, so it is kept even where its first record was not.
     */
    async undelivered(accepted: Omit<Accepted, 'status'>, failure: Unsent = {}): Promise<KeepResult> {
      if (!records) return { ok: false, errorCodes: ['no store'] };
      const earlier = await records.find(accepted.id).catch(() => undefined);
      const status = failure.refusal ? 'refused' : 'undelivered';
      const record = earlier ?? recordOf({ ...accepted, status }, backoff);
      const now = Date.now();
      const attempts = record.attempts + 1;
      const next = failure.refusal ? undefined : nextAttemptAt(attempts, !!failure.permanent, backoff, now);
      const progress = { attempts, nextAttemptAt: next, refusal: failure.refusal };
      try {
        return { ok: true, store: await records.save(withStatus(record, status, now, progress)) };
      } catch (error) {
        const codes = error instanceof NotKeptError ? error.codes : [`${records.kind} ${(error as Error).name}`];
        return { ok: false, errorCodes: codes };
      }
    },
    async status(id: string, status: RecordStatus, progress?: Progress): Promise<boolean> {
      if (!records) return false;
      return records.setStatus(id, status, progress).catch((error) => failed('enquiry.record-status', id, error));
    },
    /**
     * The enquiry's claim, before it is sent: BUSY while another process sends it. Without a store, or
     * with one that fails, nothing to give back, and the enquiry is sent all the same.
     */
    async claim(id: string): Promise<Claim | typeof BUSY> {
      const failedClaim = (error: unknown) => failed('enquiry.record-claim', id, error);
      const release = records ? await records.claim(id).catch(failedClaim) : false;
      if (release === undefined) return BUSY;
      // Giving it back writes too (a full disk refuses it): the claim then expires by itself.
      return async () => void (release && (await release().catch(failedClaim)));
    },
  };
}

export type RecordKeeper = ReturnType<typeof recordKeeper>;
