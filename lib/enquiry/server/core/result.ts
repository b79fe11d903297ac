import type { Failure, FailureCode } from '@/lib/enquiry/failure';
import { failureText } from '@/lib/enquiry/failure-message';
import { enquiry } from '@/lib/i18n/en';
import { contact } from '@/lib/site/facts';
import type { Verdict } from './rate-limit';

export type { Failure, FailureCode } from '@/lib/enquiry/failure';
export { failure } from '@/lib/enquiry/failure';

export type EnquiryResult = { ok: true; id: string; reference: string } | Failure;

// The API answers in the specification's English, whatever page the enquiry came from.
const english = (code: FailureCode) => failureText(enquiry.failures, code, contact.email);

const statuses: Readonly<Record<FailureCode, number>> = {
  'foreign-origin': 403,
  'method-not-allowed': 405,
  'unsupported-type': 415,
  'length-required': 411,
  'too-large': 413,
  'body-timeout': 408,
  'invalid-json': 400,
  'not-an-object': 400,
  'invalid-form': 400,
  validation: 400,
  'rate-limited': 429,
  'form-busy': 429,
  'auth-failed': 502,
  'may-have-arrived': 504,
  'not-configured': 503,
  'delivery-failed': 502,
  // This message, for what it holds: sent again it would be refused again.
  'message-refused': 422,
  'not-kept': 503,
  unexpected: 500,
};

export const failureAnswers = Object.fromEntries(
  Object.entries(statuses).map(([code, status]) => [code, { status, message: english(code as FailureCode) }]),
) as Readonly<Record<FailureCode, { status: number; message: string }>>;

export const limitFailure = ({ retryAfterS, shared }: Verdict & { ok: false }): Failure => ({
  ok: false,
  code: shared ? 'form-busy' : 'rate-limited',
  retryAfterS,
});
