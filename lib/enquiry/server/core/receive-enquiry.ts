import { fieldErrors, honeypotField, type EnquiryField } from '@/lib/enquiry/fields';
import { enquirySchema, type Enquiry } from '@/lib/enquiry/schema';
import type { EnquiryLog } from '@/lib/log';
import type { Mailer } from '../mail/mailer';
import { BUSY, type RecordKeeper } from './record-keeping';
import { newEnquiryId } from '../enquiry-id';
import type { ClientIdentity, EnquiryLimits } from './rate-limit';
import { referenceFor } from '../reference';
import { failure, limitFailure, type EnquiryResult } from './result';
import type { Retries } from './retries';

export type EnquiryFields = Partial<Record<EnquiryField | typeof honeypotField, unknown>>;

export type Sender = { client: ClientIdentity; channel: 'script' | 'no-script' };

export type EnquiryPorts = {
  limits: Pick<EnquiryLimits, 'enquiry'>;
  retries: Pick<Retries, 'claim' | 'delivered' | 'refused'>;
  mailer: Mailer;
  records: RecordKeeper;
  log: EnquiryLog;
  newId?: () => string;
  /**
   * After the answer: `sent` drains whatever waits (the mail server is back); `refused` (a 5xx) alerts at once;
   * `messageRefused` (this message refused for itself) alerts only when the one before was refused too.
   */
  afterwards?: { sent(): void; refused(): void; messageRefused(): void };
};

const accepted = (id: string): EnquiryResult => ({ ok: true, id, reference: referenceFor(id) });

type SendOptions = { channel: Sender['channel']; suspectedSpam?: boolean };

async function send(enquiry: Enquiry, id: string, options: SendOptions, ports: EnquiryPorts): Promise<EnquiryResult> {
  // A process that dies mid-send leaves a claim that expires (STALE_CLAIM_MS); the enquiry is then sent again.
  const claim = await ports.records.claim(id);
  if (claim === BUSY) {
    const line = { event: 'enquiry.retry', id, reference: referenceFor(id), channel: options.channel } as const;
    ports.log.info({ ...line, outcome: 'being-sent' });
    return accepted(id);
  }
  try {
    return await sendClaimed(enquiry, id, options, ports);
  } finally {
    await claim();
  }
}

async function sendClaimed(
  enquiry: Enquiry,
  id: string,
  { channel, suspectedSpam }: SendOptions,
  { mailer, retries, records, log, afterwards }: EnquiryPorts,
): Promise<EnquiryResult> {
  const line = { id, reference: referenceFor(id), channel };
  const mail = await mailer.render(enquiry, id, { suspectedSpam });
  const started = performance.now();
  const delivery = await mailer.deliver(mail, id);
  const durations = { deliveryMs: Math.round(performance.now() - started) };
  if (delivery.ok) {
    log.info({ event: 'enquiry.delivered', ...line, outcome: delivery.via, durations });
    await retries.delivered(enquiry, id);
    await records.status(id, 'delivered', { attempts: 1 });
    afterwards?.sent();
    return accepted(id);
  }
  // A message refused for itself is the message's problem, not the operators' alarm: kept, told the visitor,
  // never tried again (nor sent again when the visitor retries it), and named in the next held digest.
  const messageRefused = delivery.code === 'message-refused';
  const failed = { ...line, outcome: delivery.code, code: delivery.errorCode, durations };
  log[messageRefused ? 'warn' : 'error']({ event: 'enquiry.failed', ...failed });
  if (delivery.permanent) afterwards?.refused();
  if (messageRefused) {
    await retries.refused(enquiry, id);
    afterwards?.messageRefused();
  }
  const kept = await records.undelivered({ id, enquiry, channel }, delivery);
  if (!kept.ok) {
    log.error({ event: 'enquiry.not-kept', ...line, outcome: 'lost', code: kept.errorCodes.join(', ') });
    return failure(messageRefused ? 'message-refused' : 'not-kept');
  }
  log.warn({ event: 'enquiry.kept', ...line, outcome: messageRefused ? 'refused' : 'kept', store: kept.store });
  return failure(delivery.code);
}

// A filled honeypot is held, or mailed marked where no store can hold it: never dropped, answered as sent.
async function hold(enquiry: Enquiry, id: string, channel: Sender['channel'], ports: EnquiryPorts) {
  const held = await ports.records.accepted({ id, enquiry, channel, status: 'held' });
  const outcome = held ? 'held' : 'mailed-marked';
  ports.log.warn({ event: 'enquiry.held', id, reference: referenceFor(id), channel, outcome });
  if (held) return accepted(id);
  await send(enquiry, id, { channel, suspectedSpam: true }, ports);
  return accepted(id);
}

/** One enquiry, whichever way it came, once its transport's gate let it through. */
export async function receiveEnquiry(
  fields: EnquiryFields,
  { client, channel }: Sender,
  ports: EnquiryPorts,
): Promise<EnquiryResult> {
  const parsed = enquirySchema.safeParse(fields);
  if (!parsed.success) return failure('validation', { fields: fieldErrors(parsed.error) });

  const slot = await ports.limits.enquiry(client);
  if (!slot.ok) {
    const refused = limitFailure(slot);
    ports.log.info({ event: 'enquiry.refused', channel, code: refused.code, limit: slot.shared ? 'shared' : 'client' });
    return refused;
  }

  const id = (ports.newId ?? newEnquiryId)();
  const trap = fields[honeypotField];
  if (trap !== undefined && trap !== '') return hold(parsed.data, id, channel, ports);

  const earlier = await ports.retries.claim(parsed.data, id);
  const reference = earlier && referenceFor(earlier.id);
  if (earlier?.delivered) {
    ports.log.info({ event: 'enquiry.duplicate', id: earlier.id, reference, channel, outcome: 'not-sent-twice' });
    return accepted(earlier.id);
  }
  if (earlier?.refused) {
    ports.log.info({ event: 'enquiry.duplicate', id: earlier.id, reference, channel, outcome: 'refused-before' });
    return failure('message-refused');
  }
  if (earlier) ports.log.info({ event: 'enquiry.retry', id: earlier.id, reference, channel, outcome: 'same-enquiry' });
  // A retry is the same enquiry: its record was written with the first attempt.
  else await ports.records.accepted({ id, enquiry: parsed.data, channel, status: 'received' });
  return send(parsed.data, earlier?.id ?? id, { channel }, ports);
}
