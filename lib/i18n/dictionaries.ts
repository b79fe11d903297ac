import * as en from './en';
import * as fr from './fr';
import type { Locale } from './locales';
import type { Words } from './words';

/** A language's words: the shape of the English, checked here for every other language. */
export type Dictionary = Words<typeof en>;

/** Every language's words. Server components read them through dictionary.ts; the test kit reads its pages' titles here. */
export const dictionaries: Readonly<Record<Locale, Dictionary>> = { en, fr };
