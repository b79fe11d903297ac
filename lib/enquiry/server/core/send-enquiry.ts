import { codeOf } from '@/lib/error-code';
import { heldBy } from '../held/held-by';
import type { Delivery } from '../mail/deliver';
import { dueAt, withStatus, WAITING_STATUSES } from '../store/record-life';
import { enquiryOf } from './enquiry-record';
import type { Claim } from '../store/store-contract';
import type { EnquiryRecord, RecordStatus } from '../store/record-schema';
import { receiptOnDelivery } from '../receipt/receipt-state';
import { nextAttemptAt } from './backoff';
import type { Services } from './services';

export type SendTarget = {
  id: string;
  /**
   * The visitor's request only: the record just made, and whether a store took it. It is sent claimed or not
   * (no other process sends a new record before its first wait); one no store took is sent as made and
   * inserted after; any other is read again under its claim, as made only where the store cannot answer.
   */
  intake?: { record: EnquiryRecord; kept: boolean };
  /** The statuses it is sent from: a second sender finds it sent, or rescheduled, and sends nothing. */
  from: readonly RecordStatus[];
  /** The due work's: not before its next attempt. */
  dueBy?: number;
  /** A held enquiry mailed because no store could hold it. */
  suspectedSpam?: boolean;
};

export type DeliveryFailed = Extract<Delivery, { ok: false }>;

/** `detail`: the mail server's answer, or the outbox file, for an operator; `kept`: a failed send's record was written. */
export type Sent =
  | { outcome: 'sent'; record: EnquiryRecord; detail: string }
  | { outcome: 'failed'; record: EnquiryRecord; delivery: DeliveryFailed; kept: boolean }
  | { outcome: 'busy' }
  | { outcome: 'missing' }
  | { outcome: 'not-due' }
  | { outcome: 'not-waiting'; status: RecordStatus };

type SendServices = Pick<Services, 'env' | 'store' | 'mailer' | 'log' | 'backoff' | 'alert' | 'later' | 'now'>;

const unclaimed: Claim = async () => {};

// A claim the store could not give is a claim not held: nothing is sent under it, but an enquiry at intake,
// which no other process can have yet (none sends a new record before its first wait), so that a store that
// fails is no reason not to send it.
export async function claimOf(
  { id, intake }: Pick<SendTarget, 'id' | 'intake'>,
  { store, log }: Pick<Services, 'store' | 'log'>,
): Promise<Claim | 'busy'> {
  if (!store) return unclaimed;
  try {
    return (await store.claim(id)) ?? 'busy';
  } catch (error) {
    log.error({ event: 'enquiry.record-claim', id, outcome: 'not-recorded', code: codeOf(error) });
    return intake ? unclaimed : 'busy';
  }
}

// The record as the store holds it now; as made at intake where no store took it, or the store cannot say.
async function readUnder({ id, intake }: SendTarget, { store }: SendServices) {
  try {
    const stored = await store?.find(id);
    if (stored || (intake?.kept && store)) return { record: stored, stored: true };
  } catch {
    if (intake) return { record: intake.record, stored: intake.kept };
  }
  return { record: intake?.record, stored: false };
}

/**
 * The one way an enquiry is sent, whoever sends it (the visitor's request, the due work, an operator, the
 * Review page): under its claim, read again under it, rendered, delivered, and its record written with how
 * it went, only if the store still holds it as it was read (an erasure meanwhile stays an erasure). A process
 * that dies mid-send leaves a claim that expires (STALE_CLAIM_MS); it is then sent again.
 */
export async function sendEnquiry(target: SendTarget, services: SendServices): Promise<Sent> {
  const claim = await claimOf(target, services);
  if (claim === 'busy') return { outcome: 'busy' };
  try {
    const { record, stored } = await readUnder(target, services);
    if (!record) return { outcome: 'missing' };
    if (!target.from.includes(record.status)) return { outcome: 'not-waiting', status: record.status };
    if (target.dueBy !== undefined && (dueAt(record) ?? Infinity) > target.dueBy) return { outcome: 'not-due' };
    return await sendClaimed(record, target, { ...services, write: writer(record, stored, services) });
  } finally {
    await claim().catch(() => {});
  }
}

type Write = (record: EnquiryRecord) => Promise<{ store?: string; code?: string }>;

async function sendClaimed(
  record: EnquiryRecord,
  target: SendTarget,
  services: SendServices & { write: Write },
): Promise<Sent> {
  const { mailer, log, alert, later, write, now = Date.now } = services;
  const { id, reference, channel } = record;
  const attempts = record.attempts + 1;
  const releasedFromHeld = record.status === 'held' && !target.suspectedSpam;
  const mail = await mailer.render(enquiryOf(record), id, {
    receivedAt: new Date(record.receivedAt),
    late: releasedFromHeld || !record.attempts ? undefined : { attempts },
    releasedFromHeld,
    suspectedSpam: target.suspectedSpam,
    ...(record.status === 'held' && { heldBy: heldBy(record) }),
  });
  const started = performance.now();
  const delivery = await mailer.deliver(mail, id);
  const line = { id, reference, channel, durations: { deliveryMs: Math.round(performance.now() - started) } };
  const late = attempts > 1 ? { count: attempts } : {};
  if (delivery.ok) {
    log.info({
      event: 'enquiry.delivered',
      ...line,
      ...late,
      outcome: `${attempts > 1 ? 'late-' : ''}${delivery.via}`,
    });
    if (alert) later(() => alert.delivered());
    // Its receipt is due at once, written with its delivery: sent after it, and never for one held.
    const receipt = receiptOnDelivery(record, now(), services);
    const sent = { ...withStatus(record, 'delivered', now(), { attempts }), ...(receipt && { receipt }) };
    await write(sent);
    return {
      outcome: 'sent',
      record: sent,
      detail: delivery.via === 'smtp' ? delivery.response : `written to ${delivery.file}`,
    };
  }
  // A message refused for itself is its own problem: kept, never tried again, named in the next held digest.
  const refusal = delivery.code === 'message-refused' ? delivery.refusal : undefined;
  const failed = { ...line, ...late, outcome: delivery.code, code: delivery.errorCode };
  if (attempts > 1) log.info({ event: 'enquiry.retry-failed', ...failed });
  else log[refusal ? 'warn' : 'error']({ event: 'enquiry.failed', ...failed });
  if (alert && refusal) later(() => alert.messageRefused());
  else if (alert && delivery.permanent) later(() => alert.failing());
  // An operator's release that failed leaves it as it was; one waiting to be sent is tried again.
  const waiting = WAITING_STATUSES.includes(record.status);
  if (!refusal && !waiting) return { outcome: 'failed', record, delivery, kept: true };
  const next = refusal ? undefined : nextAttemptAt(attempts, !!delivery.permanent, services.backoff, now());
  const unsent = withStatus(record, refusal ? 'refused' : 'undelivered', now(), {
    attempts,
    nextAttemptAt: next,
    refusal,
  });
  const { store, code } = await write(unsent);
  const outcome = refusal ? 'refused' : 'kept';
  if (attempts === 1 && store) log.warn({ event: 'enquiry.kept', id, reference, channel, outcome, store });
  else if (attempts === 1) log.error({ event: 'enquiry.not-kept', id, reference, channel, outcome: 'lost', code });
  return { outcome: 'failed', record: unsent, delivery, kept: !!store };
}

// The record after a send (its own, or its receipt's), written over the one read (update: nothing where it
// was erased or changed since), or inserted where no store took it at intake. Gives the store that took it,
// or why none did; a write that fails is logged, never thrown: the mail has gone, or has not.
export const writer =
  (read: EnquiryRecord, stored: boolean, { store, log }: Pick<Services, 'store' | 'log'>): Write =>
  async (record) => {
    if (!store) return { code: 'no store' };
    try {
      const taken = stored ? await store.update(record, read) : await store.insert(record);
      if (taken) return { store: taken };
      log.warn({ event: 'enquiry.record-status', id: record.id, outcome: 'gone', store: store.kind });
      return { code: 'gone' };
    } catch (error) {
      const code = codeOf(error);
      log.error({ event: 'enquiry.record-status', id: record.id, outcome: 'not-recorded', store: store.kind, code });
      return { code };
    }
  };
