import 'server-only';
import * as en from './en';
import * as fr from './fr';
import type { Locale } from './locales';
import type { Words } from './words';

/** A language's words: the shape of the English, checked here for every other language. */
export type Dictionary = Words<typeof en>;

const dictionaries: Readonly<Record<Locale, Dictionary>> = { en, fr };

/** The words of a page's language. Server components only: a client component gets its words as props. */
export const wordsFor = (locale: Locale): Dictionary => dictionaries[locale];
