import * as en from './en/error-notices';
import * as fr from './fr/error-notices';
import type { Locale } from './locales';
import type { Words } from './words';

/**
 * What the page that replaces a failed layout says in each language (app/global-error.tsx), in a module of
 * its own: its script carries these words and no others.
 */
export const errorNoticesIn: Readonly<Record<Locale, Words<typeof en>>> = { en, fr };
