import { apiErrors } from '@/lib/enquiry/copy';
import type { Failure, FailureCode } from '@/lib/enquiry/failure';
import { contact } from '@/lib/site/facts';
import type { Verdict } from './rate-limit';

export type { Failure, FailureCode } from '@/lib/enquiry/failure';
export { failure } from '@/lib/enquiry/failure';

/**
 * What receiving an enquiry comes to: accepted (sent, kept for a resend is a failure) or one failure.
 * Whatever way it was accepted, the visitor is given its reference (reference.ts), made from its id.
 */
export type EnquiryResult = { ok: true; id: string; reference: string } | Failure;

// Some answers end with the contact address: the visitor needs another way to reach us.
const withAddress = (text: string) => `${text} ${contact.email}.`;

/** Each code's words (the specification's catalogue, lib/enquiry/copy.ts) and HTTP status, once. */
export const failureAnswers: Readonly<Record<FailureCode, { status: number; message: string }>> = {
  'foreign-origin': { status: 403, message: apiErrors.foreignOrigin },
  'method-not-allowed': { status: 405, message: apiErrors.methodNotAllowed },
  'unsupported-type': { status: 415, message: apiErrors.unsupportedType },
  'length-required': { status: 411, message: apiErrors.lengthRequired },
  'too-large': { status: 413, message: apiErrors.tooLarge },
  'body-timeout': { status: 408, message: apiErrors.bodyTimeout },
  'invalid-json': { status: 400, message: apiErrors.invalidJson },
  'not-an-object': { status: 400, message: apiErrors.notAnObject },
  validation: { status: 400, message: apiErrors.validation },
  'rate-limited': { status: 429, message: apiErrors.rateLimited },
  'form-busy': { status: 429, message: withAddress(apiErrors.formBusy) },
  'auth-failed': { status: 502, message: apiErrors.authFailed },
  'may-have-arrived': { status: 504, message: withAddress(apiErrors.mayHaveArrived) },
  'not-configured': { status: 503, message: apiErrors.notConfigured },
  'delivery-failed': { status: 502, message: apiErrors.deliveryFailed },
  'not-kept': { status: 503, message: withAddress(apiErrors.notKept) },
  unexpected: { status: 500, message: apiErrors.unexpected },
};

/** A refused slot: the client's own limit, or the allowance every self-reported client shares. */
export const limitFailure = ({ retryAfterS, shared }: Verdict & { ok: false }): Failure => ({
  ok: false,
  code: shared ? 'form-busy' : 'rate-limited',
  retryAfterS,
});
