import { pathToFileURL } from 'node:url';
import * as en from './en';
import * as fr from './fr';
import type { Locale } from './locales';
import { strings } from './strings.fixture';

/** Every string of every dictionary, with its path, in each language. */
export const renderedWords = (): Record<Locale, [string, string][]> => ({ en: strings(en), fr: strings(fr) });

// Run as a script (the figures test's child process), it prints them.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(JSON.stringify(renderedWords()));
}
