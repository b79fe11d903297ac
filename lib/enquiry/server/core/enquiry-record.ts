import { defaultLocale } from '@/lib/i18n/locales';
import { enquiryFields, pickFields, type Interest } from '../../fields';
import type { Enquiry } from '../../schema';
import { referenceFor } from '../reference';
import { addressHash, keyedHash } from '../address-key';
import type { EnquiryRecord, RecordStatus } from '../store/record-schema';
import type { HoldSignals } from './hold-signals';

// Between an enquiry and its record: the record a new one makes, the enquiry a record holds, and the
// fingerprint that knows it again within the window.

/** Every field the visitor sent, in the list's order, under its address's hash: the same enquiry from another page is another. */
export function fingerprintOf(enquiry: Enquiry): string {
  const fields = pickFields(enquiry);
  return `${addressHash(enquiry.email)}:${keyedHash(JSON.stringify(enquiryFields.map((field) => fields[field] ?? null)))}`;
}

/**
 * A new enquiry's record; one received is due after the first wait, should its process die mid-send, one
 * held says why (`heldFor`), and one whose text came from several addresses says from how many.
 */
export function newRecord(
  enquiry: Enquiry,
  id: string,
  channel: EnquiryRecord['channel'],
  status: RecordStatus,
  firstS: number,
  at = new Date(),
  { heldFor, sameText }: HoldSignals = { heldFor: [] },
) {
  const receivedAt = at.toISOString();
  const fields = { ...pickFields(enquiry), language: enquiry.language ?? defaultLocale };
  const record: EnquiryRecord = {
    id,
    reference: referenceFor(id),
    receivedAt,
    channel,
    fields,
    status,
    statusAt: receivedAt,
    attempts: 0,
  };
  if (status === 'received') record.nextAttemptAt = new Date(at.getTime() + firstS * 1000).toISOString();
  if (status === 'held' && heldFor.length) record.heldFor = heldFor;
  if (sameText) record.sameText = sameText;
  return record;
}

export const enquiryOf = (record: EnquiryRecord): Enquiry => ({
  ...record.fields,
  interest: record.fields.interest as Interest,
});
