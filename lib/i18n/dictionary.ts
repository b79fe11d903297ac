import 'server-only';
import { dictionaries, type Dictionary } from './dictionaries';
import type { Locale } from './locales';

export type { Dictionary } from './dictionaries';

/** The words of a page's language. Server components only: a client component gets its words as props. */
export const wordsFor = (locale: Locale): Dictionary => dictionaries[locale];
