import { codeOf } from '@/lib/error-code';
import { nextAttemptAt } from '../core/backoff';
import { claimOf, writer } from '../core/send-enquiry';
import type { Services } from '../core/services';
import type { Delivery } from '../mail/deliver';
import { RECEIPT_SPAN_MS } from '../store/periods';
import { receiptDueAt } from '../store/record-life';
import type { EnquiryRecord, Receipt } from '../store/record-schema';
import type { EnquiryStore, ReceiptTurn } from '../store/store-contract';
import { renderReceipt } from './receipt-mail';
import { receiptsOn } from './receipt-state';
import { receiptFactsOf } from './receipt-view';

/** `dueBy`: the due work's, not before its next attempt. */
export type ReceiptTarget = { id: string; dueBy?: number };

/**
 * How it went: sent; failed, and due again later; not sent, for good (refused, perhaps taken, too late, or
 * turned off); the address's or the site's limit spent; another process's claim; nothing due; or erased.
 */
export type ReceiptOutcome = 'sent' | 'failed' | 'not-sent' | 'address' | 'site' | 'busy' | 'not-due' | 'gone';

type ReceiptServices = Pick<Services, 'env' | 'store' | 'log' | 'backoff' | 'now'> & {
  mailer: Pick<Services['mailer'], 'deliver'>;
};

// Tried again: a failure the next attempt may not meet. Not a refusal (a 5xx: this address, or this mail,
// will be refused again), nor a message the server may have taken, which a second would repeat.
const retried = (delivery: Extract<Delivery, { ok: false }>) =>
  !delivery.permanent && ['delivery-failed', 'auth-failed'].includes(delivery.code);

/**
 * A delivered enquiry's receipt, whoever sends it (the visitor's request once answered, the due work), under
 * the record's claim, as its send is: read again under it, its turn taken (once per address a day, under the
 * site's ceiling), written `sending` before it goes, so that it never goes twice, then sent or due again with
 * the enquiries' backoff. Each state is written only over the record as last read or written: an erasure
 * meanwhile stays one, and no receipt goes after it.
 */
export async function sendReceipt({ id, dueBy }: ReceiptTarget, services: ReceiptServices): Promise<ReceiptOutcome> {
  const { store } = services;
  if (!store) return 'not-due';
  const claim = await claimOf({ id }, services);
  if (claim === 'busy') return 'busy';
  try {
    const record = await store.find(id);
    if (!record) return 'gone';
    const { receipt } = record;
    if (receipt?.state !== 'due') return 'not-due';
    if (dueBy !== undefined && (receiptDueAt(record) ?? Infinity) > dueBy) return 'not-due';
    return await sendClaimed(record, receipt, { ...services, store });
  } finally {
    await claim().catch(() => {});
  }
}

async function sendClaimed(
  record: EnquiryRecord,
  receipt: Receipt,
  services: ReceiptServices & { store: EnquiryStore },
) {
  const { env, store, mailer, log, backoff, now = Date.now } = services;
  const line = { event: 'enquiry.receipt', id: record.id, reference: record.reference } as const;
  let current = record;
  const write = async (next: Receipt) => {
    const written = { ...current, receipt: next };
    const { store: taken, code } = await writer(current, true, services)(written);
    if (taken) current = written;
    return taken ? 'written' : code === 'gone' ? 'gone' : 'failed';
  };
  const attempts = receipt.attempts + 1;
  const notSent = async (why: NonNullable<Receipt['why']>, attempted = receipt.attempts) => {
    await write({ state: 'not-sent', attempts: attempted, why });
    return 'not-sent' as const;
  };
  const again = async (code?: string) => {
    const next = new Date(nextAttemptAt(attempts, false, backoff, now())).toISOString();
    log.warn({ ...line, outcome: 'failed', code, count: attempts });
    await write({ state: 'due', attempts, nextAttemptAt: next });
    return 'failed' as const;
  };

  if (!receiptsOn(env)) return (log.info({ ...line, outcome: 'off' }), notSent('off'));
  if (now() - Date.parse(record.statusAt) > RECEIPT_SPAN_MS)
    return (log.info({ ...line, outcome: 'late' }), notSent('late'));
  let turn: ReceiptTurn;
  try {
    turn = await store.receiptTurn(record, env.CONTACT_RECEIPTS_DAILY_MAX);
  } catch (error) {
    return again(codeOf(error));
  }
  if (turn === 'gone') return 'gone';
  if (turn !== 'taken') {
    log[turn === 'site' ? 'warn' : 'info']({ ...line, outcome: `${turn}-limit` });
    await notSent(turn);
    return turn;
  }
  // From here on it is never sent again, whatever becomes of this process.
  const sending = await write({ state: 'sending', attempts });
  if (sending !== 'written') return sending === 'gone' ? 'gone' : 'failed';
  const mail = await renderReceipt(receiptFactsOf(record), { ...env, to: record.fields.email, at: new Date(now()) });
  const started = performance.now();
  const delivery = await mailer.deliver(mail, record.id);
  const durations = { deliveryMs: Math.round(performance.now() - started) };
  if (delivery.ok) {
    log.info({ ...line, outcome: 'sent', durations, count: attempts });
    await write({ state: 'sent', attempts });
    return 'sent';
  }
  if (retried(delivery)) return again(delivery.errorCode);
  log.warn({ ...line, outcome: delivery.code, code: delivery.errorCode, durations });
  return notSent(delivery.code === 'may-have-arrived' ? 'unsure' : 'refused', attempts);
}
