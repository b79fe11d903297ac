import { oneOf } from './one-of';
import type { FieldErrors } from './fields';

// A request or an enquiry refused before any delivery: what operators see summed as refusals. A wrong
// method is a client's mistake, not a refusal of an enquiry.
export const refusalCodes = [
  // The request
  'foreign-origin',
  'unsupported-type',
  'length-required',
  'too-large',
  'body-timeout',
  'invalid-json',
  'not-an-object',
  // The enquiry
  'validation',
  'rate-limited',
  'form-busy',
] as const;

// Requests refused outside the enquiry (a scheduler calling /api/cron without the right bearer): counted
// with the refusals above, never told as an enquiry's failure.
export const otherRefusalCodes = ['unauthorized'] as const;
export type RefusalCode = (typeof refusalCodes)[number] | (typeof otherRefusalCodes)[number];

// The one vocabulary an enquiry's failure is told in, from delivery to the form's banner. The server
// looks each code's words and HTTP status up in one table (server/core/result.ts); the browser gets
// the code beside the words, and decides by it.
export const failureCodes = [
  'method-not-allowed',
  ...refusalCodes,
  // Its delivery
  'auth-failed',
  'may-have-arrived',
  'not-configured',
  'delivery-failed',
  'not-kept',
  'unexpected',
] as const;

export type FailureCode = (typeof failureCodes)[number];

export const isFailureCode = oneOf(failureCodes);
export const isOtherRefusal = oneOf(otherRefusalCodes);

/** A failure as the server decides it: no words and no HTTP in it, both looked up by its code. */
export type Failure = { ok: false; code: FailureCode; fields?: FieldErrors; retryAfterS?: number };

export const failure = (code: FailureCode, extra: Omit<Failure, 'ok' | 'code'> = {}): Failure => ({
  ok: false,
  code,
  ...extra,
});
