import { DAY_MS, retention } from '@/lib/site/retention';
import { STALE_RECEIVED_MS } from './periods';
import { RECORD_STATUSES, type EnquiryRecord, type RecordStatus } from './record-schema';

/** The indexes (Redis's sorted sets of ids by receipt, SQLite's queries by status) that list records by status. */
export const RECORD_INDEXES = ['waiting', 'held', 'refused'] as const;
export type RecordIndex = (typeof RECORD_INDEXES)[number];

/**
 * A status's part in a record's life: the statuses a send (the visitor's, the due work's, an operator's release
 * or resend) may write over it; what the due work takes it for (its send, at its next attempt or at once, or its
 * receipt while that is due); how long it is kept, counted from when; and the index that lists it.
 */
type StatusLife = {
  next: readonly RecordStatus[];
  due?: 'send' | 'receipt';
  kept: { days: number; from: 'receivedAt' | 'statusAt' };
  index?: RecordIndex;
};

const sent: readonly RecordStatus[] = ['delivered', 'undelivered', 'refused'];
const released: readonly RecordStatus[] = ['delivered', 'refused'];
const fromReceipt = (days: number) => ({ days, from: 'receivedAt' }) as const;

/**
 * A record's life, status by status, read by both engines and shown in docs/enquiries.md. received: accepted,
 * not yet sent (read as undelivered once STALE_RECEIVED_MS old: asSeen); delivered: in the operators' mailbox,
 * its status final, its receipt (record-schema.ts) due, then sending, then sent or not; undelivered: to be
 * tried again; held: suspected spam, for an operator to release; refused: its message refused by the mail
 * server, never tried again by itself, for an operator too.
 */
export const LIFE: Record<RecordStatus, StatusLife> = {
  received: { next: sent, due: 'send', kept: fromReceipt(retention.undeliveredDays), index: 'waiting' },
  delivered: { next: [], due: 'receipt', kept: { days: retention.deliveredDays, from: 'statusAt' } },
  undelivered: { next: sent, due: 'send', kept: fromReceipt(retention.undeliveredDays), index: 'waiting' },
  held: { next: released, kept: fromReceipt(retention.heldDays), index: 'held' },
  refused: { next: released, kept: fromReceipt(retention.refusedDays), index: 'refused' },
};

/** The statuses an index lists. */
export const statusesIn = (...indexes: RecordIndex[]) =>
  RECORD_STATUSES.filter((status) => indexes.some((index) => LIFE[status].index === index));

/** How long an index keeps an id, counted from its receipt: the longest its statuses are kept. */
export const indexDays = (index: RecordIndex) => Math.max(...statusesIn(index).map((status) => LIFE[status].kept.days));

/** The statuses a record may have had before this one (this one too): those a chain of sends leads from. */
export function earlierStatuses(status: RecordStatus): RecordStatus[] {
  const found = new Set([status]);
  for (const known of found)
    for (const earlier of RECORD_STATUSES) if (LIFE[earlier].next.includes(known)) found.add(earlier);
  return [...found];
}

/** The indexes (`due` among them) a record written with this status may be in from before. */
export const indexesBefore = (status: RecordStatus) => {
  const indexes = earlierStatuses(status).flatMap((earlier) => [LIFE[earlier].index, LIFE[earlier].due && 'due']);
  return [...new Set(indexes)].filter((index) => index !== undefined);
};

/**
 * After an attempt: how many there have been, when the next is due (none once it is sent), and the mail
 * server's codes when it refused the message.
 */
export type Progress = { attempts: number; nextAttemptAt?: number; refusal?: string };

/** When a record goes by itself: its status's period after receipt, or after its status was set (delivery). */
export function expiresAt(record: Pick<EnquiryRecord, 'status' | 'receivedAt' | 'statusAt'>): number {
  const { days, from } = LIFE[record.status].kept;
  return Date.parse(record[from]) + days * DAY_MS;
}

/** What a digest announces: the held, and those whose message the mail server refused. */
export const ANNOUNCED_STATUSES: readonly RecordStatus[] = statusesIn('held', 'refused');

/** What waits to be sent, by the due work or by a visitor sending it again. */
export const WAITING_STATUSES: readonly RecordStatus[] = statusesIn('waiting');

/** The record as operators and resend see it: one left received past STALE_RECEIVED_MS is undelivered. */
export function asSeen(record: EnquiryRecord, now: number): EnquiryRecord {
  const stale = record.status === 'received' && now - Date.parse(record.statusAt) > STALE_RECEIVED_MS;
  return stale ? { ...record, status: 'undelivered' } : record;
}

/** When a record waiting to be sent is due: its next attempt, or at once; never for the others. */
export const dueAt = ({ status, nextAttemptAt, statusAt }: EnquiryRecord): number | undefined =>
  LIFE[status].due === 'send' ? Date.parse(nextAttemptAt ?? statusAt) : undefined;

/** When a due receipt is tried next; never for one in any other state. */
export const receiptDueAt = ({ receipt }: EnquiryRecord): number | undefined =>
  receipt?.state === 'due' && receipt.nextAttemptAt ? Date.parse(receipt.nextAttemptAt) : undefined;

/** When the due work takes the record next: its send while it waits, or its receipt while that is due. */
export const nextDueAt = (record: EnquiryRecord): number | undefined =>
  LIFE[record.status].due === 'receipt' ? receiptDueAt(record) : dueAt(record);

/** The record with a new status; the next attempt is kept only while it waits, the refusal while refused. */
export function withStatus(record: EnquiryRecord, status: RecordStatus, now: number, progress?: Progress) {
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
