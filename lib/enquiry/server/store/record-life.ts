import { DAY_MS, retention } from '@/lib/site/retention';
import { STALE_RECEIVED_MS } from './periods';

// received: accepted, not yet sent; held: suspected spam, waiting for an operator to release it; refused:
// the mail server refused the message itself, so it is not tried again, and waits for an operator too.
export const RECORD_STATUSES = ['received', 'delivered', 'undelivered', 'held', 'refused'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** What of a record its life reads and changes (every EnquiryRecord, record-schema.ts). */
export type Lived = {
  status: RecordStatus;
  statusAt: string;
  receivedAt: string;
  attempts: number;
  nextAttemptAt?: string;
  refusal?: string;
  receipt?: { state: string; nextAttemptAt?: string };
};

/**
 * After an attempt: how many there have been, when the next is due (none once it is sent), and the mail
 * server's codes when it refused the message.
 */
export type Progress = { attempts: number; nextAttemptAt?: number; refusal?: string };

/** When a record goes by itself: delivered ones a period after delivery, the others after receipt. */
// Counted from receipt: those waiting for an operator, and (the rest) those waiting to be sent.
const keptDays: Partial<Record<RecordStatus, number>> = { held: retention.heldDays, refused: retention.refusedDays };

export function expiresAt(record: Pick<Lived, 'status' | 'receivedAt' | 'statusAt'>): number {
  if (record.status === 'delivered') return Date.parse(record.statusAt) + retention.deliveredDays * DAY_MS;
  return Date.parse(record.receivedAt) + (keptDays[record.status] ?? retention.undeliveredDays) * DAY_MS;
}

/** What a digest announces: the held, and those whose message the mail server refused. */
export const ANNOUNCED_STATUSES: readonly RecordStatus[] = ['held', 'refused'];

/** What waits to be sent, by the due work or by a visitor sending it again. */
export const WAITING_STATUSES: readonly RecordStatus[] = ['received', 'undelivered'];

/** The record as operators and resend see it: one left received past STALE_RECEIVED_MS is undelivered. */
export function asSeen<R extends Lived>(record: R, now: number): R {
  const stale = record.status === 'received' && now - Date.parse(record.statusAt) > STALE_RECEIVED_MS;
  return stale ? { ...record, status: 'undelivered' } : record;
}

/** When a waiting (received or undelivered) record is due: its next attempt, or at once; never for the others. */
export const dueAt = ({ status, nextAttemptAt, statusAt }: Lived): number | undefined =>
  status === 'received' || status === 'undelivered' ? Date.parse(nextAttemptAt ?? statusAt) : undefined;

/** When a due receipt is tried next; never for one in any other state. */
export const receiptDueAt = ({ receipt }: Lived): number | undefined =>
  receipt?.state === 'due' && receipt.nextAttemptAt ? Date.parse(receipt.nextAttemptAt) : undefined;

/** When the due work takes the record next: its send while it waits, else its receipt while that is due. */
export const nextDueAt = (record: Lived): number | undefined => dueAt(record) ?? receiptDueAt(record);

/** The record with a new status; the next attempt is kept only while it waits, the refusal while refused. */
export function withStatus<R extends Lived>(record: R, status: RecordStatus, now: number, progress?: Progress): R {
  const next = progress ? progress.nextAttemptAt : record.nextAttemptAt && Date.parse(record.nextAttemptAt);
  const changed = { ...record, status, statusAt: new Date(now).toISOString() };
  changed.attempts = progress?.attempts ?? record.attempts;
  delete changed.nextAttemptAt;
  if (next && dueAt(changed) !== undefined) changed.nextAttemptAt = new Date(next).toISOString();
  const refusal = progress?.refusal ?? record.refusal;
  delete changed.refusal;
  if (status === 'refused' && refusal) changed.refusal = refusal;
  return changed;
}
