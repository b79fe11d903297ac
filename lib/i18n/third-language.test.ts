import assert from 'node:assert/strict';
import { test } from 'node:test';
import { typeErrorsWith } from '@/lib/type-errors.fixture';

const facts = 'export const localeFacts: Readonly<Record<Locale, LocaleFacts>> = {';
const german = `${facts}
  de: { tag: 'de', openGraph: 'de_DE', numbers: 'de-DE', dates: 'de-DE', home: '/de', name: 'Deutsch', englishName: 'German', country: 'DE' },`;

// A language added to locales (with its facts) fails the type check where its words and addresses must be
// written, and nowhere else: everything else that names the languages reads them from the list.
test('a third language fails the type check only in its dictionary, its routes, its legal pages and its receipt’s date', () => {
  const errors = typeErrorsWith({
    'lib/i18n/locales.ts': (text) =>
      text.replace("['en', 'fr'] as const", "['en', 'fr', 'de'] as const").replace(facts, german),
  });
  assert.deepEqual([...errors.keys()].sort(), [
    // How its receipt writes the time an enquiry was received.
    'lib/enquiry/server/guernsey-time.ts',
    // Its dictionary: every word, and the parts the proxy and the global pages carry alone.
    'lib/i18n/dictionaries.ts',
    'lib/i18n/enquiry-words.ts',
    'lib/i18n/error-notices.ts',
    'lib/i18n/notices.ts',
    // The words of its legal pages: the places a build may name for its servers, the spans and stores.
    'lib/site/hosting.ts',
    'lib/site/retention.ts',
    // Its routes.
    'lib/site/routes.ts',
  ]);
  for (const [file, messages] of errors)
    assert.ok(
      messages.every((message) => message.includes('"de"')),
      file,
    );
});
