import { referenceFor } from '../reference';
import { newEnquiryId } from '../enquiry-id';
import type { EnquiryRecord } from './record-schema';

type Sample = Partial<Omit<EnquiryRecord, 'fields'>> & Partial<EnquiryRecord['fields']>;

/** A record for the tests, as the use case writes one; anything may be given. */
export function sampleRecord(given: Sample = {}): EnquiryRecord {
  const id = given.id ?? newEnquiryId();
  const receivedAt = given.receivedAt ?? new Date().toISOString();
  return {
    id,
    reference: referenceFor(id),
    receivedAt,
    channel: given.channel ?? 'script',
    fields: {
      name: given.name ?? 'Zoë Le Page',
      email: given.email ?? 'zoe@example.gg',
      interest: given.interest ?? 'distributor',
      message: given.message ?? 'Two pallets to St Helier, please.',
      language: given.language ?? 'en',
    },
    status: given.status ?? 'delivered',
    statusAt: given.statusAt ?? receivedAt,
    attempts: given.attempts ?? 0,
    ...(given.nextAttemptAt && { nextAttemptAt: given.nextAttemptAt }),
    ...(given.refusal && { refusal: given.refusal }),
    ...(given.heldFor && { heldFor: given.heldFor }),
    ...(given.receipt && { receipt: given.receipt }),
  };
}
