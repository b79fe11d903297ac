import assert from 'node:assert/strict';
import { test } from 'node:test';
import { typeErrorsWith } from '@/lib/type-errors.fixture';

// A field added to enquiryFields (a phone number, say) reaches the record, the fingerprint, the export,
// `show` and the e-mail by itself (fields-reach.test.ts); the type check names the places that must
// decide what to do with it, and no others.
test('a field added to the list fails the type check only where code must decide what to do with it', () => {
  const errors = typeErrorsWith({
    'lib/enquiry/fields.ts': (text) => text.replace("'message'] as const", "'message', 'phone'] as const"),
  });
  assert.deepEqual([...errors.keys()].sort(), [
    // What the privacy policy says is kept, in each language.
    'app/(en)/(legal)/privacy-policy/what-we-keep.tsx',
    'app/(fr)/fr/(legal)/politique-de-confidentialite/what-we-keep.tsx',
    // Its checks.
    'lib/enquiry/schema.ts',
    // Its label and words for the operators: e-mail, show, export.
    'lib/enquiry/server/field-words.ts',
    // How a record reads it back, records kept before it existed included.
    'lib/enquiry/server/store/record-schema.ts',
    // Its label on the form (every other language's follows from the English's shape).
    'lib/i18n/en/enquiry.ts',
  ]);
  for (const [file, messages] of errors)
    assert.ok(
      messages.every((message) => message.includes('phone')),
      file,
    );
});
