import type { EnquiryLog } from '@/lib/log';
import type { Interest } from '../../fields';
import type { Enquiry } from '../../schema';
import type { Mailer } from '../mail/mailer';
import { referenceFor } from '../reference';
import { dueAt, type EnquiryRecord, type EnquiryRecords } from '../store/records';
import { nextAttemptAt, type Backoff } from './backoff';

/** What sending waiting enquiries again needs; due-work/ gives the real ones, the tests fakes. */
export type RedeliveryPorts = {
  records: EnquiryRecords;
  mailer: Mailer;
  backoff: Backoff;
  log: EnquiryLog;
  now: () => number;
};

/** What came of one: sent, failed again (refused: for good, a 5xx), or left (another process holds it, or it is no longer due). */
export type Redelivered = 'sent' | 'failed' | 'refused' | 'busy' | 'not-due';

export type RedeliveryReport = Record<Redelivered, number>;

/** The enquiry as the visitor sent it, from its record. */
export const enquiryOf = (record: EnquiryRecord): Enquiry => ({
  ...record.fields,
  interest: record.fields.interest as Interest,
});

/**
 * Sends one waiting enquiry again, under its claim, and only if it is still due once read under it (a
 * second process finds it sent, or rescheduled): the mail says it is late and when it was received, and
 * keeps the first attempt's Message-ID. A failure schedules the next attempt on the backoff.
 */
export async function redeliverOne(id: string, ports: RedeliveryPorts): Promise<Redelivered> {
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
      return 'sent';
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

export type RedeliveryLimits = {
  /** Enquiries taken in one run, at most. */
  limit: number;
  /** No enquiry is taken after this (ms). */
  until: number;
  /** Set when the process is stopping: no more is taken. */
  signal?: AbortSignal;
};

/** Sends whatever is due, soonest due first, one at a time, within the run's bounds. */
export async function redeliverDue(ports: RedeliveryPorts, bounds: RedeliveryLimits): Promise<RedeliveryReport> {
  const report: RedeliveryReport = { sent: 0, failed: 0, refused: 0, busy: 0, 'not-due': 0 };
  const due = await ports.records.due(ports.now(), bounds.limit);
  for (const record of due) {
    if (bounds.signal?.aborted || ports.now() >= bounds.until) break;
    report[await redeliverOne(record.id, ports)]++;
  }
  return report;
}
