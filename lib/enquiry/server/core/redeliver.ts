import type { EnquiryLog } from '@/lib/log';
import type { Interest } from '../../fields';
import type { Enquiry } from '../../schema';
import type { DeliveryAlert } from '../due-work/delivery-alert';
import type { Mailer } from '../mail/mailer';
import { referenceFor } from '../reference';
import { dueAt, type EnquiryRecord, type EnquiryRecords } from '../store/records';
import { nextAttemptAt, type Backoff } from './backoff';

export type RedeliveryPorts = {
  records: EnquiryRecords;
  mailer: Mailer;
  backoff: Backoff;
  log: EnquiryLog;
  now: () => number;
  /** Told of each message that got through and each refused for itself (delivery-alert.ts). */
  alert?: Pick<DeliveryAlert, 'delivered' | 'messageRefused'>;
};

// refused: for good (a 5xx); message-refused: this message, for itself, so not tried again; busy: another
// process holds it.
export type Redelivered = 'sent' | 'failed' | 'refused' | 'message-refused' | 'busy' | 'not-due';

export type RedeliveryReport = Record<Redelivered, number>;

export const enquiryOf = (record: EnquiryRecord): Enquiry => ({
  ...record.fields,
  interest: record.fields.interest as Interest,
});

// Read again under its claim: a second process finds it sent, or rescheduled.
async function redeliverOne(id: string, ports: RedeliveryPorts): Promise<Redelivered> {
  const { records, mailer, log, now } = ports;
  const claim = await records.claim(id);
  if (!claim) return 'busy';
  try {
    const record = await records.find(id);
    if (!record || (dueAt(record) ?? Infinity) > now()) return 'not-due';
    const attempts = record.attempts + 1;
    const receivedAt = new Date(record.receivedAt);
    const mail = await mailer.render(enquiryOf(record), id, { receivedAt, late: { attempts } });
    const delivery = await mailer.deliver(mail, id);
    const line = { id, reference: referenceFor(id), channel: record.channel, count: attempts };
    if (delivery.ok) {
      await records.setStatus(id, 'delivered', { attempts });
      log.info({ event: 'enquiry.delivered', ...line, outcome: `late-${delivery.via}` });
      await ports.alert?.delivered();
      return 'sent';
    }
    if (delivery.code === 'message-refused') {
      await records.setStatus(id, 'refused', { attempts, refusal: delivery.refusal });
      log.info({ event: 'enquiry.retry-failed', ...line, outcome: delivery.code, code: delivery.errorCode });
      await ports.alert?.messageRefused();
      return 'message-refused';
    }
    const permanent = !!delivery.permanent;
    const next = nextAttemptAt(attempts, permanent, ports.backoff, now());
    await records.setStatus(id, 'undelivered', { attempts, nextAttemptAt: next });
    // One line per attempt at info; operators are told once, when the failing starts (delivery-alert.ts).
    log.info({ event: 'enquiry.retry-failed', ...line, outcome: delivery.code, code: delivery.errorCode });
    return permanent ? 'refused' : 'failed';
  } finally {
    await claim();
  }
}

/** At most `limit` enquiries, none taken after `until` (ms) or once `signal` says the process is stopping. */
export type RedeliveryLimits = { limit: number; until: number; signal?: AbortSignal };

export async function redeliverDue(ports: RedeliveryPorts, bounds: RedeliveryLimits): Promise<RedeliveryReport> {
  const report: RedeliveryReport = { sent: 0, failed: 0, refused: 0, 'message-refused': 0, busy: 0, 'not-due': 0 };
  const due = await ports.records.due(ports.now(), bounds.limit);
  for (const record of due) {
    if (bounds.signal?.aborted || ports.now() >= bounds.until) break;
    report[await redeliverOne(record.id, ports)]++;
  }
  return report;
}
