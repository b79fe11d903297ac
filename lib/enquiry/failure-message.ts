import type { FailureCode } from './failure';
import type { FormAnswer } from './form-answer';
import type { enquiry } from '@/lib/i18n/en/enquiry';
import type { Words } from '@/lib/i18n/words';

export type EnquiryWords = Words<typeof enquiry>;
// Refused because of others, for what the message holds, or left unsure, the visitor needs another way to reach us.
const endsWithAddress: ReadonlySet<FailureCode> = new Set([
  'form-busy',
  'may-have-arrived',
  'message-refused',
  'not-kept',
]);

export const failureText = (words: Readonly<Record<FailureCode, string>>, code: FailureCode, email: string) =>
  endsWithAddress.has(code) ? `${words[code]} ${email}.` : words[code];

// English shows the browser's or a server's own words where the spec does.
export function failureMessage(answer: FormAnswer & { ok: false }, words: EnquiryWords, email: string): string {
  const { code, detail } = answer;
  const ownWords = words.networkFailure === null ? detail : undefined;
  switch (code) {
    case 'invalid-response':
      return words.invalidResponse;
    case 'generic':
      return words.genericFailure;
    case 'form-outdated':
      return words.formOutdated;
    case 'uncoded':
      return ownWords ?? words.genericFailure;
    case 'network':
      return ownWords ?? words.networkFailure ?? words.genericFailure;
    default:
      // A code this page does not know (another server's): its own words are all there are.
      return code in words.failures ? failureText(words.failures, code, email) : (ownWords ?? words.genericFailure);
  }
}
