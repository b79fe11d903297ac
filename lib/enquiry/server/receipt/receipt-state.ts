import type { ServerEnv } from '@/lib/env';
import type { EnquiryStore } from '../store/store-contract';
import { WAITING_STATUSES } from '../store/record-life';
import type { EnquiryRecord, Receipt } from '../store/record-schema';

type ReceiptSettings = Pick<ServerEnv, 'CONTACT_RECEIPTS' | 'SMTP_HOST'>;

/**
 * Receipts go where they are on and there is a mail server to send them: without one the mail would only be
 * written to OUTBOX_DIR, the operators' mailbox, and reach no visitor.
 */
export const receiptsOn = (env: ReceiptSettings) => env.CONTACT_RECEIPTS && !!env.SMTP_HOST;

/**
 * The receipt an enquiry is due as it reaches the operators, at once, or none: it needs a store, which keeps
 * it to once an address a day and carries it through its retries. Only one sent from waiting (received or
 * undelivered: the visitor was told it was sent, or kept), and only the first time: never one released from
 * held or refused by an operator (checked as spam, or refused for what it says, its address is the least
 * sure), nor one sent again once delivered (an operator's resend), which has had its own.
 */
export function receiptOnDelivery(
  record: EnquiryRecord,
  at: number,
  { env, store }: { env: ReceiptSettings; store?: EnquiryStore },
): Receipt | undefined {
  if (!store || !receiptsOn(env) || record.receipt || !WAITING_STATUSES.includes(record.status)) return undefined;
  return { state: 'due', attempts: 0, nextAttemptAt: new Date(at).toISOString() };
}
