import * as en from './en/notices';
import * as fr from './fr/notices';
import type { Locale } from './locales';
import type { Words } from './words';

/**
 * Each language's notices alone, for the pages no language's layout holds (app/global-not-found.tsx and
 * app/global-error.tsx, whose script should not carry every word of the site).
 */
export const noticesIn: Readonly<Record<Locale, Words<typeof en>>> = { en, fr };
