import type { Failure, FailureCode } from '@/lib/enquiry/failure';
import { failureText } from '@/lib/enquiry/failure-message';
import { enquiry } from '@/lib/i18n/en';
import { contact } from '@/lib/site/facts';
import type { Verdict } from './rate-limit';

export type { Failure, FailureCode } from '@/lib/enquiry/failure';
export { failure } from '@/lib/enquiry/failure';

/**
 * What receiving an enquiry comes to: accepted (sent, kept for a resend is a failure) or one failure.
 * Whatever way it was accepted, the visitor is given its reference (reference.ts), made from its id.
 */
export type EnquiryResult = { ok: true; id: string; reference: string } | Failure;

// The API answers in the specification's English, whatever page the enquiry came from.
const english = (code: FailureCode) => failureText(enquiry.failures, code, contact.email);

/** Each code's words (the specification's catalogue, lib/i18n/en/enquiry.ts) and HTTP status, once. */
export const failureAnswers: Readonly<Record<FailureCode, { status: number; message: string }>> = {
  'foreign-origin': { status: 403, message: english('foreign-origin') },
  'method-not-allowed': { status: 405, message: english('method-not-allowed') },
  'unsupported-type': { status: 415, message: english('unsupported-type') },
  'length-required': { status: 411, message: english('length-required') },
  'too-large': { status: 413, message: english('too-large') },
  'body-timeout': { status: 408, message: english('body-timeout') },
  'invalid-json': { status: 400, message: english('invalid-json') },
  'not-an-object': { status: 400, message: english('not-an-object') },
  validation: { status: 400, message: english('validation') },
  'rate-limited': { status: 429, message: english('rate-limited') },
  'form-busy': { status: 429, message: english('form-busy') },
  'auth-failed': { status: 502, message: english('auth-failed') },
  'may-have-arrived': { status: 504, message: english('may-have-arrived') },
  'not-configured': { status: 503, message: english('not-configured') },
  'delivery-failed': { status: 502, message: english('delivery-failed') },
  'not-kept': { status: 503, message: english('not-kept') },
  unexpected: { status: 500, message: english('unexpected') },
};

/** A refused slot: the client's own limit, or the allowance every self-reported client shares. */
export const limitFailure = ({ retryAfterS, shared }: Verdict & { ok: false }): Failure => ({
  ok: false,
  code: shared ? 'form-busy' : 'rate-limited',
  retryAfterS,
});
