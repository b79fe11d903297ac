import { failureText } from './failure';
import type { FormAnswer } from './form-answer';
import type { enquiry } from '@/lib/i18n/en/enquiry';
import type { Words } from '@/lib/i18n/words';

export type EnquiryWords = Words<typeof enquiry>;

/** A failed answer in the page's words. English shows the browser's or a server's own words where the spec does. */
export function failureMessage(answer: FormAnswer & { ok: false }, words: EnquiryWords, email: string): string {
  const { code, detail } = answer;
  const ownWords = words.networkFailure === null ? detail : undefined;
  switch (code) {
    case 'invalid-response':
      return words.invalidResponse;
    case 'generic':
      return words.genericFailure;
    case 'uncoded':
      return ownWords ?? words.genericFailure;
    case 'network':
      return ownWords ?? words.networkFailure ?? words.genericFailure;
    default:
      return failureText(words.failures, code, email);
  }
}
