import { localeFacts, type Locale } from './locales';

/** Words joined as a list in a language: "a, b and c", "a, b et c". */
export const listWords = (locale: Locale, words: readonly string[]): string =>
  new Intl.ListFormat(localeFacts[locale].tag, { type: 'conjunction' }).format(words);
