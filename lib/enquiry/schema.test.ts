import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fieldErrors } from './fields';
import { enquirySchema } from './schema';
import { enquiry } from '@/lib/i18n/en/enquiry';

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', interest: 'distributor', message: 'Pallet prices.' };

/** The messages a visitor of the English page would see for one enquiry, by field. */
const errorsFor = (input: unknown) => {
  const result = enquirySchema.safeParse(input);
  const codes = result.success ? {} : fieldErrors(result.error);
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, enquiry.fields[code]]));
};

test('a complete enquiry passes, trimmed, with nothing but the four fields', () => {
  const result = enquirySchema.safeParse({
    name: '  Ada  ',
    email: ' ada@example.com\t',
    interest: 'retailer',
    message: '\n Hello \n',
    leave_empty: '',
    admin: true,
  });
  assert.ok(result.success);
  assert.deepEqual(result.data, { name: 'Ada', email: 'ada@example.com', interest: 'retailer', message: 'Hello' });
});

test('every interest in the list is accepted', () => {
  for (const interest of ['retailer', 'distributor', 'individual', 'other'])
    assert.ok(enquirySchema.safeParse({ ...valid, interest }).success, interest);
});

test("an empty enquiry names every field with the specification's message", () => {
  assert.deepEqual(errorsFor({}), {
    name: 'Name is required',
    email: 'Email is required',
    interest: 'Please select your interest',
    message: 'Message is required',
  });
  assert.deepEqual(errorsFor({ name: '', email: '', interest: '', message: '' }), errorsFor({}));
});

test('whitespace-only values count as missing', () => {
  assert.deepEqual(errorsFor({ name: '   ', email: ' \t ', interest: 'other', message: '\n\n' }), {
    name: 'Name is required',
    email: 'Email is required',
    message: 'Message is required',
  });
});

test('a value of the wrong type gets the same message as a missing one', () => {
  assert.deepEqual(errorsFor({ name: 12345, email: ['ada@example.com'], interest: null, message: { text: 'hi' } }), {
    name: 'Name is required',
    email: 'Email is required',
    interest: 'Please select your interest',
    message: 'Message is required',
  });
});

test('the name: at most 100 characters after trimming, one line, something visible', () => {
  assert.deepEqual(errorsFor({ ...valid, name: `  ${'A'.repeat(100)}  ` }), {});
  assert.deepEqual(errorsFor({ ...valid, name: 'A'.repeat(101) }), { name: 'Name must be 100 characters or fewer' });
  for (const name of ['Ada\r\nBcc: victim@example.net', 'Ada\nLovelace', 'Ada\u0000Lovelace', 'Ada\tLovelace'])
    assert.deepEqual(errorsFor({ ...valid, name }), {
      name: 'Name must be a single line without control characters',
    });
  assert.deepEqual(errorsFor({ ...valid, name: '\u200b\u200b\u200b' }), { name: 'Name is required' });
  assert.deepEqual(errorsFor({ ...valid, name: '— · —' }), { name: 'Name is required' });
  assert.deepEqual(errorsFor({ ...valid, name: 'Zoë Le Page' }), {});
  assert.deepEqual(errorsFor({ ...valid, name: '李' }), {});
});

test('the email: text, an at sign, text, a dot, text, no whitespace, at most 254 characters', () => {
  for (const email of ['ada@example', 'ada.example.com', '@example.com', 'ada@.', 'ada lovelace@example.com', 'a@b@c'])
    assert.deepEqual(errorsFor({ ...valid, email }), { email: 'Please enter a valid email address' }, email);
  assert.deepEqual(errorsFor({ ...valid, email: 'ada@example.com\r\nBcc: victim@example.net' }), {
    email: 'Please enter a valid email address',
  });
  for (const email of ['a@b.c', 'ada.lovelace+site@mail.example.gg'])
    assert.deepEqual(errorsFor({ ...valid, email }), {}, email);
  // A local part may hold at most 64 characters (RFC 5321), so the length goes into the domain.
  const longest = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(59)}.example`;
  assert.equal(longest.length, 254);
  assert.deepEqual(errorsFor({ ...valid, email: longest }), {});
  assert.deepEqual(errorsFor({ ...valid, email: `a${longest}` }), { email: 'Email must be 254 characters or fewer' });
});

test('the interest must be one of the four in the list', () => {
  for (const interest of ['wholesale', 'Retailer', ' retailer', '', undefined])
    assert.deepEqual(errorsFor({ ...valid, interest }), { interest: 'Please select your interest' }, String(interest));
});

test('the message: at most 5000 characters, line breaks and tabs allowed, no other control characters', () => {
  assert.deepEqual(errorsFor({ ...valid, message: 'm'.repeat(5000) }), {});
  assert.deepEqual(errorsFor({ ...valid, message: 'm'.repeat(5001) }), {
    message: 'Message must be 5000 characters or fewer',
  });
  assert.deepEqual(errorsFor({ ...valid, message: 'Two lines,\r\nwith\ta tab.' }), {});
  for (const message of ['Ring \u0007 the bell', 'NUL \u0000', 'C1 \u0085 control', 'DEL \u007f'])
    assert.deepEqual(errorsFor({ ...valid, message }), { message: 'Message contains characters we cannot accept' });
});

test('the message refuses what would make the operators read it otherwise: bidi overrides and isolates, a bare CR', () => {
  const refused = [
    'Invoice \u202Egnp.exe',
    ...['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069'].map((c) => `a${c}b`),
    'Overwritten\rline',
    'A bare CR\r before the next line\n',
    'Two\r\rlines',
  ];
  for (const message of refused)
    assert.deepEqual(
      errorsFor({ ...valid, message }),
      { message: 'Message contains characters we cannot accept' },
      JSON.stringify(message),
    );
  // Right-to-left writing keeps its marks, a browser's line breaks stay, and so do emoji flags (tag characters).
  for (const message of ['שלום\u200F עולם', 'مرحبا\u061C', 'Windows\r\nlines\nand Unix ones', 'Scotland 🏴󠁧󠁢󠁳󠁣󠁴󠁿'])
    assert.deepEqual(errorsFor({ ...valid, message }), {}, JSON.stringify(message));
});

test('an interest smuggled in through the prototype is not an interest', () => {
  const smuggled = JSON.parse('{"__proto__": {"interest": "retailer"}, "name": "Ada", "email": "ada@example.com"}');
  assert.deepEqual(errorsFor({ ...smuggled, message: 'Hi' }), { interest: 'Please select your interest' });
});

test('fieldErrors keeps the first code per field and ignores paths outside the fields and words that are not codes', () => {
  assert.deepEqual(
    fieldErrors({
      issues: [
        { path: ['email'], message: 'email-invalid' },
        { path: ['email'], message: 'email-too-long' },
        { path: ['name'], message: 'not a code' },
        { path: [], message: 'name-required' },
        { path: ['leave_empty'], message: 'name-required' },
        { path: ['constructor'], message: 'name-required' },
        { path: [0], message: 'name-required' },
        { path: ['message', 'nested'], message: 'message-required' },
        { path: ['language'], message: 'language-invalid' },
      ],
    }),
    { email: 'email-invalid', message: 'message-required', language: 'language-invalid' },
  );
});

test('the language is optional, English or French, and nothing else', () => {
  assert.ok(enquirySchema.safeParse(valid).success);
  assert.equal(enquirySchema.safeParse({ ...valid, language: 'fr' }).data?.language, 'fr');
  assert.deepEqual(errorsFor({ ...valid, language: 'de' }), { language: 'Language must be en or fr' });
});

test('an over-long email stops at the length check: no rule runs on it', () => {
  // The string that made the old pattern backtrack for 330 ms per request.
  assert.deepEqual(errorsFor({ ...valid, email: `a@${'.'.repeat(16_000)}@` }), {
    email: 'Email must be 254 characters or fewer',
  });
  assert.deepEqual(errorsFor({ ...valid, email: `a@${'.'.repeat(250)}@` }), {
    email: 'Please enter a valid email address',
  });
});

test('a display name or quotes around an address are refused, with the same message the form shows', () => {
  for (const email of ['"x"<a@evil.example>', 'Admin <admin@example.com>', 'a@evil.example>'])
    assert.deepEqual(errorsFor({ ...valid, email }), { email: 'Please enter a valid email address' }, email);
});

test('each field reports only its first failed check', () => {
  assert.deepEqual(errorsFor({ ...valid, name: `\u0007${'A'.repeat(200)}` }), {
    name: 'Name must be 100 characters or fewer',
  });
});

test('names with bidi controls, invisible format characters or encoded words are refused', () => {
  for (const name of [
    'Ada \u202eniamdA',
    'Admin\u2066 <admin@sarnia-water.example>',
    'Ada\u200bLovelace',
    'Ada\ufeffLovelace',
    '=?utf-8?B?QWRtaW4gPGFkbWluQHNhcm5pYS13YXRlci5leGFtcGxlPg==?=',
    'Ada =?iso-8859-1?Q?Admin?=',
  ])
    assert.deepEqual(
      errorsFor({ ...valid, name }),
      { name: 'Name contains characters we cannot accept' },
      JSON.stringify(name),
    );
});

test('real names pass, with accents, apostrophes, scripts that need joiners, and symbols', () => {
  for (const name of ['Zoë Le Page', "Seán O'Brien", 'محمد\u200cرضا', 'क्\u200dष', 'Ada (Sales) & Co. <Ltd>', 'A = B?'])
    assert.deepEqual(errorsFor({ ...valid, name }), {}, name);
});
