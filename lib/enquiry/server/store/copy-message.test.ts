import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newEnquiryId } from '../enquiry-id';
import { referenceFor } from '../reference';
import { recordFromCopy } from './copy-message';
import { copyEnquiry, renderedCopy } from './legacy-copies.fixture';

const received = new Date('2026-03-01T12:00:00.000Z');

test('a copy in the format the server kept gives back its record: every field, unknown channel, received at its Date', async () => {
  const id = newEnquiryId();
  assert.deepEqual(recordFromCopy(id, await renderedCopy(id, received)), {
    id,
    reference: referenceFor(id),
    receivedAt: received.toISOString(),
    channel: 'unknown',
    fields: copyEnquiry,
    status: 'undelivered',
    statusAt: received.toISOString(),
  });
});

test('a copy that is not a whole copy of that enquiry gives no record', async () => {
  const id = newEnquiryId();
  const raw = await renderedCopy(id, received);
  const text = raw.toString();
  assert.equal(recordFromCopy(newEnquiryId(), raw), undefined);
  assert.equal(recordFromCopy(id, Buffer.from(text.slice(0, text.indexOf('Message:') + 20))), undefined);
  assert.equal(recordFromCopy(id, Buffer.from(text.replace(/^Date: .*$/m, 'Date: someday'))), undefined);
  assert.equal(recordFromCopy(id, Buffer.from(text.replace('Interest: Distributor', 'Interest: Pirate'))), undefined);
  assert.equal(
    recordFromCopy(id, Buffer.from(`X-Enquiry-Id: ${id}\nDate: ${received.toUTCString()}\n\nHello\n`)),
    undefined,
  );
  assert.equal(recordFromCopy(id, Buffer.alloc(0)), undefined);
});
