import assert from 'node:assert/strict';
import { test } from 'node:test';
import { enquiryFields, type EnquiryField } from '@/lib/enquiry/fields';
import type { Enquiry } from '@/lib/enquiry/schema';
import { fieldText, fieldWords } from './field-words';
import { composeEnquiry } from './mail/mailer';

import { recordBlock, recordsCsv } from './operator/format';
import { unlinked } from './unlinked';
import { fingerprintOf, newRecord } from './core/enquiry-record';
import { sampleRecord } from './store/sample-record.fixture';

// Every field of enquiryFields reaches whatever keeps, recognises or shows an enquiry: the loops below run
// over the list, so a field added to it is checked here the day it is added (the type check names the
// places that must decide, see new-field.test.ts).

const enquiry: Enquiry = {
  name: 'Zoë Le Page',
  email: 'zoe@example.gg',
  interest: 'distributor',
  language: 'fr',
  message: 'Two pallets to St Helier, please.',
};
const other: { readonly [F in EnquiryField]: Enquiry[F] } = {
  name: 'Ada Brehaut',
  email: 'ada@example.gg',
  interest: 'retailer',
  language: 'en',
  message: 'One pallet to St Peter Port.',
};
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

test('the record keeps every field as sent', async () => {
  const saved = newRecord(enquiry, id, 'script', 'received', 300);
  for (const field of enquiryFields) assert.equal(saved.fields[field], enquiry[field], field);
});

test('a retry is the same enquiry in every field: any one changed is another enquiry', async () => {
  for (const field of enquiryFields) {
    assert.equal(fingerprintOf({ ...enquiry }), fingerprintOf(enquiry), field);
    assert.notEqual(fingerprintOf({ ...enquiry, [field]: other[field] }), fingerprintOf(enquiry), field);
  }
});

test('the export, show and the operators’ e-mail carry every field, labelled', async () => {
  const record = sampleRecord({ ...enquiry, id });
  const [header, row] = recordsCsv([record]).split('\r\n');
  assert.deepEqual(
    header?.split(',').slice(-enquiryFields.length),
    enquiryFields.map((field) => `"${field}"`),
  );
  const block = recordBlock(record);
  const mail = await composeEnquiry(enquiry, {
    id,
    from: 'site@sarnia.gg',
    to: 'ops@sarnia.gg',
    receivedAt: new Date(),
  });
  for (const field of enquiryFields) {
    const words = fieldText(field, record.fields);
    assert.ok(row?.includes(words), `CSV: ${field}`);
    assert.ok(block.includes(unlinked(words)), `show: ${field}`);
    assert.ok(String(mail.text).includes(words), `e-mail text: ${field}`);
    assert.ok(String(mail.text).includes(`${fieldWords[field].label}:`), `e-mail label: ${field}`);
    assert.ok(String(mail.html).includes(fieldWords[field].label), `e-mail HTML: ${field}`);
  }
});
