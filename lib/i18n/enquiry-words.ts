import { enquiry as en } from './en/enquiry';
import { enquiry as fr } from './fr/enquiry';
import type { Locale } from './locales';
import type { Words } from './words';

/** Each language's enquiry words alone, for the proxy's refusal page (form-post-guard.ts), which carries no more. */
export const enquiryWordsIn: Readonly<Record<Locale, Words<typeof en>>> = { en, fr };
