import assert from 'node:assert/strict';
import type { EnquiryRecords } from './records';
import { sampleRecord } from './sample-record';

// What every record store does, checked for the folder (records-file.test.ts) and for Redis
// (integration/enquiry/records-redis.test.ts).

/** Two operators claiming one held enquiry at once: one gets it, and once given back it can be claimed again. */
export async function releasesOneAtATime(a: EnquiryRecords, b: EnquiryRecords) {
  const record = sampleRecord({ status: 'held' });
  await a.save(record);
  const claims = await Promise.all([a.claimForRelease(record.id), b.claimForRelease(record.id)]);
  assert.equal(claims.filter(Boolean).length, 1);
  await claims.find(Boolean)!();
  const again = await b.claimForRelease(record.id);
  assert.ok(again);
  await again();
}
