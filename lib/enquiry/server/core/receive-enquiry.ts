import { codeOf } from '@/lib/error-code';
import { fieldErrors, honeypotField, type EnquiryField } from '@/lib/enquiry/fields';
import { enquirySchema } from '@/lib/enquiry/schema';
import { newEnquiryId } from '../enquiry-id';
import { referenceFor } from '../reference';
import { WAITING_STATUSES } from '../store/record-life';
import type { EnquiryRecord } from '../store/record-schema';
import type { Seen } from '../store/store-contract';
import { fingerprintOf, newRecord } from './enquiry-record';
import { holdSignals } from './hold-signals';
import type { ClientIdentity } from './rate-limit';
import { failure, limitFailure, type EnquiryResult } from './result';
import { sendReceipt } from '../receipt/send-receipt';
import { sendEnquiry } from './send-enquiry';
import type { Services } from './services';

export type EnquiryFields = Partial<Record<EnquiryField | typeof honeypotField, unknown>>;

export type Sender = { client: ClientIdentity; channel: 'script' | 'no-script' };

type ReceiveServices = Pick<Services, 'env' | 'limits' | 'store' | 'mailer' | 'log' | 'backoff' | 'alert' | 'later'> &
  Partial<Pick<Services, 'sendDueSoon' | 'newId' | 'now'>>;

const accepted = (id: string): EnquiryResult => ({ ok: true, id, reference: referenceFor(id) });

// A record that cannot be written stops nothing: the enquiry goes on, and a failed send says if it was kept.
// A retry's was written with the first attempt, or is written now.
async function insert(record: EnquiryRecord, { store, log }: ReceiveServices): Promise<boolean> {
  if (!store) return false;
  try {
    await store.insert(record);
    return true;
  } catch (error) {
    const line = { id: record.id, reference: record.reference, store: store.kind, code: codeOf(error) };
    log.error({ event: 'enquiry.record-save', ...line, outcome: 'not-recorded' });
    return false;
  }
}

// The same enquiry sent again within the window: the first one's, or none (and this one noted).
async function seenBefore(key: string, id: string, { store, log }: ReceiveServices): Promise<Seen | undefined> {
  return store?.fingerprint(key, id).catch((error) => {
    log.error({ event: 'enquiry.record-save', id, outcome: 'not-recorded', store: store.kind, code: codeOf(error) });
    return undefined;
  });
}

// How the send of the enquiry noted under the fingerprint ended, so that a retry is answered by it.
const noteEnded = (key: string, seen: Required<Seen>, { store }: ReceiveServices) =>
  store?.fingerprintEnded(key, seen).catch(() => {});

/**
 * A suspected spam is held, or mailed marked where no store can hold it: never dropped, and answered as sent
 * only once kept by one or the other. A retry of one already on record keeps that record as it is.
 */
async function hold(record: EnquiryRecord, key: string, channel: Sender['channel'], services: ReceiveServices) {
  const { id } = record;
  const held = await insert(record, services);
  const outcome = held ? 'held' : 'mailed-marked';
  services.log.warn({ event: 'enquiry.held', id, reference: record.reference, channel, outcome });
  if (held) return accepted(id);
  const intake = { record, kept: false };
  const mailed = await sendEnquiry({ id, intake, from: ['held'], suspectedSpam: true }, services);
  if (mailed.outcome !== 'sent') return failure('not-kept');
  await noteEnded(key, { id, ended: 'delivered' }, services);
  return accepted(id);
}

/** One enquiry, whichever way it came, once its transport let it through. */
export async function receiveEnquiry(
  fields: EnquiryFields,
  { client, channel }: Sender,
  services: ReceiveServices,
): Promise<EnquiryResult> {
  const { log } = services;
  const parsed = enquirySchema.safeParse(fields);
  if (!parsed.success) return failure('validation', { fields: fieldErrors(parsed.error) });

  const slot = await services.limits.enquiry(client);
  if (!slot.ok) {
    const refused = limitFailure(slot);
    log.info({ event: 'enquiry.refused', channel, code: refused.code, limit: slot.shared ? 'shared' : 'client' });
    return refused;
  }

  const enquiry = parsed.data;
  const at = new Date(services.now?.() ?? Date.now());
  const id = (services.newId ?? newEnquiryId)();
  const heldFor = await holdSignals(fields[honeypotField], enquiry, services);
  const recordFor = (recordId: string, status: 'held' | 'received') =>
    newRecord(enquiry, recordId, channel, status, services.backoff.firstS, at, heldFor);

  const key = fingerprintOf(enquiry);
  const earlier = await seenBefore(key, id, services);
  const line = { id: earlier?.id, reference: earlier && referenceFor(earlier.id), channel };
  if (earlier?.ended === 'delivered') {
    log.info({ event: 'enquiry.duplicate', ...line, outcome: 'not-sent-twice' });
    return accepted(earlier.id);
  }
  if (earlier?.ended === 'refused') {
    log.info({ event: 'enquiry.duplicate', ...line, outcome: 'refused-before' });
    return failure('message-refused');
  }
  if (earlier) log.info({ event: 'enquiry.retry', ...line, outcome: 'same-enquiry' });
  // A retry is the same enquiry: its record was written with the first attempt, or is made again here.
  if (heldFor.length) return hold(recordFor(earlier?.id ?? id, 'held'), key, channel, services);
  const record = recordFor(earlier?.id ?? id, 'received');
  const kept = await insert(record, services);
  const sent = await sendEnquiry({ id: record.id, intake: { record, kept }, from: WAITING_STATUSES }, services);
  if (sent.outcome === 'sent') {
    await noteEnded(key, { id: record.id, ended: 'delivered' }, services);
    // After the answer: the visitor waits for no second mail.
    if (sent.record.receipt?.state === 'due') services.later(() => sendReceipt({ id: record.id }, services));
    services.sendDueSoon?.();
    return accepted(record.id);
  }
  if (sent.outcome !== 'failed') {
    log.info({ event: 'enquiry.retry', ...line, id: record.id, outcome: 'being-sent' });
    return sent.outcome === 'not-waiting' && sent.status === 'refused'
      ? failure('message-refused')
      : accepted(record.id);
  }
  const refused = sent.delivery.code === 'message-refused';
  if (refused) await noteEnded(key, { id: record.id, ended: 'refused' }, services);
  return failure(sent.kept || refused ? sent.delivery.code : 'not-kept');
}
